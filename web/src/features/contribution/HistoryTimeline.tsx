import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime, formatTimestamp } from '../../shared/format';
import { RecordNotFound } from '../../shared/RecordNotFound';
import { actionLabel } from './actions';
import { useHistoryQuery } from './contributionApi';
import type { HistoryForm } from './detail';
import './history.css';

/**
 * The contribution's history in the forms of 002 §4 the caller may read (`forms`, narrowest first): the
 * primary form (its path through the states), the management form (with the assignments, benefit
 * analyses, schedule and action items) and the audit form (every command, with who ran it and when, to the
 * second). Actions and commands mark it stale (tag 'History'), so the timeline follows them. Hidden when
 * the server refuses it.
 */
export function HistoryTimeline({ contributionId, lang, forms }: { contributionId: number; lang: string; forms: readonly HistoryForm[] }) {
  const { t } = useTranslation();
  const [chosen, setCategory] = useState<HistoryForm | null>(null);
  const category = chosen ?? forms[0] ?? 'PRIMARY';
  const audit = category === 'AUDIT';
  const history = useHistoryQuery({ id: contributionId, category, langkey: lang });
  if (history.isError) return null;
  // the entries shown stay until another category's arrive
  const entries = history.data ?? null;

  return (
    <section className="card mb-3" data-testid="contribution-history">
      <div className="card-header">
        <ul className="nav nav-tabs card-header-tabs inno-history-tabs">
          {forms.map((c) => (
            <li className="nav-item" key={c}>
              <button
                type="button"
                className={`nav-link${c === category ? ' active' : ''}`}
                onClick={() => setCategory(c)}
                aria-pressed={c === category}
                data-testid={`history-tab-${c}`}
              >
                {t(`contribution.history.form.${c}`)}
              </button>
            </li>
          ))}
        </ul>
      </div>
      <div className="card-body">
        {entries !== null && entries.length === 0 && <RecordNotFound />}
        {entries !== null && entries.length > 0 && (
          <ol className="list-unstyled mb-0 border-start ps-3">
            {entries.map((h) => (
              <li key={h.id} className="mb-3" data-testid={`history-entry-${h.id}`}>
                <div className="small text-muted">
                  {audit ? formatTimestamp(h.createdDate) : formatDateTime(h.createdDate)} ·{' '}
                  {h.userName || t('contribution.history.system')}
                  {audit && (
                    <span className="ms-2 font-monospace" data-testid={`history-command-${h.id}`}>
                      {h.category}:{h.action || '-'}
                    </span>
                  )}
                </div>
                <div>
                  <strong>{h.category === 'CREATED' || !h.action ? t('contribution.history.created') : actionLabel(t, h.action)}</strong>
                  {h.fromStateName && h.toStateName && (
                    <span className="ms-2" data-testid={`history-states-${h.id}`}>
                      {h.fromStateName} → {h.toStateName}
                    </span>
                  )}
                </div>
                {h.explanation && (
                  <blockquote className="mb-0 mt-1 small fst-italic" data-testid={`history-explanation-${h.id}`}>
                    {h.explanation}
                  </blockquote>
                )}
              </li>
            ))}
          </ol>
        )}
      </div>
    </section>
  );
}

export default HistoryTimeline;
