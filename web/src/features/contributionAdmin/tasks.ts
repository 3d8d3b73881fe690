/** My tasks and a type's tasks (spec 002 §3): statuses, filters in the server's names, what a page teaches. */
import type { QueryParams } from '../../app/api';
import type { StateOption } from '../contribution/types';
import type { Task } from './types';

/** A state the state filter offers: one seen on a page of tasks, with its name. */
export type TaskState = Required<Pick<StateOption, 'id' | 'name'>>;

export const TASK_STATUSES = ['WAITING', 'OVERDUE', 'UNDONE', 'CANCELED', 'ON_TIME_DONE', 'LATE_DONE'] as const;
export type TaskStatus = (typeof TASK_STATUSES)[number];

/** Bootstrap colour of a status badge: overdue red, waiting blue, done green. */
export function statusVariant(status: string): string {
  switch (status) {
    case 'OVERDUE':
      return 'danger';
    case 'WAITING':
      return 'primary';
    case 'ON_TIME_DONE':
    case 'LATE_DONE':
      return 'success';
    case 'UNDONE':
      return 'warning';
    default:
      return 'secondary';
  }
}

export interface TaskFilters {
  search: string;
  /** comma-separated task names */
  taskName: string;
  roles: string[];
  fieldIds: string[];
  stateIds: string[];
  /** comma-separated contribution codes */
  eiId: string;
  module: string;
  statuses: string[];
  /** YYYY-MM-DD */
  start: string;
  end: string;
}

export const EMPTY_TASK_FILTERS: TaskFilters = {
  search: '',
  taskName: '',
  roles: [],
  fieldIds: [],
  stateIds: [],
  eiId: '',
  module: '',
  statuses: [],
  start: '',
  end: '',
};

/** What "My tasks" opens on: the open tasks (waiting and overdue); the list sorts them soonest deadline first. */
export const OPEN_TASK_FILTERS: TaskFilters = { ...EMPTY_TASK_FILTERS, statuses: ['WAITING', 'OVERDUE'] };

function commaList(text: string): string[] {
  return text
    .split(',')
    .map((s) => s.trim())
    .filter((s) => s !== '');
}

/** The filters that are set, in the server's names (`.in` lists repeat the key). */
export function taskParams(f: TaskFilters): QueryParams {
  const out: QueryParams = {};
  if (f.search.trim() !== '') out.search = f.search.trim();
  const names = commaList(f.taskName);
  if (names.length > 0) out['taskName.in'] = names;
  if (f.roles.length > 0) out['role.in'] = [...f.roles];
  if (f.fieldIds.length > 0) out['contributionFieldId.in'] = [...f.fieldIds];
  if (f.stateIds.length > 0) out['stateId.in'] = [...f.stateIds];
  const codes = commaList(f.eiId);
  if (codes.length > 0) out['eiId.in'] = codes;
  if (f.module !== '') out.module = f.module;
  if (f.statuses.length > 0) out['status.in'] = [...f.statuses];
  if (f.start !== '') out.start = f.start;
  if (f.end !== '') out.end = f.end;
  return out;
}

export const TASK_SORT_FIELDS = ['id', 'eiId', 'taskName', 'role', 'createdDate', 'deadline'] as const;
export type TaskSortField = (typeof TASK_SORT_FIELDS)[number];

/** Who holds the task: the contract's userName, else the holders of the role. */
export function assigneeText(t: Pick<Task, 'userName' | 'assignees'>): string {
  if (t.userName) return t.userName;
  return t.assignees.map((p) => p.fullName || p.login).join(', ');
}

/** Adds the states of a page of tasks to the known ones (the state filter offers what was seen). */
export function mergeStates(known: readonly TaskState[], tasks: readonly Task[]): TaskState[] {
  const out = [...known];
  for (const t of tasks) {
    if (!out.some((s) => s.id === t.stateId)) out.push({ id: t.stateId, name: t.stateName || String(t.stateId) });
  }
  return out;
}

export function toggleIn(list: readonly string[], value: string, on: boolean): string[] {
  return on ? (list.includes(value) ? [...list] : [...list, value]) : list.filter((v) => v !== value);
}
