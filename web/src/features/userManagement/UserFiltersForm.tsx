import type { FormEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { SearchSelect } from '../../shared/SearchSelect/SearchSelect';
import { indentedTitle, type TreeOption } from '../../shared/organizationTree';
import { REGISTRATION_STATUSES, roleKey, type UserFilters } from './userManagement';

interface Props {
  filters: UserFilters;
  onChange: (filters: UserFilters) => void;
  /** Search with the filters as they are. */
  onSearch: () => void;
  /** Back to no filter at all. */
  onReset: () => void;
  roles: readonly string[];
  units: readonly TreeOption[];
}

/** The user list's filters (spec 002 §3): text fields, organization and unit, status, roles. */
export function UserFiltersForm({ filters, onChange, onSearch, onReset, roles, units }: Props) {
  const { t } = useTranslation();
  const set = (change: Partial<UserFilters>) => onChange({ ...filters, ...change });
  const cell = (key: string, label: string, control: ReactNode, className = 'col-md-3 col-sm-6') => (
    <div className={className}>
      <label className="form-label small mb-0" htmlFor={`filter-${key}`}>
        {label}
      </label>
      {control}
    </div>
  );
  const input = (key: keyof Omit<UserFilters, 'roleList'>, label: string) =>
    cell(
      key,
      label,
      <input
        id={`filter-${key}`}
        className="form-control form-control-sm"
        value={filters[key]}
        onChange={(e) => set({ [key]: e.target.value })}
        data-testid={`filter-${key}`}
      />,
    );
  const select = (key: 'userOrg' | 'unitId' | 'activated' | 'registrationStatus', label: string, options: ReactNode) =>
    cell(
      key,
      label,
      <select
        id={`filter-${key}`}
        className="form-select form-select-sm"
        value={filters[key]}
        onChange={(e) => set({ [key]: e.target.value })}
        data-testid={`filter-${key}`}
      >
        <option value="">{t('userManagement.filter.any')}</option>
        {options}
      </select>,
    );
  const unitOptions = units.map((o) => (
    <option key={o.value} value={o.value}>
      {indentedTitle(o)}
    </option>
  ));

  const submit = (e: FormEvent) => {
    e.preventDefault();
    onSearch();
  };

  return (
    <form className="card card-body mb-3 d-print-none" onSubmit={submit} data-testid="user-filters">
      <div className="row g-2">
        {input('searchStr', t('userManagement.filter.searchStr'))}
        {input('login', t('userManagement.login'))}
        {input('firstName', t('userManagement.firstName'))}
        {input('lastName', t('userManagement.lastName'))}
        {input('email', t('userManagement.email'))}
        {select('userOrg', t('userManagement.filter.organization'), unitOptions)}
        {select('unitId', t('userManagement.filter.unit'), unitOptions)}
        {select(
          'activated',
          t('userManagement.activated'),
          <>
            <option value="true">{t('userManagement.activatedYes')}</option>
            <option value="false">{t('userManagement.deactivatedYes')}</option>
          </>,
        )}
        {select(
          'registrationStatus',
          t('userManagement.registrationStatus'),
          REGISTRATION_STATUSES.map((s) => (
            <option key={s} value={s}>
              {t(`userManagement.status.${s}`)}
            </option>
          )),
        )}
        {cell(
          'roleList',
          t('userManagement.profiles'),
          <SearchSelect
            id="filter-roleList"
            multiple
            size="sm"
            options={roles.map((r) => ({ value: r, label: t(roleKey(r)) }))}
            value={filters.roleList}
            onChange={(roleList) => set({ roleList })}
            data-testid="filter-roleList"
          />,
          'col-md-6',
        )}
        <div className="col-md-3 d-flex align-items-end gap-2">
          <button type="submit" className="btn btn-sm btn-primary" data-testid="filter-search">
            {t('entity.action.search')}
          </button>
          <button type="button" className="btn btn-sm btn-outline-secondary" onClick={onReset} data-testid="filter-reset">
            {t('entity.action.reset')}
          </button>
        </div>
      </div>
    </form>
  );
}
