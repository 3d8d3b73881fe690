import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../shared/format';
import { RatingCard } from '../rating/RatingCard';
import { ratingsVisible } from '../rating/model';
import { CommandsPanel } from './CommandsPanel';
import type { ContributionDetail, FieldOption } from './types';

/** The detail's side column: the people, the ratings, field, tags, dates and the commands. */
export function DetailSidebar({ detail, fields, lang }: { detail: ContributionDetail; fields: FieldOption[]; lang: string }) {
  const { t } = useTranslation();
  const fieldName = detail.fieldTitle || fields.find((f) => f.value === detail.fieldId)?.label || '';
  const tags = detail.tags ?? [];
  const people = detail.people ?? [];
  return (
    <>
      {people.length > 0 && (
        <section className="card mb-3" data-testid="contribution-people" aria-labelledby="contribution-people-title">
          <h2 className="card-header h6 py-3 mb-0" id="contribution-people-title">
            {t('contribution.people')}
          </h2>
          <ul className="list-group list-group-flush">
            {people.map((p) => (
              <li
                key={`${p.userRole}-${p.userId}`}
                className="list-group-item d-flex justify-content-between align-items-center gap-2"
                data-testid={`contribution-person-${p.userRole}-${p.login}`}
              >
                <span className="d-flex align-items-center gap-2 min-w-0">
                  <span className="inno-avatar" aria-hidden="true">
                    {initials(p.fullName || p.login)}
                  </span>
                  <span className="text-truncate">{p.fullName || p.login}</span>
                </span>
                <span className="badge text-bg-light border flex-shrink-0">
                  {t(`contribution.roles.${p.userRole}`, { defaultValue: p.userRole })}
                </span>
              </li>
            ))}
          </ul>
        </section>
      )}
      {ratingsVisible(detail) && <RatingCard detail={detail} lang={lang} />}
      <section className="card mb-3" aria-labelledby="contribution-facts-title">
        <h2 className="card-header h6 py-3 mb-0" id="contribution-facts-title">
          {t('contribution.detail.facts')}
        </h2>
        <dl className="card-body mb-0 inno-facts" data-testid="contribution-detail-facts">
          <dt>{t('contribution.fieldId')}</dt>
          <dd data-testid="contribution-detail-field">{fieldName || '—'}</dd>
          {tags.length > 0 && (
            <>
              <dt>{t('contribution.tagIds')}</dt>
              <dd data-testid="contribution-detail-tags">
                {tags.map((tag) => (
                  <span key={tag.id} className="badge rounded-pill text-bg-secondary me-1">
                    {tag.name}
                  </span>
                ))}
              </dd>
            </>
          )}
          <dt>{t('contribution.createdDate')}</dt>
          <dd>{formatDateTime(detail.createdDate)}</dd>
          {detail.submittedDate && (
            <>
              <dt>{t('contribution.submittedDate')}</dt>
              <dd>{formatDateTime(detail.submittedDate)}</dd>
            </>
          )}
          {detail.updatedDate && (
            <>
              <dt>{t('contribution.detail.updatedDate')}</dt>
              <dd>{formatDateTime(detail.updatedDate)}</dd>
            </>
          )}
        </dl>
      </section>
      <CommandsPanel detail={detail} fields={fields} lang={lang} />
    </>
  );
}

/** Up to two initials of a name, for its avatar. */
export function initials(name: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  return ((parts[0]?.[0] ?? '') + (parts.length > 1 ? (parts[parts.length - 1][0] ?? '') : '')).toUpperCase();
}
