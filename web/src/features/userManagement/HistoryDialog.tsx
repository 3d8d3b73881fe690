import { useTranslation } from 'react-i18next';
import { Modal } from 'react-bootstrap';
import { formatDateTime } from '../../shared/format';
import { RecordNotFound } from '../../shared/RecordNotFound';
import { useRegistrationHistoryQuery } from './userManagementApi';
import type { ManagedUser } from './types';
import { ResponsiveTable } from '../../shared/ResponsiveTable/ResponsiveTable';

/** The registration status history of one user. */
export function HistoryDialog({ user, onClose }: { user: ManagedUser; onClose: () => void }) {
  const { t } = useTranslation();
  const history = useRegistrationHistoryQuery(user.id);
  // a failed read was shown by the API client's toast; the dialog then says there is nothing to show
  const rows = history.isError ? [] : (history.data ?? null);
  return (
    <Modal show onHide={onClose} size="lg" data-testid="history-dialog">
      <Modal.Header closeButton>
        <Modal.Title>
          {t('userManagement.history.title')}: {user.login}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>
        {rows !== null && rows.length === 0 && <RecordNotFound />}
        {rows !== null && rows.length > 0 && (
          <ResponsiveTable label={t('userManagement.history.title')} className="table-sm">
            <thead>
              <tr>
                <th>{t('userManagement.registrationStatus')}</th>
                <th>{t('userManagement.history.changedBy')}</th>
                <th>{t('userManagement.history.changedDate')}</th>
                <th>{t('userManagement.history.note')}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((h) => (
                <tr key={h.id}>
                  <td>{t(`userManagement.status.${h.status}`, { defaultValue: h.status })}</td>
                  <td>{h.changedBy}</td>
                  <td>{formatDateTime(h.changedDate)}</td>
                  <td>{h.note}</td>
                </tr>
              ))}
            </tbody>
          </ResponsiveTable>
        )}
      </Modal.Body>
    </Modal>
  );
}
