import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppSelector } from '../../app/store';
import { BreadcrumbBar } from '../../shared/BreadcrumbBar';
import { Pager } from '../../shared/Pager';
import { DEFAULT_PAGE_SIZE } from '../../shared/pager';
import { RecordNotFound } from '../../shared/RecordNotFound';
import { flattenTreeSelect } from '../../shared/organizationTree';
import { useOrganizationTreeSelectQuery } from '../organization/organizationApi';
import { sortParam, toggleSort } from '../../shared/pager';
import { DEFAULT_SORT, EMPTY_FILTERS, filterParams, type UserFilters, type UserSort } from './userManagement';
import { useAuthoritiesQuery, useExportUsersMutation, useUpdateUserMutation, useUsersQuery } from './userManagementApi';
import { UserFiltersForm } from './UserFiltersForm';
import { UserTable } from './UserTable';
import { UserDialog } from './UserDialog';
import { HistoryDialog } from './HistoryDialog';
import type { ManagedUser } from './types';

const NO_AUTHORITIES: readonly string[] = [];
const NO_ROLES: string[] = [];

/** /admin/user-management: the filtered, sorted, paged users; create, edit, (de)activate, history, Excel export. */
export function UserManagementPage() {
  const { t } = useTranslation();
  const [filters, setFilters] = useState<UserFilters>(EMPTY_FILTERS);
  const [applied, setApplied] = useState<UserFilters>(EMPTY_FILTERS);
  const [sort, setSort] = useState<UserSort>(DEFAULT_SORT);
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState<ManagedUser | 'new' | null>(null);
  const [history, setHistory] = useState<ManagedUser | null>(null);
  const viewer = useAppSelector((s) => s.authentication.account?.authorities ?? NO_AUTHORITIES);
  const list = useUsersQuery({ page, sort: sortParam(sort), filters: filterParams(applied) });
  // A failed read was shown by the API client's toast; the page then says there is nothing to show.
  const users = list.isError ? [] : (list.data?.items ?? null);
  const roles = useAuthoritiesQuery().data ?? NO_ROLES;
  const tree = useOrganizationTreeSelectQuery();
  const units = flattenTreeSelect(tree.data);
  const [updateUser] = useUpdateUserMutation();
  const [exportUsers] = useExportUsersMutation();

  const search = (next: UserFilters) => {
    setApplied(next);
    setPage(1);
  };

  return (
    <div className="container-xl" data-testid="user-management-page">
      <BreadcrumbBar
        items={[t('admin.title'), t('userManagement.home.title')]}
        onExport={() => void exportUsers({ sort: sortParam(sort), filters: filterParams(applied) })}
      />
      <div className="d-flex justify-content-between align-items-center mb-2">
        <h1 className="h4 mb-0">{t('userManagement.home.title')}</h1>
        <button type="button" className="btn btn-primary" onClick={() => setEditing('new')} data-testid="user-create">
          {t('userManagement.home.createLabel')}
        </button>
      </div>
      <UserFiltersForm
        filters={filters}
        onChange={setFilters}
        onSearch={() => search(filters)}
        onReset={() => {
          setFilters(EMPTY_FILTERS);
          search(EMPTY_FILTERS);
        }}
        roles={roles}
        units={units}
      />
      {users !== null && users.length === 0 && <RecordNotFound />}
      {users !== null && users.length > 0 && (
        <UserTable
          users={users}
          sort={sort}
          onSort={(field) => setSort((s) => toggleSort(s, field))}
          viewer={viewer}
          onActivate={(u, activated) => void updateUser({ ...u, activated })}
          onEdit={setEditing}
          onHistory={setHistory}
        />
      )}
      <Pager activePage={page} totalItems={list.data?.totalCount ?? 0} itemsPerPage={DEFAULT_PAGE_SIZE} onSelect={setPage} />
      {editing !== null && (
        <UserDialog
          user={editing === 'new' ? null : editing}
          roles={roles}
          units={units}
          viewer={viewer}
          onClose={() => setEditing(null)}
        />
      )}
      {history !== null && <HistoryDialog user={history} onClose={() => setHistory(null)} />}
    </div>
  );
}

export default UserManagementPage;
