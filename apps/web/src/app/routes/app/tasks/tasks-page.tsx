import type { Task } from '@taskflow/shared';
import { Download, ListChecks, Plus, Search, Upload } from 'lucide-react';
import { useCallback, useState } from 'react';
import { Link, Navigate } from 'react-router';
import { Button, buttonClasses } from '../../../../components/ui/button';
import { EmptyState } from '../../../../components/ui/empty-state';
import { Modal } from '../../../../components/ui/modal';
import { PageHeader } from '../../../../components/ui/page-header';
import { Pagination } from '../../../../components/ui/pagination';
import { SearchBox } from '../../../../components/ui/search-box';
import { Skeleton } from '../../../../components/ui/skeleton';
import { AssigneeLeaveWarning } from '../../../../features/leave/components/assignee-leave-warning';
import { TaskHistory } from '../../../../features/tasks/components/task-detail/task-history';
import { BulkActions } from '../../../../features/tasks/components/task-list/bulk-actions';
import { ImportTasks } from '../../../../features/tasks/components/task-list/import-tasks';
import { SavedViews } from '../../../../features/tasks/components/task-list/saved-views';
import { TaskFilters } from '../../../../features/tasks/components/task-list/task-filters';
import { TaskTable } from '../../../../features/tasks/components/task-list/task-table';
import { useTaskList } from '../../../../features/tasks/hooks/use-task-list';
import { useCan } from '../../../../lib/auth';
import { useDocumentTitle } from '../../../../lib/use-document-title';
import { useWorkUpdates } from '../../../../lib/use-work-updates';

/**
 * Task List: filters, sort, search and page all live in the URL (a bookmark or a shared link opens
 * the same view); rows can be selected for bulk changes; CSV export of the current filters and import.
 */
export default function TasksPage() {
  useDocumentTitle('Task List');
  useWorkUpdates();
  const canCreate = useCan('tasks.create');
  const canEdit = useCan('tasks.edit');
  const canDelete = useCan('tasks.delete');
  const [historyOf, setHistoryOf] = useState<Task | null>(null);
  const [isImporting, setImporting] = useState(false);
  const {
    state,
    setState,
    change,
    searchText,
    setSearchText,
    clearFiltersAndSearch,
    isFiltered,
    exportUrl,
    isMyTasks,
    data,
    isError,
    isFetching,
    isPending,
    selected,
    selectedTasks,
    onSelect,
    clearSelection,
    onSort,
    onPageChange,
  } = useTaskList();
  const onHistory = useCallback((task: Task) => setHistoryOf(task), []);

  const newTask = canCreate && (
    <Link to="/app/tasks/new" className={buttonClasses('primary')}>
      <Plus aria-hidden className="size-4" />
      Assign New Task
    </Link>
  );
  if (isMyTasks) return <Navigate to="/app/my-tasks" replace />;

  return (
    <div className="space-y-5">
      <PageHeader
        title="Task List"
        description="Tasks you may see, with their customer, assignee and dates."
        actions={
          <>
            <a href={exportUrl} download className={buttonClasses('secondary')}>
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
          tasks={selectedTasks}
          // The same warning as Assign New Task, for each due date among the rows.
          leaveNotice={(assignee, dueDate) => (
            <AssigneeLeaveWarning assigneeId={assignee.id} assigneeName={assignee.name} dueDate={dueDate} />
          )}
          canEdit={canEdit}
          canDelete={canDelete}
          onDone={clearSelection}
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
                <Button variant="secondary" onClick={clearFiltersAndSearch}>
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
            <Pagination meta={data.meta} onPageChange={onPageChange} />
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
