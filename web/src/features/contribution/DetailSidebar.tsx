import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../shared/format';
import { CommandsPanel } from './CommandsPanel';
import type { ContributionDetail, FieldOption } from './types';

/** The detail's side column: field, tags, dates, the people and the commands. */
export function DetailSidebar({ detail, fields, lang }: { detail: ContributionDetail; fields: FieldOption[]; lang: string }) {
  const { t } = useTranslation();
  const fieldName = detail.fieldTitle || fields.find((f) => f.value === detail.fieldId)?.label || '';
  const tags = detail.tags ?? [];
  const people = detail.people ?? [];
  return (
    <>
      <dl className="mb-3" data-testid="contribution-detail-facts">
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
      </dl>
      {people.length > 0 && (
        <div className="card mb-3" data-testid="contribution-people">
          <div className="card-header">{t('contribution.people')}</div>
          <ul className="list-group list-group-flush">
            {people.map((p) => (
              <li
                key={`${p.userRole}-${p.userId}`}
                className="list-group-item d-flex justify-content-between"
                data-testid={`contribution-person-${p.userRole}-${p.login}`}
              >
                <span>{p.fullName || p.login}</span>
                <span className="badge text-bg-light border">{t(`contribution.roles.${p.userRole}`, { defaultValue: p.userRole })}</span>
              </li>
            ))}
          </ul>
        </div>
      )}
      <CommandsPanel detail={detail} fields={fields} lang={lang} />
    </>
  );
}
