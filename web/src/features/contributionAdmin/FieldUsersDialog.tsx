import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Modal } from 'react-bootstrap';
import { PageSpinner } from '../../shared/PageSpinner';
import { RecordNotFound } from '../../shared/RecordNotFound';
import { UserSearch } from '../../shared/UserSearch/UserSearch';
import type { SearchUser } from '../../shared/UserSearch/rules';
import { useAddFieldUserMutation, useFieldUsersQuery, useRemoveFieldUserMutation } from './contributionAdminApi';
import { FIELD_USER_ROLES, roleKey } from './model';
import type { ContributionField } from './types';
import { ResponsiveTable } from '../../shared/ResponsiveTable/ResponsiveTable';

/** The people of a field by role: add one, remove one; each change reads them again. */
export function FieldUsersDialog({ field, title, onClose }: { field: ContributionField; title: string; onClose: () => void }) {
  const { t } = useTranslation();
  const list = useFieldUsersQuery(field.id);
  const users = list.isError ? [] : (list.data ?? null);
  const [picked, setPicked] = useState<SearchUser[]>([]);
  const [role, setRole] = useState<string>('MENTOR');
  const [addFieldUser, adding] = useAddFieldUserMutation();
  const [removeFieldUser] = useRemoveFieldUserMutation();

  const add = async () => {
    if (picked.length === 0) return;
    const result = await addFieldUser({ fieldId: field.id, userId: picked[0].id, userRole: role });
    if (!('error' in result)) setPicked([]);
  };

  return (
    <Modal show onHide={onClose} size="lg" data-testid="field-users-dialog">
      <Modal.Header closeButton>
        <Modal.Title>
          {t('contributionAdmin.fieldUser.title')}: {title}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>
        {users === null && <PageSpinner />}
        {users !== null && users.length === 0 && <RecordNotFound />}
        {users !== null && users.length > 0 && (
          <ResponsiveTable label={t('contributionAdmin.fieldUser.title')} className="table-sm align-middle" data-testid="field-users-table">
            <thead>
              <tr>
                <th>{t('contributionAdmin.fieldUser.user')}</th>
                <th>{t('contributionAdmin.fieldUser.role')}</th>
                <th />
              </tr>
            </thead>
            <tbody>
              {users.map((u) => (
                <tr key={`${u.id}-${u.userRole}`} data-testid={`field-user-${u.login}-${u.userRole}`}>
                  <td>
                    {u.fullName || u.login} <span className="text-muted small">({u.login})</span>
                  </td>
                  <td>{t(roleKey(u.userRole), { defaultValue: u.userRole })}</td>
                  <td className="text-end">
                    <button
                      type="button"
                      className="btn btn-sm btn-outline-danger"
                      onClick={() => void removeFieldUser(u)}
                      data-testid={`field-user-remove-${u.login}-${u.userRole}`}
                    >
                      {t('entity.action.delete')}
                    </button>
                  </td>
                </tr>
              ))}
            </tbody>
          </ResponsiveTable>
        )}
        <div className="row g-2 align-items-end border-top pt-3">
          <div className="col-md-6">
            <span className="form-label d-block">{t('contributionAdmin.fieldUser.user')}</span>
            <UserSearch id="field-user-search" value={picked} onChange={setPicked} />
          </div>
          <div className="col-md-3">
            <label className="form-label" htmlFor="field-user-role">
              {t('contributionAdmin.fieldUser.role')}
            </label>
            <select
              id="field-user-role"
              className="form-select"
              value={role}
              onChange={(e) => setRole(e.target.value)}
              data-testid="field-user-role"
            >
              {FIELD_USER_ROLES.map((r) => (
                <option key={r} value={r}>
                  {t(roleKey(r))}
                </option>
              ))}
            </select>
          </div>
          <div className="col-md-3">
            <button
              type="button"
              className="btn btn-primary w-100"
              disabled={adding.isLoading || picked.length === 0}
              onClick={() => void add()}
              data-testid="field-user-add"
            >
              {t('entity.action.add')}
            </button>
          </div>
        </div>
      </Modal.Body>
      <Modal.Footer>
        <button type="button" className="btn btn-secondary" onClick={onClose} data-testid="field-users-close">
          {t('entity.action.close')}
        </button>
      </Modal.Footer>
    </Modal>
  );
}
