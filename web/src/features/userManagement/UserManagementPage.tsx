import { useCallback, useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Modal } from 'react-bootstrap';
import api, { isApiError } from '../../app/api';
import { useAppSelector } from '../../app/store';
import { showToasts } from '../../app/notifications/toasts';
import { Pager } from '../../shared/Pager';
import { DEFAULT_PAGE_SIZE } from '../../shared/pager';
import { RecordNotFound } from '../../shared/RecordNotFound';
import { BreadcrumbBar, saveBlob } from '../../shared/BreadcrumbBar';
import { formatDateTime } from '../../shared/format';
import { fetchTreeSelect, flattenTreeSelect, indentedTitle, type TreeOption } from '../../shared/organizationTree';
import { useForm } from '../../shared/form/useForm';
import { CheckField, TextField } from '../../shared/form/FormField';
import { serverFieldErrors } from '../../shared/form/validation';
import {
  canGrant,
  canManage,
  DEFAULT_SORT,
  EMPTY_FILTERS,
  REGISTRATION_STATUSES,
  emptyUserForm,
  filterParams,
  roleKey,
  sortParam,
  toggleRole,
  toggleSort,
  userPayload,
  userToForm,
  validateUser,
  type ManagedUser,
  type RegistrationHistory,
  type Sort,
  type SortField,
  type UserFilters,
  type UserForm,
} from './userManagement';

const NO_AUTHORITIES: readonly string[] = [];

export function UserManagementPage() {
  const { t } = useTranslation();
  const [filters, setFilters] = useState<UserFilters>(EMPTY_FILTERS);
  const [applied, setApplied] = useState<UserFilters>(EMPTY_FILTERS);
  const [sort, setSort] = useState<Sort>(DEFAULT_SORT);
  const [page, setPage] = useState(1);
  const [users, setUsers] = useState<ManagedUser[] | null>(null);
  const [total, setTotal] = useState(0);
  const [roles, setRoles] = useState<string[]>([]);
  const [units, setUnits] = useState<TreeOption[]>([]);
  const [editing, setEditing] = useState<ManagedUser | 'new' | null>(null);
  const [history, setHistory] = useState<ManagedUser | null>(null);
  const [reload, setReload] = useState(0);
  const viewer = useAppSelector((s) => s.authentication.account?.authorities ?? NO_AUTHORITIES);

  useEffect(() => {
    void api.get<string[]>('/api/users/authorities').then(
      (r) => setRoles(Array.isArray(r.data) ? r.data : []),
      () => undefined,
    );
    void fetchTreeSelect().then(
      (n) => setUnits(flattenTreeSelect(n)),
      () => undefined,
    );
  }, []);

  useEffect(() => {
    const controller = new AbortController();
    api
      .list<ManagedUser>(
        '/api/v3/users',
        { page: page - 1, size: DEFAULT_PAGE_SIZE, sort: sortParam(sort), params: filterParams(applied) },
        { signal: controller.signal },
      )
      .then((r) => {
        setUsers(r.items);
        setTotal(r.totalCount);
      })
      .catch(() => undefined);
    return () => controller.abort();
  }, [applied, sort, page, reload]);

  const refresh = useCallback(() => setReload((n) => n + 1), []);

  const search = (e: FormEvent) => {
    e.preventDefault();
    setApplied(filters);
    setPage(1);
  };

  const exportExcel = () => {
    void api
      .blob('/api/v3/users/excel', { params: { ...filterParams(applied), sort: sortParam(sort) }, notify: false })
      .then((r) => saveBlob(r.data, 'users.xls'))
      .catch(() => undefined);
  };

  const setActivated = async (u: ManagedUser, activated: boolean) => {
    try {
      await api.put('/api/users', { ...u, activated });
      refresh();
    } catch {
      // shown by the API client
    }
  };

  const header = (field: SortField, label: string) => (
    <th role="button" onClick={() => setSort((s) => toggleSort(s, field))} data-testid={`sort-${field}`} className="text-nowrap">
      {label}
      {sort.field === field ? (sort.order === 'asc' ? ' ▲' : ' ▼') : ''}
    </th>
  );
  const f = (key: keyof Omit<UserFilters, 'roleList'>, label: string) => (
    <div className="col-md-3 col-sm-6">
      <label className="form-label small mb-0" htmlFor={`filter-${key}`}>
        {label}
      </label>
      <input
        id={`filter-${key}`}
        className="form-control form-control-sm"
        value={filters[key]}
        onChange={(e) => setFilters({ ...filters, [key]: e.target.value })}
        data-testid={`filter-${key}`}
      />
    </div>
  );

  return (
    <div className="container-xl" data-testid="user-management-page">
      <BreadcrumbBar items={[t('admin.title'), t('userManagement.home.title')]} onExport={exportExcel} />
      <div className="d-flex justify-content-between align-items-center mb-2">
        <h2 className="h4 mb-0">{t('userManagement.home.title')}</h2>
        <button type="button" className="btn btn-primary" onClick={() => setEditing('new')} data-testid="user-create">
          {t('userManagement.home.createLabel')}
        </button>
      </div>
      <form className="card card-body mb-3 d-print-none" onSubmit={search} data-testid="user-filters">
        <div className="row g-2">
          {f('searchStr', t('userManagement.filter.searchStr'))}
          {f('login', t('userManagement.login'))}
          {f('firstName', t('userManagement.firstName'))}
          {f('lastName', t('userManagement.lastName'))}
          {f('email', t('userManagement.email'))}
          <div className="col-md-3 col-sm-6">
            <label className="form-label small mb-0" htmlFor="filter-userOrg">
              {t('userManagement.filter.organization')}
            </label>
            <select
              id="filter-userOrg"
              className="form-select form-select-sm"
              value={filters.userOrg}
              onChange={(e) => setFilters({ ...filters, userOrg: e.target.value })}
              data-testid="filter-userOrg"
            >
              <option value="">{t('userManagement.filter.any')}</option>
              {units.map((o) => (
                <option key={o.value} value={o.value}>
                  {indentedTitle(o)}
                </option>
              ))}
            </select>
          </div>
          <div className="col-md-3 col-sm-6">
            <label className="form-label small mb-0" htmlFor="filter-unitId">
              {t('userManagement.filter.unit')}
            </label>
            <select
              id="filter-unitId"
              className="form-select form-select-sm"
              value={filters.unitId}
              onChange={(e) => setFilters({ ...filters, unitId: e.target.value })}
              data-testid="filter-unitId"
            >
              <option value="">{t('userManagement.filter.any')}</option>
              {units.map((o) => (
                <option key={o.value} value={o.value}>
                  {indentedTitle(o)}
                </option>
              ))}
            </select>
          </div>
          <div className="col-md-3 col-sm-6">
            <label className="form-label small mb-0" htmlFor="filter-activated">
              {t('userManagement.activated')}
            </label>
            <select
              id="filter-activated"
              className="form-select form-select-sm"
              value={filters.activated}
              onChange={(e) => setFilters({ ...filters, activated: e.target.value })}
              data-testid="filter-activated"
            >
              <option value="">{t('userManagement.filter.any')}</option>
              <option value="true">{t('userManagement.activatedYes')}</option>
              <option value="false">{t('userManagement.deactivatedYes')}</option>
            </select>
          </div>
          <div className="col-md-3 col-sm-6">
            <label className="form-label small mb-0" htmlFor="filter-registrationStatus">
              {t('userManagement.registrationStatus')}
            </label>
            <select
              id="filter-registrationStatus"
              className="form-select form-select-sm"
              value={filters.registrationStatus}
              onChange={(e) => setFilters({ ...filters, registrationStatus: e.target.value })}
              data-testid="filter-registrationStatus"
            >
              <option value="">{t('userManagement.filter.any')}</option>
              {REGISTRATION_STATUSES.map((s) => (
                <option key={s} value={s}>
                  {t(`userManagement.status.${s}`)}
                </option>
              ))}
            </select>
          </div>
          <div className="col-md-6">
            <label className="form-label small mb-0" htmlFor="filter-roleList">
              {t('userManagement.profiles')}
            </label>
            <select
              id="filter-roleList"
              multiple
              size={3}
              className="form-select form-select-sm"
              value={filters.roleList}
              onChange={(e) => setFilters({ ...filters, roleList: Array.from(e.target.selectedOptions, (o) => o.value) })}
              data-testid="filter-roleList"
            >
              {roles.map((r) => (
                <option key={r} value={r}>
                  {t(roleKey(r))}
                </option>
              ))}
            </select>
          </div>
          <div className="col-md-3 d-flex align-items-end gap-2">
            <button type="submit" className="btn btn-sm btn-primary" data-testid="filter-search">
              {t('entity.action.search')}
            </button>
            <button
              type="button"
              className="btn btn-sm btn-outline-secondary"
              onClick={() => {
                setFilters(EMPTY_FILTERS);
                setApplied(EMPTY_FILTERS);
                setPage(1);
              }}
              data-testid="filter-reset"
            >
              {t('entity.action.reset')}
            </button>
          </div>
        </div>
      </form>
      {users !== null && users.length === 0 && <RecordNotFound />}
      {users !== null && users.length > 0 && (
        <div className="table-responsive">
          <table className="table table-striped table-sm align-middle" data-testid="user-table">
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
                      onClick={() => void setActivated(u, !u.activated)}
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
                  <td className="text-nowrap">{formatDateTime(u.createdDate)}</td>
                  <td className="text-nowrap d-print-none">
                    <button
                      type="button"
                      className="btn btn-sm btn-outline-primary me-1"
                      disabled={!canManage(viewer, u)}
                      onClick={() => setEditing(u)}
                      data-testid={`user-edit-${u.login}`}
                    >
                      {t('entity.action.edit')}
                    </button>
                    <button
                      type="button"
                      className="btn btn-sm btn-outline-secondary"
                      onClick={() => setHistory(u)}
                      data-testid={`user-history-${u.login}`}
                    >
                      {t('userManagement.history.button')}
                    </button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <Pager activePage={page} totalItems={total} itemsPerPage={DEFAULT_PAGE_SIZE} onSelect={setPage} />
      {editing !== null && (
        <UserEditDialog
          user={editing === 'new' ? null : editing}
          roles={roles}
          units={units}
          viewer={viewer}
          onClose={(saved) => {
            setEditing(null);
            if (saved) refresh();
          }}
        />
      )}
      {history !== null && <HistoryDialog user={history} onClose={() => setHistory(null)} />}
    </div>
  );
}

function UserEditDialog({
  user,
  roles,
  units,
  viewer,
  onClose,
}: {
  user: ManagedUser | null;
  roles: string[];
  units: TreeOption[];
  viewer: readonly string[];
  onClose: (saved: boolean) => void;
}) {
  const { t } = useTranslation();
  const config = useAppSelector((s) => s.applicationConfig.config);
  const defaultLang = config.locales[0] ?? 'en';
  const [original, setOriginal] = useState<ManagedUser | null>(user);
  const form = useForm<UserForm>(user ? userToForm(user, defaultLang) : emptyUserForm(defaultLang), validateUser);
  const { values: v, errors, set } = form;
  const [saving, setSaving] = useState(false);
  const resetForm = form.reset;

  useEffect(() => {
    if (!user?.id) return;
    void api.get<ManagedUser>(`/api/v3/users/${user.id}`).then(
      (r) => {
        setOriginal(r.data);
        resetForm(userToForm(r.data, defaultLang));
      },
      () => undefined,
    );
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [user?.id]);

  const label = (field: string) => t(`userManagement.${field}`);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!form.check()) {
      showToasts([{ type: 'error', key: 'error.contributionValidateError' }]);
      return;
    }
    setSaving(true);
    try {
      const body = userPayload(v, original);
      if (v.id === null) await api.post('/api/users', body);
      else await api.put('/api/users', body);
      onClose(true);
    } catch (err) {
      if (isApiError(err)) form.setServerErrors(serverFieldErrors(err));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal show onHide={() => onClose(false)} size="lg" data-testid="user-dialog">
      <form onSubmit={(e) => void submit(e)} noValidate>
        <Modal.Header closeButton>
          <Modal.Title>{v.id === null ? t('userManagement.home.createLabel') : t('userManagement.home.editLabel')}</Modal.Title>
        </Modal.Header>
        <Modal.Body>
          <div className="row">
            <div className="col-md-6">
              <TextField
                id="user-login"
                label={label('login')}
                value={v.login}
                onChange={(x) => set('login', x)}
                error={errors.login}
                required
                maxLength={100}
              />
            </div>
            <div className="col-md-6">
              <TextField
                id="user-email"
                label={label('email')}
                type="email"
                value={v.email}
                onChange={(x) => set('email', x)}
                error={errors.email}
                required
                maxLength={254}
              />
            </div>
            <div className="col-md-6">
              <TextField
                id="user-firstName"
                label={label('firstName')}
                value={v.firstName}
                onChange={(x) => set('firstName', x)}
                error={errors.firstName}
                maxLength={50}
              />
            </div>
            <div className="col-md-6">
              <TextField
                id="user-lastName"
                label={label('lastName')}
                value={v.lastName}
                onChange={(x) => set('lastName', x)}
                error={errors.lastName}
                maxLength={50}
              />
            </div>
            <div className="col-md-6 mb-3">
              <label htmlFor="user-langKey" className="form-label">
                {label('langKey')}
              </label>
              <select
                id="user-langKey"
                className="form-select"
                value={v.langKey}
                onChange={(e) => set('langKey', e.target.value)}
                data-testid="user-langKey"
              >
                {config.locales.map((l) => (
                  <option key={l} value={l}>
                    {config.languages[l] ?? l}
                  </option>
                ))}
              </select>
            </div>
            <div className="col-md-6 mb-3">
              <label htmlFor="user-organizationUnitId" className="form-label">
                {label('organizationUnit')}
              </label>
              <select
                id="user-organizationUnitId"
                className="form-select"
                value={v.organizationUnitId}
                onChange={(e) => set('organizationUnitId', e.target.value)}
                data-testid="user-organizationUnitId"
              >
                <option value="">—</option>
                {units.map((o) => (
                  <option key={o.value} value={o.value} disabled={o.disabled}>
                    {indentedTitle(o)}
                  </option>
                ))}
              </select>
            </div>
            {v.id === null && (
              <div className="col-md-6">
                <TextField
                  id="user-password"
                  label={label('password')}
                  type="password"
                  value={v.password}
                  onChange={(x) => set('password', x)}
                  error={errors.password}
                  maxLength={50}
                  help={t('userManagement.passwordHelp')}
                  autoComplete="new-password"
                />
              </div>
            )}
            <div className="col-md-6">
              <CheckField id="user-activated" checked={v.activated} onChange={(x) => set('activated', x)} label={label('activated')}>
                {label('activated')}
              </CheckField>
            </div>
          </div>
          <fieldset>
            <legend className="form-label fs-6">{label('profiles')}</legend>
            <div className="row">
              {roles.map((r) => (
                <div className="col-md-4" key={r}>
                  <CheckField
                    id={`user-role-${r}`}
                    checked={v.authorities.includes(r)}
                    disabled={!canGrant(viewer, r)}
                    onChange={(on) => set('authorities', toggleRole(v.authorities, r, on))}
                    label={r}
                  >
                    {t(roleKey(r))}
                  </CheckField>
                </div>
              ))}
            </div>
          </fieldset>
        </Modal.Body>
        <Modal.Footer>
          <button type="button" className="btn btn-secondary" onClick={() => onClose(false)}>
            {t('entity.action.cancel')}
          </button>
          <button type="submit" className="btn btn-primary" disabled={saving} data-testid="user-save">
            {t('entity.action.save')}
          </button>
        </Modal.Footer>
      </form>
    </Modal>
  );
}

function HistoryDialog({ user, onClose }: { user: ManagedUser; onClose: () => void }) {
  const { t } = useTranslation();
  const [rows, setRows] = useState<RegistrationHistory[] | null>(null);
  useEffect(() => {
    void api.get<RegistrationHistory[]>(`/api/v3/users/user-registration-history/${user.id}`).then(
      (r) => setRows(Array.isArray(r.data) ? r.data : []),
      () => setRows([]),
    );
  }, [user.id]);
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
          <table className="table table-sm">
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
          </table>
        )}
      </Modal.Body>
    </Modal>
  );
}

export default UserManagementPage;
