import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageSpinner } from '../../shared/PageSpinner';
import { RecordNotFound } from '../../shared/RecordNotFound';
import { formatLocalDate } from '../../shared/format';
import { ResponsiveTable } from '../../shared/ResponsiveTable/ResponsiveTable';
import { ActionItemForm } from './ActionItemForm';
import { useActionItemsQuery, useCloseActionItemMutation } from './benefitsApi';

/**
 * The detail's Action items tab (issue 17): the items the caller may see (all of them with "view action
 * item", else their own), the form for those the state lets create them, and Done / Cancel on the items
 * the caller may close (the assignee closes from the task list too).
 */
export function ActionItemsTab({ contributionId, stateId, canCreate }: { contributionId: number; stateId: number; canCreate: boolean }) {
  const { t } = useTranslation();
  const q = useActionItemsQuery({ contributionId, stateId });
  const [close, closing] = useCloseActionItemMutation();
  const [adding, setAdding] = useState(false);
  if (q.isError) return <p className="alert alert-warning">{t('actionItem.unavailable')}</p>;
  if (!q.data) return <PageSpinner />;

  return (
    <div data-testid="action-items-tab">
      {canCreate && !adding && (
        <button type="button" className="btn btn-primary btn-sm mb-3" onClick={() => setAdding(true)} data-testid="action-item-new">
          {t('actionItem.new')}
        </button>
      )}
      {adding && <ActionItemForm contributionId={contributionId} onClose={() => setAdding(false)} />}
      {q.data.length === 0 && <RecordNotFound />}
      {q.data.length > 0 && (
        <ResponsiveTable label={t('actionItem.title')} className="table-sm align-middle" data-testid="action-item-table">
          <thead>
            <tr>
              <th>{t('actionItem.titleLabel')}</th>
              <th>{t('actionItem.assignee')}</th>
              <th>{t('actionItem.dueDate')}</th>
              <th>{t('actionItem.statusLabel')}</th>
              <th>
                <span className="visually-hidden">{t('actionItem.actions')}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {q.data.map((a) => (
              <tr key={a.id} data-testid={`action-item-${a.id}`}>
                <td>
                  <div>{a.title}</div>
                  {a.description && <div className="small text-body-secondary">{a.description}</div>}
                </td>
                <td>{a.assigneeName}</td>
                <td className="text-nowrap">{formatLocalDate(a.dueDate)}</td>
                <td>
                  <span
                    className={`badge ${a.status === 'DONE' ? 'text-bg-success' : a.status === 'CANCELED' ? 'text-bg-secondary' : 'text-bg-primary'}`}
                  >
                    {t(`actionItem.status.${a.status}`)}
                  </span>
                  {a.overdue && <span className="badge text-bg-danger ms-1">{t('actionItem.overdue')}</span>}
                </td>
                <td className="text-nowrap">
                  {a.closable && (
                    <>
                      <button
                        type="button"
                        className="btn btn-outline-success btn-sm me-1"
                        disabled={closing.isLoading}
                        onClick={() => void close({ id: a.id, contributionId, status: 'DONE' })}
                        data-testid={`action-item-done-${a.id}`}
                      >
                        {t('actionItem.done')}
                      </button>
                      {canCreate && (
                        <button
                          type="button"
                          className="btn btn-outline-secondary btn-sm"
                          disabled={closing.isLoading}
                          onClick={() => void close({ id: a.id, contributionId, status: 'CANCELED' })}
                          data-testid={`action-item-cancel-${a.id}`}
                        >
                          {t('actionItem.cancel')}
                        </button>
                      )}
                    </>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </ResponsiveTable>
      )}
    </div>
  );
}

export default ActionItemsTab;
