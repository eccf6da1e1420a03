import { SUBTASK_TITLE_MAX, type TaskDetail } from '@taskflow/shared';
import { Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { ChoiceSelect } from '../../../../components/forms/choice-select';
import { Button } from '../../../../components/ui/button';
import { inputClasses } from '../../../../components/ui/field';
import { ApiError } from '../../../../lib/api-client';
import { useCan } from '../../../../lib/auth';
import { peopleSource } from '../../../../lib/choice-sources';
import { useAddSubtask, useDeleteSubtask, useUpdateSubtask } from '../../api/task-api';

const failed = (error: unknown) =>
  toast.error(
    error instanceof ApiError
      ? (Object.values(error.fields)[0] ?? error.message)
      : 'Something went wrong. Try again later.',
  );

/** Subtasks as a checklist: each with its own done state and an optional assignee; add and remove. */
export function TaskSubtasks({ task, canEdit }: { task: TaskDetail; canEdit: boolean }) {
  const add = useAddSubtask(task.id);
  const update = useUpdateSubtask(task.id);
  const remove = useDeleteSubtask(task.id);
  const canListPeople = useCan('users.view');
  const [title, setTitle] = useState('');
  const done = task.subtasks.filter((subtask) => subtask.isDone).length;

  return (
    <section aria-labelledby="subtasks-heading" className="grid gap-3">
      <div className="flex items-baseline justify-between gap-2">
        <h2 id="subtasks-heading" className="text-lg font-semibold">
          Subtasks
        </h2>
        {task.subtasks.length > 0 && (
          <span className="text-sm text-slate-600 dark:text-slate-400">
            {done} of {task.subtasks.length} done
          </span>
        )}
      </div>
      {task.subtasks.length === 0 && (
        <p className="text-sm text-slate-600 dark:text-slate-400">No subtasks yet.</p>
      )}
      <ul className="grid gap-1">
        {task.subtasks.map((subtask) => (
          <li
            key={subtask.id}
            className="flex flex-wrap items-center gap-x-3 gap-y-1 rounded-lg px-2 py-1.5 hover:bg-slate-50 dark:hover:bg-slate-800/50"
          >
            <label className="flex min-w-48 flex-1 items-center gap-3 text-sm">
              <input
                type="checkbox"
                className="size-4 shrink-0 accent-brand-600"
                checked={subtask.isDone}
                disabled={!canEdit}
                onChange={(event) =>
                  update.mutateAsync({ subtaskId: subtask.id, isDone: event.target.checked }).catch(failed)
                }
              />
              <span
                className={
                  subtask.isDone
                    ? 'min-w-0 wrap-anywhere text-slate-500 line-through dark:text-slate-400'
                    : 'min-w-0 wrap-anywhere'
                }
              >
                {subtask.title}
              </span>
            </label>
            {canEdit ? (
              <ChoiceSelect
                label={<span className="sr-only">{`Assignee of ${subtask.title}`}</span>}
                buttonLabel={`Show choices for the assignee of ${subtask.title}`}
                className="w-48 max-w-full [&>label]:mb-0"
                source={peopleSource}
                isEnabled={canListPeople}
                value={subtask.assignee?.id ?? ''}
                fallback={subtask.assignee}
                emptyChoice="No one"
                placeholder="No one"
                offersMe
                onChange={(id) => {
                  if (id === (subtask.assignee?.id ?? '')) return;
                  update.mutateAsync({ subtaskId: subtask.id, assigneeId: id || null }).catch(failed);
                }}
              />
            ) : (
              subtask.assignee && (
                <span className="text-xs text-slate-600 dark:text-slate-400">{subtask.assignee.name}</span>
              )
            )}
            {canEdit && (
              <button
                type="button"
                aria-label={`Remove subtask ${subtask.title}`}
                className="inline-flex size-8 items-center justify-center rounded-lg text-slate-500 hover:bg-slate-100 hover:text-red-600 dark:hover:bg-slate-800 dark:hover:text-red-400"
                onClick={() => remove.mutateAsync(subtask.id).catch(failed)}
              >
                <Trash2 aria-hidden className="size-4" />
              </button>
            )}
          </li>
        ))}
      </ul>
      {canEdit && (
        <form
          className="flex gap-2"
          onSubmit={async (event) => {
            event.preventDefault();
            if (!title.trim()) return;
            try {
              await add.mutateAsync({ title: title.trim() });
              setTitle('');
            } catch (error) {
              failed(error);
            }
          }}
        >
          <input
            aria-label="New subtask"
            placeholder="Add a subtask"
            maxLength={SUBTASK_TITLE_MAX}
            value={title}
            onChange={(event) => setTitle(event.target.value)}
            className={inputClasses(false)}
          />
          <Button
            type="submit"
            variant="secondary"
            className="shrink-0"
            isLoading={add.isPending}
            disabled={!title.trim()}
          >
            <Plus aria-hidden className="size-4" />
            Add
          </Button>
        </form>
      )}
    </section>
  );
}
