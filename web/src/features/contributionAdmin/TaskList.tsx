import { useEffect, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useAppSelector } from '../../app/store';
import { BreadcrumbBar } from '../../shared/BreadcrumbBar';
import { Pager } from '../../shared/Pager';
import { DEFAULT_PAGE_SIZE } from '../../shared/pager';
import { PageSpinner } from '../../shared/PageSpinner';
import { RecordNotFound } from '../../shared/RecordNotFound';
import { formatDateTime } from '../../shared/format';
import { fetchFieldOptions, fetchMyTasks, fetchTypeTasks } from './contributionAdminApi';
import {
  CONTRIBUTION_ROLES,
  EMPTY_TASK_FILTERS,
  TASK_STATUSES,
  assigneeText,
  mergeStates,
  roleKey,
  sortParam,
  statusVariant,
  taskParams,
  toggleIn,
  toggleSort,
  typeKey,
  type ContributionType,
  type Sort,
  type StateOption,
  type Task,
  type TaskFilters,
  type TaskSortField,
} from './model';

export type TaskListMode = { mode: 'mine' } | { mode: 'admin'; type: ContributionType };

const DEFAULT_SORT: Sort<TaskSortField> = { field: 'deadline', order: 'asc' };
const MY_TASK_TYPES: readonly ContributionType[] = ['SUGGESTION', 'IMPROVEMENT', 'IDEA'];

export function StatusBadge({ status }: { status: string }) {
  const { t } = useTranslation();
  return (
    <span className={`badge text-bg-${statusVariant(status)}`} data-testid={`task-status-${status}`}>
      {t(`contributionAdmin.task.status.${status}`, { defaultValue: status })}
    </span>
  );
}

function multiValues(e: { target: HTMLSelectElement }): string[] {
  return Array.from(e.target.selectedOptions, (o) => o.value);
}

/**
 * /contribution-task (the caller's tasks) and /contribution-task/admin/{type} (every task of the
 * type, with the assignee): filters of spec 002 §3, paging with x-total-count, sorting.
 */
export function TaskList(props: TaskListMode) {
  const { t, i18n } = useTranslation();
  const userId = useAppSelector((s) => s.authentication.account?.id);
  const admin = props.mode === 'admin';
  const adminType = props.mode === 'admin' ? props.type : null;
  const [filters, setFilters] = useState<TaskFilters>(EMPTY_TASK_FILTERS);
  const [applied, setApplied] = useState<TaskFilters>(EMPTY_TASK_FILTERS);
  const [sort, setSort] = useState<Sort<TaskSortField>>(DEFAULT_SORT);
  const [page, setPage] = useState(1);
  const [result, setResult] = useState<{ key: string; rows: Task[]; total: number } | null>(null);
  const [states, setStates] = useState<StateOption[]>([]);
  const [fields, setFields] = useState<{ value: string; label: string }[]>([]);
  const lang = i18n.language;
  const loadKey = `${adminType ?? 'mine'}/${userId ?? ''}`;

  useEffect(() => {
    let live = true;
    const types = adminType ? [adminType] : MY_TASK_TYPES;
    void Promise.all(
      types.map((type) =>
        fetchFieldOptions(type, lang).then(
          (r) => (Array.isArray(r.data) ? r.data : []).map((o) => ({ value: String(o.value), label: o.label, type })),
          () => [],
        ),
      ),
    ).then((lists) => {
      if (!live) return;
      const all = lists.flat();
      setFields(all.map((o) => ({ value: o.value, label: adminType ? o.label : `${t(typeKey(o.type))}: ${o.label}` })));
    });
    return () => {
      live = false;
    };
  }, [adminType, lang, t]);

  useEffect(() => {
    if (!adminType && userId === undefined) return;
    const controller = new AbortController();
    const query = { page: page - 1, size: DEFAULT_PAGE_SIZE, sort: sortParam(sort), params: { ...taskParams(applied), langkey: lang } };
    const call = adminType ? fetchTypeTasks(adminType, query, controller.signal) : fetchMyTasks(userId ?? '', query, controller.signal);
    call
      .then((r) => {
        setResult({ key: loadKey, rows: r.items, total: r.totalCount });
        setStates((known) => mergeStates(known, r.items));
      })
      .catch(() => {
        if (!controller.signal.aborted) setResult({ key: loadKey, rows: [], total: 0 });
      });
    return () => controller.abort();
  }, [adminType, userId, loadKey, applied, sort, page, lang]);

  const rows = result && result.key === loadKey ? result.rows : null;
  const total = result && result.key === loadKey ? result.total : 0;
  const fieldLabel = (id: number | null | undefined) => (id == null ? '' : (fields.find((f) => f.value === String(id))?.label ?? ''));

  const search = (e: FormEvent) => {
    e.preventDefault();
    setApplied(filters);
    setPage(1);
  };
  const reset = () => {
    setFilters(EMPTY_TASK_FILTERS);
    setApplied(EMPTY_TASK_FILTERS);
    setPage(1);
  };
  const header = (field: TaskSortField, label: string) => (
    <th role="button" className="text-nowrap" onClick={() => setSort((s) => toggleSort(s, field))} data-testid={`task-sort-${field}`}>
      {label}
      {sort.field === field ? (sort.order === 'asc' ? ' ▲' : ' ▼') : ''}
    </th>
  );
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
  const multi = (key: 'roles' | 'fieldIds' | 'stateIds', id: string, label: string, options: { value: string; label: string }[]) => (
    <div className="col-md-4 col-sm-6">
      <label className="form-label small mb-0" htmlFor={`task-filter-${id}`}>
        {label}
      </label>
      <select
        id={`task-filter-${id}`}
        multiple
        size={3}
        className="form-select form-select-sm"
        value={filters[key]}
        onChange={(e) => setFilters({ ...filters, [key]: multiValues(e) })}
        data-testid={`task-filter-${id}`}
      >
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </div>
  );

  const title = adminType ? t('contributionAdmin.task.adminTitle', { type: t(typeKey(adminType)) }) : t('contributionAdmin.task.myTitle');
  if (!adminType && userId === undefined) return <PageSpinner />;

  return (
    <div className="container-xl" data-testid={admin ? 'task-admin-page' : 'task-page'}>
      <BreadcrumbBar items={[t('contributionAdmin.task.breadcrumb'), title]} />
      <h2 className="h4 mb-3">{title}</h2>
      <form className="card card-body mb-3 d-print-none" onSubmit={search} data-testid="task-filters">
        <div className="row g-2">
          {text('search', t('contributionAdmin.task.filter.search'), t('contributionAdmin.task.filter.searchHelp'))}
          {text('eiId', t('contributionAdmin.task.filter.code'), t('contributionAdmin.task.filter.listHelp'))}
          {text('taskName', t('contributionAdmin.task.filter.taskName'), t('contributionAdmin.task.filter.listHelp'))}
          {!admin && (
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
                {MY_TASK_TYPES.map((m) => (
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
          {multi(
            'stateIds',
            'state',
            t('contributionAdmin.task.filter.state'),
            states.map((s) => ({ value: String(s.id), label: s.name })),
          )}
          <div className="col-md-3 col-sm-6">
            <label className="form-label small mb-0" htmlFor="task-filter-start">
              {t('contributionAdmin.task.filter.start')}
            </label>
            <input
              id="task-filter-start"
              type="date"
              className="form-control form-control-sm"
              value={filters.start}
              onChange={(e) => setFilters({ ...filters, start: e.target.value })}
              data-testid="task-filter-start"
            />
          </div>
          <div className="col-md-3 col-sm-6">
            <label className="form-label small mb-0" htmlFor="task-filter-end">
              {t('contributionAdmin.task.filter.end')}
            </label>
            <input
              id="task-filter-end"
              type="date"
              className="form-control form-control-sm"
              value={filters.end}
              onChange={(e) => setFilters({ ...filters, end: e.target.value })}
              data-testid="task-filter-end"
            />
          </div>
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
      {rows === null && <PageSpinner />}
      {rows !== null && rows.length === 0 && <RecordNotFound />}
      {rows !== null && rows.length > 0 && (
        <div className="table-responsive">
          <table className="table table-striped table-sm align-middle" data-testid="task-table">
            <thead>
              <tr>
                {header('eiId', t('contributionAdmin.task.code'))}
                <th>{t('contributionAdmin.task.contribution')}</th>
                {admin && <th>{t('contributionAdmin.task.assignee')}</th>}
                {!admin && <th>{t('contributionAdmin.task.module')}</th>}
                <th>{t('contributionAdmin.task.state')}</th>
                {header('taskName', t('contributionAdmin.task.taskName'))}
                {header('role', t('contributionAdmin.task.role'))}
                <th>{t('contributionAdmin.task.field')}</th>
                {header('createdDate', t('contributionAdmin.task.createdDate'))}
                {header('deadline', t('contributionAdmin.task.deadline'))}
                <th>{t('contributionAdmin.task.closedDate')}</th>
                <th>{t('contributionAdmin.task.statusLabel')}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((task) => (
                <tr key={task.id} data-testid={`task-row-${task.id}`}>
                  <td className="text-nowrap">{task.eiId}</td>
                  <td>
                    <Link to={`/contribution/view/${task.contributionId}`} data-testid={`task-link-${task.id}`}>
                      {task.contributionTitle}
                    </Link>
                  </td>
                  {admin && <td data-testid={`task-assignee-${task.id}`}>{assigneeText(task)}</td>}
                  {!admin && <td>{t(typeKey(task.module), { defaultValue: task.module })}</td>}
                  <td>{task.stateName}</td>
                  <td>{t(`contributionAdmin.task.names.${task.taskName}`, { defaultValue: task.taskName })}</td>
                  <td>{t(roleKey(task.role), { defaultValue: task.role })}</td>
                  <td>{fieldLabel(task.fieldId)}</td>
                  <td className="text-nowrap">{formatDateTime(task.createdDate)}</td>
                  <td className="text-nowrap">{formatDateTime(task.deadline)}</td>
                  <td className="text-nowrap">{formatDateTime(task.closedDate)}</td>
                  <td>
                    <StatusBadge status={task.status} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <Pager activePage={page} totalItems={total} itemsPerPage={DEFAULT_PAGE_SIZE} onSelect={setPage} />
    </div>
  );
}
