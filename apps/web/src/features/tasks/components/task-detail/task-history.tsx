import { type HistoryEntry, mentionsAsNames } from '@taskflow/shared';
import { History } from 'lucide-react';
import { useState } from 'react';
import { EmptyState } from '../../../../components/ui/empty-state';
import { MentionText } from '../../../../components/ui/mention-text';
import { Pagination } from '../../../../components/ui/pagination';
import { Skeleton } from '../../../../components/ui/skeleton';
import { useDates } from '../../../../lib/dates';
import { useTaskHistory } from '../../api/task-api';

const FIELD_LABELS: Record<string, string> = {
  title: 'Task Title',
  description: 'Description',
  status: 'Status',
  priority: 'Priority',
  workType: 'Work Type',
  taskType: 'Task Type',
  customer: 'Customer',
  assignee: 'Assign To',
  project: 'Project',
  department: 'Department',
  startDate: 'Start Date',
  dueDate: 'Due Date',
  estimateHours: 'Estimate (hours)',
  subtask: 'Subtask',
};

/** What happened, for entries that are an event rather than a field's change. */
const ACTION_LABELS: Record<string, string> = {
  created: 'Created the task',
  commented: 'Commented',
  attachment_added: 'Attached a file',
  attachment_removed: 'Removed an attachment',
  subtask_added: 'Added a subtask',
  subtask_removed: 'Removed a subtask',
  subtask_done: 'Ticked a subtask',
  subtask_reopened: 'Reopened a subtask',
  watcher_added: 'Added a watcher',
  watcher_removed: 'Removed a watcher',
  dependency_added: 'Linked a dependency',
  dependency_removed: 'Removed a dependency',
};

const DAY = /^\d{4}-\d{2}-\d{2}$/;

function ValueText({ value }: { value: unknown }) {
  const dates = useDates();
  if (value === null || value === undefined || value === '')
    return <span className="text-slate-500 dark:text-slate-400">—</span>;
  const text = typeof value === 'string' && DAY.test(value) ? dates.calendarDate(value) : String(value);
  // Long values (a description, a comment) stay readable but bounded; mentions read as names.
  return (
    <span
      className="line-clamp-3 whitespace-pre-line"
      title={text.length > 120 ? mentionsAsNames(text) : undefined}
    >
      <MentionText text={text} />
    </span>
  );
}

export function describeEntry(entry: Pick<HistoryEntry, 'action' | 'field'>): string {
  if (entry.action === 'updated' && entry.field) return FIELD_LABELS[entry.field] ?? entry.field;
  return ACTION_LABELS[entry.action] ?? entry.action.replaceAll('_', ' ');
}

/** History: every change (field, old value, new value, who, when), newest first. */
export function TaskHistory({ taskId }: { taskId: string }) {
  const dates = useDates();
  const [page, setPage] = useState(1);
  const history = useTaskHistory(taskId, page);
  if (history.isPending)
    return (
      <div className="grid gap-2" aria-busy="true">
        <span className="sr-only" role="status">
          Loading history…
        </span>
        <Skeleton className="h-10" />
        <Skeleton className="h-10" />
      </div>
    );
  if (history.isError)
    return (
      <p role="alert" className="text-sm text-red-600 dark:text-red-400">
        Could not load the history. Try again later.
      </p>
    );
  const { data: entries, meta } = history.data;
  if (entries.length === 0)
    return (
      <EmptyState
        icon={History}
        title="No changes yet"
        description="Every change to this task will be listed here."
      />
    );
  return (
    <div>
      <ol className="divide-y divide-slate-200 dark:divide-slate-800" aria-label="History">
        {entries.map((entry) => (
          <li key={entry.id} className="grid gap-1 py-3 text-sm sm:grid-cols-[10rem_minmax(0,1fr)] sm:gap-4">
            <div className="text-xs text-slate-600 dark:text-slate-400">
              <time dateTime={entry.createdAt}>{dates.dateTime(entry.createdAt)}</time>
              <div className="truncate font-medium text-slate-800 dark:text-slate-200">
                {entry.actor?.name ?? 'Someone'}
              </div>
            </div>
            <div className="min-w-0">
              <div className="font-semibold">{describeEntry(entry)}</div>
              {entry.action === 'updated' ? (
                <div className="mt-1 flex flex-wrap items-baseline gap-x-2 gap-y-1 wrap-anywhere">
                  <span className="sr-only">from</span>
                  <span className="text-slate-600 line-through decoration-slate-400 dark:text-slate-400">
                    <ValueText value={entry.oldValue} />
                  </span>
                  <span aria-hidden>→</span>
                  <span className="sr-only">to</span>
                  <ValueText value={entry.newValue} />
                </div>
              ) : (
                entry.newValue !== null &&
                entry.action !== 'created' && (
                  <div className="mt-1 wrap-anywhere text-slate-700 dark:text-slate-300">
                    <ValueText value={entry.newValue} />
                  </div>
                )
              )}
            </div>
          </li>
        ))}
      </ol>
      {meta.total > meta.pageSize && <Pagination meta={meta} onPageChange={setPage} />}
    </div>
  );
}
