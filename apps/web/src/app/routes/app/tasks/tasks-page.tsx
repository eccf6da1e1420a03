import type { Task } from '@taskflow/shared';
import { Download, ListChecks, Plus, Search, Upload } from 'lucide-react';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { Link, Navigate, useSearchParams } from 'react-router';
import { Button, buttonClasses } from '../../../../components/ui/button';
import { EmptyState } from '../../../../components/ui/empty-state';
import { Modal } from '../../../../components/ui/modal';
import { PageHeader } from '../../../../components/ui/page-header';
import { lastPageOf, Pagination } from '../../../../components/ui/pagination';
import { SearchBox } from '../../../../components/ui/search-box';
import { Skeleton } from '../../../../components/ui/skeleton';
import { AssigneeLeaveWarning } from '../../../../features/leave/components/assignee-leave-warning';
import { taskExportUrl, useMyTasks, useTasks } from '../../../../features/tasks/api/task-api';
import { TaskHistory } from '../../../../features/tasks/components/task-detail/task-history';
import { BulkActions } from '../../../../features/tasks/components/task-list/bulk-actions';
import { ImportTasks } from '../../../../features/tasks/components/task-list/import-tasks';
import { SavedViews } from '../../../../features/tasks/components/task-list/saved-views';
import { TaskFilters } from '../../../../features/tasks/components/task-list/task-filters';
import { TaskTable } from '../../../../features/tasks/components/task-list/task-table';
import {
  CLEARED_FILTERS,
  changeTaskListState,
  countFilters,
  readTaskListState,
  type TaskListState,
  toApiParams,
  writeTaskListState,
} from '../../../../features/tasks/lib/list-params';
import { useCan } from '../../../../lib/auth';
import { useDocumentTitle } from '../../../../lib/use-document-title';
import { useWorkUpdates } from '../../../../lib/use-work-updates';

const SEARCH_DELAY_MS = 300;

/**
 * Task List: filters, sort, search and page all live in the URL (a bookmark or a shared link opens
 * the same view); rows can be selected for bulk changes; CSV export of the current filters and import.
 */
export default function TasksPage() {
  useDocumentTitle('Task List');
  useWorkUpdates();
  const [searchParams, setSearchParams] = useSearchParams();
  const state = useMemo(() => readTaskListState(searchParams), [searchParams]);
  const canCreate = useCan('tasks.create');
  const canEdit = useCan('tasks.edit');
  const canDelete = useCan('tasks.delete');
  const [searchText, setSearchText] = useState(state.q);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [historyOf, setHistoryOf] = useState<Task | null>(null);
  const [isImporting, setImporting] = useState(false);
  // Tasks opened plainly (the sidebar) by someone who sees no one else's work is their My tasks; any
  // filter in the URL (My tasks' "Open as list") shows the list itself.
  const isPlain = searchParams.size === 0;
  const mine = useMyTasks({ enabled: isPlain });
  const isMyTasks = isPlain && mine.data?.hasTeamReach === false;
  const list = useTasks(toApiParams(state), { enabled: !isMyTasks });
  const { data, isError, isFetching } = list;
  const isPending = list.isPending || (isPlain && mine.isPending);

  const setState = useCallback(
    (next: TaskListState) => setSearchParams(writeTaskListState(next), { replace: true }),
    [setSearchParams],
  );
  const change = useCallback(
    (patch: Partial<TaskListState>) => setState(changeTaskListState(state, patch)),
    [state, setState],
  );

  // The box follows the URL (a saved view, the back button), and the URL follows the box once typing pauses.
  useEffect(() => setSearchText((text) => (text.trim() === state.q ? text : state.q)), [state.q]);
  useEffect(() => {
    const trimmed = searchText.trim();
    if (trimmed === state.q) return;
    const timer = setTimeout(() => change({ q: trimmed }), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [searchText, state.q, change]);

  // A selection belongs to the rows it was made on: other filters or another page start afresh.
  const listKey = searchParams.toString();
  // biome-ignore lint/correctness/useExhaustiveDependencies: cleared whenever the list's URL changes
  useEffect(() => setSelected(new Set()), [listKey]);

  const onSelect = useCallback((ids: string[], isSelected: boolean) => {
    setSelected((current) => {
      const next = new Set(current);
      for (const id of ids) {
        if (isSelected) next.add(id);
        else next.delete(id);
      }
      return next;
    });
  }, []);
  const onSort = useCallback((sort: TaskListState['sort']) => change({ sort }), [change]);
  const onHistory = useCallback((task: Task) => setHistoryOf(task), []);

  // Past the last page (rows deleted, or a stale link): go to the last one there is.
  useEffect(() => {
    if (data && data.data.length === 0 && data.meta.total > 0 && state.page > 1)
      setState({ ...state, page: lastPageOf(data.meta) });
  }, [data, state, setState]);

  const newTask = canCreate && (
    <Link to="/app/tasks/new" className={buttonClasses('primary')}>
      <Plus aria-hidden className="size-4" />
      Assign New Task
    </Link>
  );
  const isFiltered = countFilters(state) > 0 || Boolean(state.q);
  if (isMyTasks) return <Navigate to="/app/my-tasks" replace />;

  return (
    <div className="space-y-5">
      <PageHeader
        title="Task List"
        description="Tasks you may see, with their customer, assignee and dates."
        actions={
          <>
            <a href={taskExportUrl(toApiParams(state))} download className={buttonClasses('secondary')}>
              <Download aria-hidden className="size-4" />
              Export CSV
            </a>
            {canCreate && (
              <Button variant="secondary" onClick={() => setImporting(true)}>
                <Upload aria-hidden className="size-4" />
                Import CSV
              </Button>
            )}
            {newTask}
          </>
        }
      />

      <div className="flex flex-wrap items-end justify-between gap-3">
        <SearchBox
          label="Search tasks by Task ID, title or description"
          placeholder="Search by Task ID, title or description"
          value={searchText}
          onChange={setSearchText}
          className="w-full sm:w-96"
        />
        <SavedViews state={state} onApply={setState} />
      </div>
      <TaskFilters state={state} onChange={change} />

      {selected.size > 0 && (canEdit || canDelete) && (
        <BulkActions
          taskIds={[...selected]}
          tasks={(data?.data ?? []).filter((task) => selected.has(task.id))}
          // The same warning as Assign New Task, for each due date among the rows.
          leaveNotice={(assignee, dueDate) => (
            <AssigneeLeaveWarning assigneeId={assignee.id} assigneeName={assignee.name} dueDate={dueDate} />
          )}
          canEdit={canEdit}
          canDelete={canDelete}
          onDone={() => setSelected(new Set())}
        />
      )}

      <section aria-label="Tasks" aria-busy={isFetching}>
        {isPending ? (
          <div className="space-y-2" aria-busy="true">
            <span className="sr-only" role="status">
              Loading tasks…
            </span>
            {Array.from({ length: 6 }, (_, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
              <Skeleton key={index} className="h-14" />
            ))}
          </div>
        ) : isError || !data ? (
          <p role="alert" className="text-sm text-red-600 dark:text-red-400">
            Could not load the tasks. Try again later.
          </p>
        ) : data.meta.total === 0 ? (
          isFiltered ? (
            <EmptyState
              icon={Search}
              title="No tasks match"
              description="No task matches these filters and search."
              action={
                <Button
                  variant="secondary"
                  onClick={() => {
                    setSearchText('');
                    change({ ...CLEARED_FILTERS, q: '' });
                  }}
                >
                  Clear filters and search
                </Button>
              }
            />
          ) : (
            <EmptyState
              icon={ListChecks}
              title="No tasks yet"
              description="Tasks assigned to you, your team's and those you watch appear here."
              action={newTask}
            />
          )
        ) : (
          <>
            <TaskTable
              tasks={data.data}
              sort={state.sort}
              onSort={onSort}
              selected={selected}
              onSelect={onSelect}
              canSelect={canEdit || canDelete}
              onHistory={onHistory}
            />
            <Pagination meta={data.meta} onPageChange={(page) => setState({ ...state, page })} />
          </>
        )}
      </section>

      <Modal isOpen={historyOf !== null} onClose={() => setHistoryOf(null)} title="History">
        {historyOf && (
          <div className="mx-auto max-w-3xl p-6">
            <h2 className="mb-1 pr-8 text-xl font-semibold wrap-anywhere">
              History of {historyOf.displayId}
            </h2>
            <p className="mb-4 text-sm text-slate-600 wrap-anywhere dark:text-slate-400">{historyOf.title}</p>
            <TaskHistory taskId={historyOf.id} />
          </div>
        )}
      </Modal>
      <Modal isOpen={isImporting} onClose={() => setImporting(false)} title="Import CSV">
        <div className="mx-auto max-w-3xl p-6">
          <h2 className="mb-4 pr-8 text-xl font-semibold">Import CSV</h2>
          <ImportTasks onClose={() => setImporting(false)} />
        </div>
      </Modal>
    </div>
  );
}
