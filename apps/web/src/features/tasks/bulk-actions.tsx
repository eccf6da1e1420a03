import { type BulkUpdateTasksBody, TASK_PRIORITIES, TASK_STATUSES } from '@taskflow/shared';
import { Trash2, X } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { ChoiceSelect } from '../../components/forms/choice-select';
import { Button } from '../../components/ui/button';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { inputClasses } from '../../components/ui/field';
import { ApiError } from '../../lib/api-client';
import { useCan } from '../../lib/auth';
import { peopleSource } from '../../lib/choice-sources';
import { useBulkDeleteTasks, useBulkUpdateTasks } from './task-api';

const plural = (count: number) => (count === 1 ? '1 task' : `${count} tasks`);
const failure = (error: unknown) =>
  error instanceof ApiError ? error.message : 'Something went wrong. Try again later.';

/**
 * Changes for the selected rows: status, assignee, priority, due date, or delete. Each is one request
 * that changes all of them or none (the API runs it in one transaction).
 */
export function BulkActions({
  taskIds,
  canEdit,
  canDelete,
  onDone,
}: {
  taskIds: string[];
  canEdit: boolean;
  canDelete: boolean;
  onDone: () => void;
}) {
  const update = useBulkUpdateTasks();
  const remove = useBulkDeleteTasks();
  const canListPeople = useCan('users.view');
  const [dueDate, setDueDate] = useState('');
  const [isConfirming, setConfirming] = useState(false);
  const count = taskIds.length;

  const apply = async (changes: BulkUpdateTasksBody['changes'], what: string) => {
    try {
      const { updated } = await update.mutateAsync({ taskIds, changes });
      toast.success(`${what} for ${plural(updated)}`);
      onDone();
    } catch (error) {
      toast.error(failure(error));
    }
  };

  const deleteAll = async () => {
    try {
      const { deleted } = await remove.mutateAsync(taskIds);
      toast.success(`${plural(deleted)} deleted`);
      setConfirming(false);
      onDone();
    } catch (error) {
      toast.error(failure(error));
    }
  };

  return (
    <section
      aria-label="Bulk actions"
      className="grid gap-3 rounded-2xl border border-brand-200 bg-brand-50 p-4 dark:border-slate-700 dark:bg-slate-800/60"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-sm font-semibold" role="status">
          {plural(count)} selected
        </p>
        <Button variant="ghost" className="min-h-9 px-2" onClick={onDone}>
          <X aria-hidden className="size-4" />
          Clear selection
        </Button>
      </div>
      <div className="grid items-end gap-3 sm:grid-cols-2 lg:grid-cols-5">
        {canEdit && (
          <>
            <label className="grid gap-1 text-sm font-medium">
              Set status
              <select
                className={inputClasses(false)}
                value=""
                disabled={update.isPending}
                onChange={(event) => {
                  const status = event.target.value as (typeof TASK_STATUSES)[number];
                  if (status) void apply({ status }, `Status set to ${status}`);
                }}
              >
                <option value="">Choose…</option>
                {TASK_STATUSES.map((status) => (
                  <option key={status}>{status}</option>
                ))}
              </select>
            </label>
            <label className="grid gap-1 text-sm font-medium">
              Set priority
              <select
                className={inputClasses(false)}
                value=""
                disabled={update.isPending}
                onChange={(event) => {
                  const priority = event.target.value as (typeof TASK_PRIORITIES)[number];
                  if (priority) void apply({ priority }, `Priority set to ${priority}`);
                }}
              >
                <option value="">Choose…</option>
                {TASK_PRIORITIES.map((priority) => (
                  <option key={priority}>{priority}</option>
                ))}
              </select>
            </label>
            <ChoiceSelect
              label="Reassign to"
              source={peopleSource}
              isEnabled={canListPeople}
              offersMe
              value=""
              onChange={(id, person) => {
                if (person) void apply({ assigneeId: id }, `Assigned to ${person.name}`);
              }}
            />
            <form
              className="flex items-end gap-2"
              onSubmit={(event) => {
                event.preventDefault();
                if (dueDate) void apply({ dueDate }, 'Due date changed');
              }}
            >
              <label className="grid min-w-0 flex-1 gap-1 text-sm font-medium">
                Set due date
                <input
                  type="date"
                  className={inputClasses(false)}
                  value={dueDate}
                  onChange={(event) => setDueDate(event.target.value)}
                />
              </label>
              <Button type="submit" variant="secondary" disabled={!dueDate} isLoading={update.isPending}>
                Apply
              </Button>
            </form>
          </>
        )}
        {canDelete && (
          <Button variant="danger" onClick={() => setConfirming(true)} className="lg:justify-self-end">
            <Trash2 aria-hidden className="size-4" />
            Delete
          </Button>
        )}
      </div>
      <ConfirmDialog
        isOpen={isConfirming}
        title={`Delete ${plural(count)}?`}
        description="They are removed with their subtasks, comments, attachments and history. This cannot be undone."
        confirmLabel={`Delete ${plural(count)}`}
        isPending={remove.isPending}
        onCancel={() => setConfirming(false)}
        onConfirm={deleteAll}
      />
    </section>
  );
}
