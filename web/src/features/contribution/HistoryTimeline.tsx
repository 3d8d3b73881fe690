import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../shared/format';
import { RecordNotFound } from '../../shared/RecordNotFound';
import { actionLabel } from './ActionDialog';
import { fetchHistory } from './contributionApi';
import { HISTORY_CATEGORIES, type HistoryCategory } from './detail';
import type { HistoryEntry } from './types';

/**
 * The contribution's history by category. `revision` changes whenever the contribution does, so
 * the timeline follows actions and commands. Hidden when the server refuses it.
 */
export function HistoryTimeline({ contributionId, lang, revision }: { contributionId: number; lang: string; revision: number }) {
  const { t } = useTranslation();
  const [category, setCategory] = useState<HistoryCategory>('ALL');
  const [state, setState] = useState<{ key: string; entries: HistoryEntry[] | 'refused' } | null>(null);
  const key = `${contributionId}/${category}/${lang}/${revision}`;

  useEffect(() => {
    let live = true;
    fetchHistory(contributionId, category, lang).then(
      (entries) => live && setState({ key, entries }),
      () => live && setState({ key, entries: 'refused' }),
    );
    return () => {
      live = false;
    };
  }, [contributionId, category, lang, key]);

  const current = state?.key === key ? state.entries : null;
  if (current === 'refused') return null;
  const entries = current;

  return (
    <section className="card mb-3" data-testid="contribution-history">
      <div className="card-header">
        <ul className="nav nav-tabs card-header-tabs">
          {HISTORY_CATEGORIES.map((c) => (
            <li className="nav-item" key={c}>
              <button
                type="button"
                className={`nav-link${c === category ? ' active' : ''}`}
                onClick={() => setCategory(c)}
                data-testid={`history-tab-${c}`}
              >
                {t(`contribution.history.category.${c}`)}
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
                  {formatDateTime(h.createdDate)} · {h.userName || t('contribution.history.system')}
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
