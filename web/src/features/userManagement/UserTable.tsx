import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../shared/format';
import { canManage, roleKey, type SortField, type UserSort } from './userManagement';
import type { ManagedUser } from './types';
import { ResponsiveTable } from '../../shared/ResponsiveTable/ResponsiveTable';
import { SortHeader } from '../../shared/ResponsiveTable/SortHeader';

interface Props {
  users: ManagedUser[];
  sort: UserSort;
  onSort: (field: SortField) => void;
  /** the signed-in user's roles: only an ADMIN changes administrators */
  viewer: readonly string[];
  onActivate: (user: ManagedUser, activated: boolean) => void;
  onEdit: (user: ManagedUser) => void;
  onHistory: (user: ManagedUser) => void;
}

/** One page of users with sortable columns and each row's actions. */
export function UserTable({ users, sort, onSort, viewer, onActivate, onEdit, onHistory }: Props) {
  const { t } = useTranslation();
  const header = (field: SortField, label: string) => (
    <SortHeader label={label} order={sort.field === field ? sort.order : null} onSort={() => onSort(field)} data-testid={`sort-${field}`} />
  );
  return (
    <ResponsiveTable label={t('userManagement.home.title')} className="table-striped table-sm align-middle" data-testid="user-table">
      <thead>
        <tr>
          {header('id', t('global.field.id'))}
          {header('login', t('userManagement.login'))}
          {header('firstName', t('userManagement.firstName'))}
          {header('lastName', t('userManagement.lastName'))}
          {header('email', t('userManagement.email'))}
          <th>{t('userManagement.organizationUnit')}</th>
          {header('activated', t('userManagement.activated'))}
          {header('langKey', t('userManagement.langKey'))}
          <th>{t('userManagement.profiles')}</th>
          {header('registrationStatus', t('userManagement.registrationStatus'))}
          {header('createdDate', t('userManagement.createdDate'))}
          <th className="d-print-none" />
        </tr>
      </thead>
      <tbody>
        {users.map((u) => (
          <tr key={u.id} data-testid={`user-row-${u.login}`}>
            <td>{u.id}</td>
            <td>{u.login}</td>
            <td>{u.firstName}</td>
            <td>{u.lastName}</td>
            <td>{u.email}</td>
            <td data-testid={`user-unit-${u.login}`}>{u.organizationUnitName}</td>
            <td>
              <button
                type="button"
                className={`btn btn-sm ${u.activated ? 'btn-success' : 'btn-danger'}`}
                disabled={!canManage(viewer, u)}
                onClick={() => onActivate(u, !u.activated)}
                data-testid={`user-activate-${u.login}`}
              >
                {u.activated ? t('userManagement.activatedYes') : t('userManagement.deactivatedYes')}
              </button>
            </td>
            <td>{u.langKey}</td>
            <td className="small">
              {u.authorities.map((r) => (
                <span key={r} className="badge text-bg-info me-1">
                  {t(roleKey(r))}
                </span>
              ))}
            </td>
            <td>
              {u.registrationStatus ? t(`userManagement.status.${u.registrationStatus}`, { defaultValue: u.registrationStatus }) : ''}
            </td>
            <td>{formatDateTime(u.createdDate)}</td>
            <td className="d-print-none">
              <span className="d-flex flex-wrap gap-1">
                <button
                  type="button"
                  className="btn btn-sm btn-outline-primary"
                  disabled={!canManage(viewer, u)}
                  onClick={() => onEdit(u)}
                  data-testid={`user-edit-${u.login}`}
                >
                  {t('entity.action.edit')}
                </button>
                <button
                  type="button"
                  className="btn btn-sm btn-outline-secondary"
                  onClick={() => onHistory(u)}
                  data-testid={`user-history-${u.login}`}
                >
                  {t('userManagement.history.button')}
                </button>
              </span>
            </td>
          </tr>
        ))}
      </tbody>
    </ResponsiveTable>
  );
}
