import { useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useAppSelector } from '../../app/store';
import { BreadcrumbBar } from '../../shared/BreadcrumbBar';
import { Pager } from '../../shared/Pager';
import { DEFAULT_PAGE_SIZE } from '../../shared/pager';
import { PageSpinner } from '../../shared/PageSpinner';
import { RecordNotFound } from '../../shared/RecordNotFound';
import { formatDateTime } from '../../shared/format';
import { CONTRIBUTION_TYPES, type ContributionType } from '../contribution/types';
import { useTaskFieldOptionsQuery, useTasksQuery } from './contributionAdminApi';
import { sortParam, toggleSort, type Sort } from '../../shared/pager';
import { roleKey, typeKey } from './model';
import { StatusBadge } from './StatusBadge';
import { useCloseActionItemMutation } from '../benefits/benefitsApi';
import { TaskFilterForm } from './TaskFilterForm';
import {
  EMPTY_TASK_FILTERS,
  OPEN_TASK_FILTERS,
  assigneeText,
  mergeStates,
  taskParams,
  type TaskFilters,
  type TaskSortField,
  type TaskState,
} from './tasks';
import type { Task } from './types';
import { ResponsiveTable } from '../../shared/ResponsiveTable/ResponsiveTable';
import { SortHeader } from '../../shared/ResponsiveTable/SortHeader';

export type TaskListMode = { mode: 'mine' } | { mode: 'admin'; type: ContributionType };

const DEFAULT_SORT: Sort<TaskSortField> = { field: 'deadline', order: 'asc' };

/**
 * /contribution-task (the caller's tasks) and /contribution-task/admin/{type} (every task of the
 * type, with the assignee): filters of spec 002 §3, paging with x-total-count, sorting. A state
 * change of a contribution marks the tasks stale (tag 'MyTasks'): the list follows it. One's own
 * tasks open on the open ones (waiting and overdue), soonest deadline first; a type's on all.
 */
export function TaskList(props: TaskListMode) {
  const { t, i18n } = useTranslation();
  const userId = useAppSelector((s) => s.authentication.account?.id);
  const adminType = props.mode === 'admin' ? props.type : null;
  const admin = adminType !== null;
  const defaults = admin ? EMPTY_TASK_FILTERS : OPEN_TASK_FILTERS;
  const [applied, setApplied] = useState<TaskFilters>(defaults);
  const [sort, setSort] = useState<Sort<TaskSortField>>(DEFAULT_SORT);
  const [page, setPage] = useState(1);
  const lang = i18n.language;
  const owner: { type: ContributionType } | { userId: number | string } = adminType ? { type: adminType } : { userId: userId ?? 0 };
  const tasks = useTasksQuery(
    { ...owner, page: page - 1, size: DEFAULT_PAGE_SIZE, sort: sortParam(sort), params: { ...taskParams(applied), langkey: lang } },
    // tasks change as time passes (overdue): every visit, page and filter is read from the server
    { skip: !adminType && userId === undefined, refetchOnMountOrArgChange: true },
  );
  // a failed read was shown by the API client; the table then says there is nothing to show
  const rows = tasks.isError ? [] : (tasks.data?.items ?? null);
  const options = useTaskFieldOptionsQuery({ types: adminType ? [adminType] : CONTRIBUTION_TYPES, langkey: lang }).data ?? [];
  const fields = options.map((o) => ({ value: String(o.value), label: adminType ? o.label : `${t(typeKey(o.type))}: ${o.label}` }));
  const states = useSeenStates(rows);

  const title = adminType ? t('contributionAdmin.task.adminTitle', { type: t(typeKey(adminType)) }) : t('contributionAdmin.task.myTitle');
  if (!adminType && userId === undefined) return <PageSpinner />;

  return (
    <div className="container-xl" data-testid={admin ? 'task-admin-page' : 'task-page'}>
      <BreadcrumbBar items={[t('contributionAdmin.task.breadcrumb'), title]} />
      <h1 className="h4 mb-3">{title}</h1>
      <TaskFilterForm
        withModule={!admin}
        initial={defaults}
        fields={fields}
        states={states.map((s) => ({ value: String(s.id), label: s.name }))}
        onApply={(filters) => {
          setApplied(filters);
          setPage(1);
        }}
      />
      {rows === null && <PageSpinner />}
      {rows !== null && rows.length === 0 && <RecordNotFound />}
      {rows !== null && rows.length > 0 && (
        <TaskTable
          rows={rows}
          admin={admin}
          sort={sort}
          onSort={(field) => setSort((s) => toggleSort(s, field))}
          fieldLabel={(id) => (id == null ? '' : (fields.find((f) => f.value === String(id))?.label ?? ''))}
        />
      )}
      <Pager activePage={page} totalItems={tasks.data?.totalCount ?? 0} itemsPerPage={DEFAULT_PAGE_SIZE} onSelect={setPage} />
    </div>
  );
}

/** The states the state filter offers: those of every page of tasks seen so far. */
function useSeenStates(rows: readonly Task[] | null): TaskState[] {
  const [seen, setSeen] = useState<{ rows: readonly Task[] | null; states: TaskState[] }>({ rows: null, states: [] });
  // learnt while rendering a new page (React's way to adjust state to new data, no effect)
  if (rows !== seen.rows) setSeen({ rows, states: mergeStates(seen.states, rows ?? []) });
  return seen.states;
}

function TaskTable({
  rows,
  admin,
  sort,
  onSort,
  fieldLabel,
}: {
  rows: Task[];
  admin: boolean;
  sort: Sort<TaskSortField>;
  onSort: (field: TaskSortField) => void;
  fieldLabel: (id: number | null | undefined) => string;
}) {
  const { t } = useTranslation();
  const header = (field: TaskSortField, label: string) => (
    <SortHeader
      label={label}
      order={sort.field === field ? sort.order : null}
      onSort={() => onSort(field)}
      data-testid={`task-sort-${field}`}
    />
  );
  return (
    <ResponsiveTable
      label={t('contributionAdmin.task.breadcrumb')}
      className="table-striped table-sm align-middle"
      data-testid="task-table"
    >
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
              <Link to={`/contribution/view/${task.contributionId}${taskTab(task)}`} data-testid={`task-link-${task.id}`}>
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
              {!admin && <CloseActionItem task={task} />}
            </td>
          </tr>
        ))}
      </tbody>
    </ResponsiveTable>
  );
}

/** The detail tab a task opens: an action item's list, an evaluator's scorecard, else the description. */
function taskTab(task: Task): string {
  if (task.actionItemId != null) return '?tab=action-items';
  return task.userId ? '?tab=evaluation' : '';
}

/** An open action item is closed from the task list by its assignee (issue 17); the list follows (tag 'MyTasks'). */
function CloseActionItem({ task }: { task: Task }) {
  const { t } = useTranslation();
  const [close, closing] = useCloseActionItemMutation();
  if (task.actionItemId == null || (task.status !== 'WAITING' && task.status !== 'OVERDUE')) return null;
  const id = task.actionItemId;
  return (
    <button
      type="button"
      className="btn btn-outline-success btn-sm ms-2 text-nowrap"
      disabled={closing.isLoading}
      onClick={() => void close({ id, contributionId: task.contributionId, status: 'DONE' })}
      data-testid={`task-close-${task.id}`}
    >
      {t('actionItem.done')}
    </button>
  );
}
