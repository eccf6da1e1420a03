import {
  isUuid,
  TASK_PRIORITIES,
  TASK_SCOPES,
  TASK_SORTS,
  TASK_STATUSES,
  type TaskPriority,
  type TaskSort,
  type TaskStatus,
} from '@taskflow/shared';
import type { TaskListParams, TaskScope } from '../api/task-api';

/**
 * The Task List's state as the page URL holds it (so a view can be bookmarked, shared and saved):
 * one parameter per filter, spelled as the API spells it. A hand-edited or outdated link never
 * breaks the page: what does not parse is left out, as if that filter were not set.
 */
export interface TaskListState {
  page: number;
  q: string;
  status: TaskStatus[];
  priority: TaskPriority[];
  assigneeId?: string;
  customerId?: string;
  projectId?: string;
  departmentId?: string;
  dueFrom?: string;
  dueTo?: string;
  overdue: boolean;
  sort: TaskSort;
  scope?: TaskScope;
  /** Set by a Task Report cell's link (reports): the list shows exactly the tasks the cell counts. */
  taskType?: string;
  workType?: string;
  createdFrom?: string;
  createdTo?: string;
  completedFrom?: string;
  completedTo?: string;
  timeliness?: 'onTime' | 'overdue';
  /** Set by a team total's link (Team Members Dashboard, Workload): tasks assigned within my reporting tree. */
  assignees?: 'team';
}

export const DEFAULT_SORT: TaskSort = 'dueDate';
export const TASK_PAGE_SIZE = 25;

const DAY = /^\d{4}-\d{2}-\d{2}$/;
/** The parameters a saved view keeps: everything but the page. */
const REF_FILTERS = ['assigneeId', 'customerId', 'projectId', 'departmentId'] as const;
/** The Task Report's extra filters (reports): text, days and timeliness, kept as the link gave them. */
const TEXT_FILTERS = ['taskType', 'workType'] as const;
const DAY_FILTERS = ['createdFrom', 'createdTo', 'completedFrom', 'completedTo'] as const;

function listOf<T extends string>(raw: string | null, allowed: readonly T[]): T[] {
  if (!raw) return [];
  const wanted = new Set(raw.split(',').map((part) => part.trim()));
  // In the catalogue's order, each once, whatever order the link had.
  return allowed.filter((value) => wanted.has(value));
}

const isDay = (value: string | null): value is string =>
  Boolean(value && DAY.test(value) && !Number.isNaN(Date.parse(`${value}T00:00:00Z`)));

export function readTaskListState(search: URLSearchParams): TaskListState {
  const page = Number(search.get('page'));
  const sort = search.get('sort');
  const scope = search.get('scope');
  const state: TaskListState = {
    page: Number.isInteger(page) && page > 1 ? page : 1,
    q: (search.get('q') ?? '').trim().slice(0, 200),
    status: listOf(search.get('status'), TASK_STATUSES),
    priority: listOf(search.get('priority'), TASK_PRIORITIES),
    overdue: search.get('overdue') === 'true',
    sort: TASK_SORTS.includes(sort as TaskSort) ? (sort as TaskSort) : DEFAULT_SORT,
    scope: TASK_SCOPES.includes(scope as TaskScope) ? (scope as TaskScope) : undefined,
  };
  for (const name of REF_FILTERS) {
    const value = search.get(name);
    if (value && isUuid(value)) state[name] = value.toLowerCase();
  }
  const dueFrom = search.get('dueFrom');
  const dueTo = search.get('dueTo');
  if (isDay(dueFrom)) state.dueFrom = dueFrom;
  if (isDay(dueTo)) state.dueTo = dueTo;
  for (const name of TEXT_FILTERS) {
    const value = search.get(name)?.trim().slice(0, 100);
    if (value) state[name] = value;
  }
  for (const name of DAY_FILTERS) {
    const value = search.get(name);
    if (isDay(value)) state[name] = value;
  }
  const timeliness = search.get('timeliness');
  if (timeliness === 'onTime' || timeliness === 'overdue') state.timeliness = timeliness;
  if (search.get('assignees') === 'team') state.assignees = 'team';
  return state;
}

/** The URL's parameters for a state; defaults are left out, so the plain list is plain `/app/tasks`. */
export function writeTaskListState(state: TaskListState): URLSearchParams {
  const search = new URLSearchParams();
  if (state.q) search.set('q', state.q);
  if (state.status.length) search.set('status', state.status.join(','));
  if (state.priority.length) search.set('priority', state.priority.join(','));
  for (const name of REF_FILTERS) {
    const value = state[name];
    if (value) search.set(name, value);
  }
  if (state.dueFrom) search.set('dueFrom', state.dueFrom);
  if (state.dueTo) search.set('dueTo', state.dueTo);
  if (state.overdue) search.set('overdue', 'true');
  for (const name of [...TEXT_FILTERS, ...DAY_FILTERS]) {
    const value = state[name];
    if (value) search.set(name, value);
  }
  if (state.timeliness) search.set('timeliness', state.timeliness);
  if (state.assignees) search.set('assignees', state.assignees);
  if (state.sort !== DEFAULT_SORT) search.set('sort', state.sort);
  if (state.scope) search.set('scope', state.scope);
  if (state.page > 1) search.set('page', String(state.page));
  return search;
}

/** A changed filter, search or sort shows its first page: the old page number means nothing there. */
export function changeTaskListState(state: TaskListState, change: Partial<TaskListState>): TaskListState {
  return { ...state, page: 1, ...change };
}

/** The API's query for a state (the list, and without page the CSV export). */
export function toApiParams(state: TaskListState): TaskListParams {
  return {
    ...Object.fromEntries(writeTaskListState(state)),
    page: state.page,
    pageSize: TASK_PAGE_SIZE,
    sort: state.sort,
  };
}

/** What a saved view keeps: the filters, search and sort, not the page. */
export function toSavedViewQuery(state: TaskListState): Record<string, string> {
  return Object.fromEntries(writeTaskListState({ ...state, page: 1 }));
}

/** A saved view's stored query, read with the same rules as a link. */
export function fromSavedViewQuery(query: Record<string, string>): TaskListState {
  return readTaskListState(new URLSearchParams(query));
}

/** Whether a saved view holds exactly the current filters (it is then shown as the one in use). */
export function isSameView(state: TaskListState, query: Record<string, string>): boolean {
  return (
    writeTaskListState({ ...state, page: 1 }).toString() ===
    writeTaskListState(fromSavedViewQuery(query)).toString()
  );
}

/** How many filters narrow the list (the search and sort are not counted). */
export function countFilters(state: TaskListState): number {
  return (
    (state.status.length ? 1 : 0) +
    (state.priority.length ? 1 : 0) +
    REF_FILTERS.filter((name) => state[name]).length +
    (state.dueFrom || state.dueTo ? 1 : 0) +
    (state.overdue ? 1 : 0) +
    [...TEXT_FILTERS, ...DAY_FILTERS].filter((name) => state[name]).length +
    (state.timeliness ? 1 : 0) +
    (state.assignees ? 1 : 0)
  );
}

export const CLEARED_FILTERS: Partial<TaskListState> = {
  status: [],
  priority: [],
  assigneeId: undefined,
  customerId: undefined,
  projectId: undefined,
  departmentId: undefined,
  dueFrom: undefined,
  dueTo: undefined,
  overdue: false,
  taskType: undefined,
  workType: undefined,
  createdFrom: undefined,
  createdTo: undefined,
  completedFrom: undefined,
  completedTo: undefined,
  timeliness: undefined,
  assignees: undefined,
};

export type SortColumn = 'dueDate' | 'createdAt' | 'priority' | 'title';

/** A column's header sorts by it; choosing the sorted column again turns the direction round. */
export function nextSort(current: TaskSort, column: SortColumn): TaskSort {
  if (current === column) return `-${column}` as TaskSort;
  return column;
}

export function sortDirection(current: TaskSort, column: SortColumn): 'ascending' | 'descending' | 'none' {
  if (current === column) return 'ascending';
  if (current === `-${column}`) return 'descending';
  return 'none';
}
