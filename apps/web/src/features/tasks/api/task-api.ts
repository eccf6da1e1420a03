import {
  keepPreviousData,
  type QueryClient,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import type {
  AttachmentSchema,
  BulkUpdateResult,
  BulkUpdateTasksBody,
  CreateTaskBody,
  DashboardRow,
  HistoryEntry,
  ListMeta,
  MoveTaskBody,
  MyTasks,
  RecurrenceBody,
  SavedViewSchema,
  TASK_SCOPES,
  Task,
  TaskComment,
  TaskDetail,
  TaskImportChoiceFields,
  TaskImportMapping,
  TaskImportResult,
  TaskListMetaSchema,
  UpdateTaskBody,
} from '@taskflow/shared';
import { isUuid } from '@taskflow/shared';
import type { z } from 'zod';
import { API_BASE, apiDelete, apiFetch, apiPost } from '../../../lib/api-client';
import { WORK_TYPES_KEY, type WorkType } from '../../../lib/work-types';

export type TaskAttachment = z.infer<typeof AttachmentSchema>;
export type SavedView = z.infer<typeof SavedViewSchema>;
export type TaskListMeta = z.infer<typeof TaskListMetaSchema>;
export type TaskScope = (typeof TASK_SCOPES)[number];
export type { RecurrenceBody };

/**
 * The Task List's query parameters exactly as the API and the page URL spell them (status and
 * priority comma-separated, dates YYYY-MM-DD, overdue 'true'); empty ones are left out.
 */
export interface TaskListParams {
  page?: number;
  pageSize?: number;
  q?: string;
  status?: string;
  priority?: string;
  assigneeId?: string;
  customerId?: string;
  projectId?: string;
  departmentId?: string;
  dueFrom?: string;
  dueTo?: string;
  overdue?: string;
  sort?: string;
  scope?: TaskScope;
}

/** The board's query parameters (GET /tasks/board; the board's own queries are in board/board-api.ts). */
export interface TaskBoardParams {
  projectId?: string;
  assigneeId?: string;
  customerId?: string;
  departmentId?: string;
  priority?: string;
  q?: string;
  scope?: TaskScope;
}

/** Every task query starts with this key, so one invalidation refreshes lists, boards and pages. */
export const TASKS_KEY = ['tasks'] as const;
/** Projects show progress and counts from their tasks: they refresh when tasks change. */
const PROJECTS_KEY = ['projects'] as const;

export const taskKeys = {
  all: TASKS_KEY,
  lists: () => [...TASKS_KEY, 'list'] as const,
  list: (params: TaskListParams) => [...TASKS_KEY, 'list', params] as const,
  board: (params: TaskBoardParams) => [...TASKS_KEY, 'board', params] as const,
  mine: () => [...TASKS_KEY, 'mine'] as const,
  dashboard: (scope?: TaskScope) => [...TASKS_KEY, 'dashboard', scope ?? null] as const,
  detail: (id: string) => [...TASKS_KEY, 'detail', id] as const,
  history: (id: string, page: number) => [...TASKS_KEY, 'detail', id, 'history', page] as const,
  comments: (id: string) => [...TASKS_KEY, 'detail', id, 'comments'] as const,
  attachments: (id: string) => [...TASKS_KEY, 'detail', id, 'attachments'] as const,
  views: () => [...TASKS_KEY, 'views'] as const,
  workTypes: () => WORK_TYPES_KEY,
};

/** URL search parameters of a params object, without empty values. */
export function toSearchParams(params: object): URLSearchParams {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(params)) {
    if (value === undefined || value === null || value === '') continue;
    search.set(name, String(value));
  }
  return search;
}

const withQuery = (path: string, params: object) => {
  const search = toSearchParams(params).toString();
  return search ? `${path}?${search}` : path;
};

const json = (method: string, body: unknown): RequestInit => ({ method, body: JSON.stringify(body) });

// ---- Lists, dashboard, CSV ---------------------------------------------------------------

export const tasksQueryOptions = (params: TaskListParams) =>
  queryOptions({
    queryKey: taskKeys.list(params),
    queryFn: () => apiFetch<{ data: Task[]; meta: TaskListMeta }>(withQuery('/tasks', params)),
    // Keep the current rows on screen while the next page, filter or search loads.
    placeholderData: keepPreviousData,
  });

export const useTasks = (params: TaskListParams, options: { enabled?: boolean } = {}) =>
  useQuery({ ...tasksQueryOptions(params), enabled: options.enabled ?? true });

export const myTasksQueryOptions = () =>
  queryOptions({
    queryKey: taskKeys.mine(),
    queryFn: () => apiFetch<{ data: MyTasks }>('/tasks/mine').then((body) => body.data),
  });

/** My tasks: the caller's open tasks, grouped by due date in the organization's zone. */
export const useMyTasks = (options: { enabled?: boolean } = {}) =>
  useQuery({ ...myTasksQueryOptions(), enabled: options.enabled ?? true });

export const dashboardQueryOptions = (scope?: TaskScope) =>
  queryOptions({
    queryKey: taskKeys.dashboard(scope),
    queryFn: () =>
      apiFetch<{ data: DashboardRow[] }>(withQuery('/tasks/dashboard', { scope })).then((body) => body.data),
  });

export const useTeamDashboard = (scope?: TaskScope) => useQuery(dashboardQueryOptions(scope));

/** Links (not fetches) so the browser streams the download itself. */
export const taskExportUrl = (params: TaskListParams) => {
  const { page: _page, pageSize: _pageSize, ...filters } = params;
  return `${API_BASE}${withQuery('/tasks/export.csv', filters)}`;
};
export const dashboardCsvUrl = (scope?: TaskScope) =>
  `${API_BASE}${withQuery('/tasks/dashboard.csv', { scope })}`;

/** Preview (commit false: nothing is created) or commit (all rows or none) a CSV import. */
export function useImportTasks() {
  const invalidate = useInvalidateTasks();
  return useMutation({
    mutationFn: ({
      file,
      commit,
      mapping,
      choices = {},
    }: {
      file: File;
      commit: boolean;
      mapping?: TaskImportMapping;
      /** The choices made once for the file (create missing, defaults, date order), as form fields. */
      choices?: TaskImportChoiceFields;
    }) => {
      const form = new FormData();
      form.set('commit', String(commit));
      // Without a mapping the server guesses one from the headers and answers it with the preview.
      if (mapping) form.set('mapping', JSON.stringify(mapping));
      for (const [name, value] of Object.entries(choices)) if (value) form.set(name, value);
      form.set('file', file);
      return apiPost<{ data: TaskImportResult }>('/tasks/import', form).then((body) => body.data);
    },
    onSuccess: (result) => (result.isCommitted ? invalidate() : undefined),
  });
}

// ---- One task ---------------------------------------------------------------------------------

export const taskQueryOptions = (id: string) =>
  queryOptions({
    queryKey: taskKeys.detail(id),
    queryFn: () => apiFetch<{ data: TaskDetail }>(`/tasks/${id}`).then((body) => body.data),
  });

export const useTask = (id: string, options: { enabled?: boolean } = {}) =>
  useQuery({ ...taskQueryOptions(id), enabled: options.enabled ?? true });

/**
 * A task page is addressed by its Task ID (`/app/tasks/ACM-42`) or its id: a Task ID is looked up
 * through the list's search, which matches a whole Task ID exactly. Answers the task's id, null when
 * nothing in the caller's reach has that Task ID.
 */
export function useTaskIdOf(ref: string) {
  const isId = isUuid(ref);
  const lookup = useQuery({ ...taskIdLookupOptions(ref), enabled: !isId });
  if (isId) return { id: ref, isPending: false, isError: false, error: null } as const;
  return { id: lookup.data, isPending: lookup.isPending, isError: lookup.isError, error: lookup.error };
}

const taskIdLookupOptions = (displayId: string) =>
  queryOptions({
    queryKey: [...TASKS_KEY, 'by-display-id', displayId.toUpperCase()],
    queryFn: () =>
      apiFetch<{ data: Task[] }>(withQuery('/tasks', { q: displayId, pageSize: 1 })).then(
        (body) => body.data.find((task) => task.displayId === displayId.toUpperCase())?.id ?? null,
      ),
    staleTime: Number.POSITIVE_INFINITY,
  });

/** What a task page reads first (its Task ID's lookup, then the task), asked for by its route's loader. */
export async function prefetchTaskPage(queryClient: QueryClient, ref: string) {
  const id = isUuid(ref) ? ref : await queryClient.fetchQuery(taskIdLookupOptions(ref));
  if (id) await queryClient.prefetchQuery(taskQueryOptions(id));
}

/** Refreshes every task query and the projects' (their progress comes from tasks). */
export function useInvalidateTasks() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: TASKS_KEY }),
      queryClient.invalidateQueries({ queryKey: PROJECTS_KEY }),
    ]).then(() => undefined);
}

export function useCreateTask() {
  const invalidate = useInvalidateTasks();
  return useMutation({
    mutationFn: (body: CreateTaskBody) => apiPost<{ data: Task }>('/tasks', body).then((r) => r.data),
    onSuccess: invalidate,
  });
}

export function useUpdateTask(id: string) {
  const queryClient = useQueryClient();
  const invalidate = useInvalidateTasks();
  return useMutation({
    mutationFn: (body: UpdateTaskBody) =>
      apiFetch<{ data: Task }>(`/tasks/${id}`, json('PATCH', body)).then((r) => r.data),
    onSuccess: (task) => {
      // The page shows the saved fields at once; subtasks, watchers and the rest follow with the refetch.
      queryClient.setQueryData<TaskDetail>(taskKeys.detail(id), (detail) => detail && { ...detail, ...task });
      return invalidate();
    },
  });
}

/** Stop repeating: the series ends, no occurrence follows this one. */
export function useStopRecurrence(id: string) {
  const queryClient = useQueryClient();
  const invalidate = useInvalidateTasks();
  return useMutation({
    mutationFn: () => apiDelete<{ data: TaskDetail }>(`/tasks/${id}/recurrence`).then((r) => r.data),
    onSuccess: (task) => {
      queryClient.setQueryData<TaskDetail>(taskKeys.detail(id), task);
      return invalidate();
    },
  });
}

export function useDeleteTask() {
  const invalidate = useInvalidateTasks();
  return useMutation({
    mutationFn: (id: string) => apiDelete<void>(`/tasks/${id}`),
    onSuccess: invalidate,
  });
}

export function useBulkUpdateTasks() {
  const invalidate = useInvalidateTasks();
  return useMutation({
    mutationFn: (body: BulkUpdateTasksBody) =>
      apiPost<{ data: BulkUpdateResult }>('/tasks/bulk-update', body).then((r) => r.data),
    onSuccess: invalidate,
  });
}

export function useBulkDeleteTasks() {
  const invalidate = useInvalidateTasks();
  return useMutation({
    mutationFn: (taskIds: string[]) =>
      apiPost<{ data: { deleted: number } }>('/tasks/bulk-delete', { taskIds }).then((r) => r.data),
    onSuccess: invalidate,
  });
}

/** Board: into a status column, between two cards (either may be left out). */
export function useMoveTask() {
  const invalidate = useInvalidateTasks();
  return useMutation({
    mutationFn: ({ id, ...body }: MoveTaskBody & { id: string }) =>
      apiPost<{ data: Task }>(`/tasks/${id}/move`, body).then((r) => r.data),
    onSettled: invalidate,
  });
}

// ---- History, comments, attachments -------------------------------------------------------------

export const historyQueryOptions = (id: string, page = 1, pageSize = 50) =>
  queryOptions({
    queryKey: taskKeys.history(id, page),
    queryFn: () =>
      apiFetch<{ data: HistoryEntry[]; meta: ListMeta }>(
        withQuery(`/tasks/${id}/history`, { page, pageSize }),
      ),
    placeholderData: keepPreviousData,
  });

export const useTaskHistory = (id: string, page = 1, options: { enabled?: boolean } = {}) =>
  useQuery({ ...historyQueryOptions(id, page), enabled: options.enabled ?? true });

export const commentsQueryOptions = (id: string) =>
  queryOptions({
    queryKey: taskKeys.comments(id),
    queryFn: () => apiFetch<{ data: TaskComment[] }>(`/tasks/${id}/comments`).then((r) => r.data),
  });

export const useTaskComments = (id: string) => useQuery(commentsQueryOptions(id));

/** A comment changes the task's history too, so the whole task refreshes. */
function useInvalidateTask(id: string) {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: taskKeys.detail(id) });
}

export function useAddComment(taskId: string) {
  const invalidate = useInvalidateTask(taskId);
  return useMutation({
    mutationFn: (body: string) =>
      apiPost<{ data: TaskComment }>(`/tasks/${taskId}/comments`, { body }).then((r) => r.data),
    onSuccess: invalidate,
  });
}

export const attachmentsQueryOptions = (id: string) =>
  queryOptions({
    queryKey: taskKeys.attachments(id),
    queryFn: () => apiFetch<{ data: TaskAttachment[] }>(`/tasks/${id}/attachments`).then((r) => r.data),
  });

export const useTaskAttachments = (id: string) => useQuery(attachmentsQueryOptions(id));

export function useAddAttachment(taskId: string) {
  const invalidate = useInvalidateTask(taskId);
  return useMutation({
    mutationFn: (file: File) => {
      const form = new FormData();
      form.set('fileName', file.name);
      form.set('file', file);
      return apiPost<{ data: TaskAttachment }>(`/tasks/${taskId}/attachments`, form).then((r) => r.data);
    },
    onSuccess: invalidate,
  });
}

export function useRemoveAttachment(taskId: string) {
  const invalidate = useInvalidateTask(taskId);
  return useMutation({
    mutationFn: (attachmentId: string) => apiDelete<void>(`/tasks/${taskId}/attachments/${attachmentId}`),
    onSuccess: invalidate,
  });
}

// ---- Subtasks and watchers (each answers the whole task) ----------------------------------------

function useSetTaskDetail(taskId: string) {
  const queryClient = useQueryClient();
  return (task: TaskDetail | undefined) => {
    if (task) queryClient.setQueryData(taskKeys.detail(taskId), task);
    return queryClient.invalidateQueries({ queryKey: taskKeys.detail(taskId) });
  };
}

export function useAddSubtask(taskId: string) {
  const setDetail = useSetTaskDetail(taskId);
  return useMutation({
    mutationFn: (body: { title: string; assigneeId?: string | null }) =>
      apiPost<{ data: TaskDetail }>(`/tasks/${taskId}/subtasks`, body).then((r) => r.data),
    onSuccess: setDetail,
  });
}

export function useUpdateSubtask(taskId: string) {
  const setDetail = useSetTaskDetail(taskId);
  return useMutation({
    mutationFn: ({
      subtaskId,
      ...body
    }: {
      subtaskId: string;
      title?: string;
      isDone?: boolean;
      assigneeId?: string | null;
    }) =>
      apiFetch<{ data: TaskDetail }>(`/tasks/${taskId}/subtasks/${subtaskId}`, json('PATCH', body)).then(
        (r) => r.data,
      ),
    onSuccess: setDetail,
  });
}

export function useDeleteSubtask(taskId: string) {
  const setDetail = useSetTaskDetail(taskId);
  return useMutation({
    mutationFn: (subtaskId: string) => apiDelete<void>(`/tasks/${taskId}/subtasks/${subtaskId}`),
    onSuccess: () => setDetail(undefined),
  });
}

export function useAddWatcher(taskId: string) {
  const setDetail = useSetTaskDetail(taskId);
  return useMutation({
    mutationFn: (userId: string) =>
      apiPost<{ data: TaskDetail }>(`/tasks/${taskId}/watchers`, { userId }).then((r) => r.data),
    onSuccess: setDetail,
  });
}

export function useRemoveWatcher(taskId: string) {
  const setDetail = useSetTaskDetail(taskId);
  return useMutation({
    mutationFn: (userId: string) => apiDelete<void>(`/tasks/${taskId}/watchers/${userId}`),
    onSuccess: () => setDetail(undefined),
  });
}

// ---- Saved views and work types ----------------------------------------------------------------

export const useSavedViews = () =>
  useQuery({
    queryKey: taskKeys.views(),
    queryFn: () => apiFetch<{ data: SavedView[] }>('/tasks/views').then((r) => r.data),
  });

function useInvalidateViews() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: taskKeys.views() });
}

export function useCreateSavedView() {
  const invalidate = useInvalidateViews();
  return useMutation({
    mutationFn: (body: { name: string; query: Record<string, string> }) =>
      apiPost<{ data: SavedView }>('/tasks/views', body).then((r) => r.data),
    onSuccess: invalidate,
  });
}

/** Rename a view or replace its filters with the current ones. */
export function useUpdateSavedView() {
  const invalidate = useInvalidateViews();
  return useMutation({
    mutationFn: ({ id, ...body }: { id: string; name?: string; query?: Record<string, string> }) =>
      apiFetch<{ data: SavedView }>(`/tasks/views/${id}`, json('PATCH', body)).then((r) => r.data),
    onSuccess: invalidate,
  });
}

export function useDeleteSavedView() {
  const invalidate = useInvalidateViews();
  return useMutation({
    mutationFn: (id: string) => apiDelete<void>(`/tasks/views/${id}`),
    onSuccess: invalidate,
  });
}

export function useAddWorkType() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (name: string) =>
      apiPost<{ data: WorkType }>('/tasks/work-types', { name }).then((r) => r.data),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: taskKeys.workTypes() }),
  });
}

/** Renames one of the organization's own work types; its tasks carry the new name, so they refresh too. */
export function useRenameWorkType() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, name }: { id: string; name: string }) =>
      apiFetch<{ data: WorkType }>(`/tasks/work-types/${id}`, json('PATCH', { name })).then((r) => r.data),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: taskKeys.all }),
  });
}
