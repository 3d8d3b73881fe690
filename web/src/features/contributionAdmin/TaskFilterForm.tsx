import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { DateInput } from '../../shared/DateInput/DateInput';
import { SearchSelect, type SelectOption } from '../../shared/SearchSelect/SearchSelect';
import { CONTRIBUTION_TYPES } from '../contribution/types';
import { CONTRIBUTION_ROLES, roleKey, typeKey } from './model';
import { StatusBadge } from './StatusBadge';
import { EMPTY_TASK_FILTERS, TASK_STATUSES, toggleIn, type TaskFilters } from './tasks';

type Option = SelectOption;

/**
 * The task filters of spec 002 §3; the module filter only on one's own tasks (a type's tasks have one module).
 * The form starts from, and resets to, the list's defaults (`initial`).
 */
export function TaskFilterForm({
  withModule,
  fields,
  states,
  onApply,
  initial = EMPTY_TASK_FILTERS,
}: {
  withModule: boolean;
  fields: Option[];
  states: Option[];
  onApply: (filters: TaskFilters) => void;
  initial?: TaskFilters;
}) {
  const { t } = useTranslation();
  const [filters, setFilters] = useState<TaskFilters>(initial);

  const search = (e: FormEvent) => {
    e.preventDefault();
    onApply(filters);
  };
  const reset = () => {
    setFilters(initial);
    onApply(initial);
  };
  const text = (key: 'search' | 'eiId' | 'taskName', label: string, help?: string) => (
    <div className="col-md-3 col-sm-6">
      <label className="form-label small mb-0" htmlFor={`task-filter-${key}`}>
        {label}
      </label>
      <input
        id={`task-filter-${key}`}
        className="form-control form-control-sm"
        value={filters[key]}
        placeholder={help}
        onChange={(e) => setFilters({ ...filters, [key]: e.target.value })}
        data-testid={`task-filter-${key}`}
      />
    </div>
  );
  const multi = (key: 'roles' | 'fieldIds' | 'stateIds', id: string, label: string, options: Option[]) => (
    <div className="col-md-4 col-sm-6">
      <label className="form-label small mb-0" htmlFor={`task-filter-${id}`}>
        {label}
      </label>
      <SearchSelect
        id={`task-filter-${id}`}
        multiple
        size="sm"
        options={options}
        value={filters[key]}
        onChange={(values) => setFilters({ ...filters, [key]: values })}
        data-testid={`task-filter-${id}`}
      />
    </div>
  );
  const date = (key: 'start' | 'end') => (
    <div className="col-md-3 col-sm-6">
      <label className="form-label small mb-0" htmlFor={`task-filter-${key}`}>
        {t(`contributionAdmin.task.filter.${key}`)}
      </label>
      <DateInput
        id={`task-filter-${key}`}
        size="sm"
        value={filters[key]}
        onChange={(v) => setFilters({ ...filters, [key]: v })}
        data-testid={`task-filter-${key}`}
      />
    </div>
  );

  return (
    <form className="card card-body mb-3 d-print-none" onSubmit={search} data-testid="task-filters">
      <div className="row g-2">
        {text('search', t('contributionAdmin.task.filter.search'), t('contributionAdmin.task.filter.searchHelp'))}
        {text('eiId', t('contributionAdmin.task.filter.code'), t('contributionAdmin.task.filter.listHelp'))}
        {text('taskName', t('contributionAdmin.task.filter.taskName'), t('contributionAdmin.task.filter.listHelp'))}
        {withModule && (
          <div className="col-md-3 col-sm-6">
            <label className="form-label small mb-0" htmlFor="task-filter-module">
              {t('contributionAdmin.task.filter.module')}
            </label>
            <select
              id="task-filter-module"
              className="form-select form-select-sm"
              value={filters.module}
              onChange={(e) => setFilters({ ...filters, module: e.target.value })}
              data-testid="task-filter-module"
            >
              <option value="">{t('contributionAdmin.common.any')}</option>
              {CONTRIBUTION_TYPES.map((m) => (
                <option key={m} value={m}>
                  {t(typeKey(m))}
                </option>
              ))}
            </select>
          </div>
        )}
        {multi(
          'roles',
          'role',
          t('contributionAdmin.task.filter.role'),
          CONTRIBUTION_ROLES.map((r) => ({ value: r, label: t(roleKey(r)) })),
        )}
        {multi('fieldIds', 'field', t('contributionAdmin.task.filter.field'), fields)}
        {multi('stateIds', 'state', t('contributionAdmin.task.filter.state'), states)}
        {date('start')}
        {date('end')}
        <fieldset className="col-12">
          <legend className="form-label mb-0" style={{ fontSize: '0.875rem' }}>
            {t('contributionAdmin.task.filter.status')}
          </legend>
          {TASK_STATUSES.map((s) => (
            <div className="form-check form-check-inline" key={s}>
              <input
                id={`task-filter-status-${s}`}
                type="checkbox"
                className="form-check-input"
                checked={filters.statuses.includes(s)}
                onChange={(e) => setFilters({ ...filters, statuses: toggleIn(filters.statuses, s, e.target.checked) })}
                data-testid={`task-filter-status-${s}`}
              />
              <label className="form-check-label" htmlFor={`task-filter-status-${s}`}>
                <StatusBadge status={s} />
              </label>
            </div>
          ))}
        </fieldset>
        <div className="col-12 d-flex gap-2">
          <button type="submit" className="btn btn-sm btn-primary" data-testid="task-filter-submit">
            {t('entity.action.search')}
          </button>
          <button type="button" className="btn btn-sm btn-outline-secondary" onClick={reset} data-testid="task-filter-reset">
            {t('entity.action.reset')}
          </button>
        </div>
      </div>
    </form>
  );
}
