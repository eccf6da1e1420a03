import type { TaskDetail } from '@taskflow/shared';
import { Eye, EyeOff, X } from 'lucide-react';
import { toast } from 'sonner';
import { ChoiceSelect } from '../../../../components/forms/choice-select';
import { Button } from '../../../../components/ui/button';
import { ApiError } from '../../../../lib/api-client';
import { useCan, useMe } from '../../../../lib/auth';
import { peopleSource } from '../../../../lib/choice-sources';
import { useAddWatcher, useRemoveWatcher } from '../../api/task-api';

const failed = (error: unknown) =>
  toast.error(error instanceof ApiError ? error.message : 'Something went wrong. Try again later.');

/** "Watch"/"Unwatch" for oneself (anyone who sees the task); the list itself for those who edit it. */
export function WatchButton({ task }: { task: TaskDetail }) {
  const { data: me } = useMe();
  const add = useAddWatcher(task.id);
  const remove = useRemoveWatcher(task.id);
  if (!me) return null;
  const isWatching = task.watchers.some((watcher) => watcher.id === me.id);
  return (
    <Button
      variant="secondary"
      aria-pressed={isWatching}
      isLoading={add.isPending || remove.isPending}
      onClick={async () => {
        try {
          if (isWatching) {
            await remove.mutateAsync(me.id);
            toast.success(`You no longer watch ${task.displayId}`);
          } else {
            await add.mutateAsync(me.id);
            toast.success(`You watch ${task.displayId}: its changes will notify you`);
          }
        } catch (error) {
          failed(error);
        }
      }}
    >
      {isWatching ? <EyeOff aria-hidden className="size-4" /> : <Eye aria-hidden className="size-4" />}
      {isWatching ? 'Unwatch' : 'Watch'}
    </Button>
  );
}

export function TaskWatchers({ task, canEdit }: { task: TaskDetail; canEdit: boolean }) {
  const add = useAddWatcher(task.id);
  const remove = useRemoveWatcher(task.id);
  const canListPeople = useCan('users.view');
  return (
    <section aria-labelledby="watchers-heading" className="grid gap-2">
      <h2
        id="watchers-heading"
        className="text-xs font-semibold tracking-wide text-slate-600 uppercase dark:text-slate-400"
      >
        Watchers
      </h2>
      {task.watchers.length === 0 ? (
        <p className="text-sm text-slate-600 dark:text-slate-400">No one watches this task.</p>
      ) : (
        <ul className="flex flex-wrap gap-1.5">
          {task.watchers.map((watcher) => (
            <li
              key={watcher.id}
              className="inline-flex max-w-full items-center gap-1 rounded-full bg-slate-100 py-0.5 pr-1 pl-2.5 text-sm dark:bg-slate-800"
            >
              <span className="truncate">{watcher.name}</span>
              {canEdit && (
                <button
                  type="button"
                  aria-label={`Remove ${watcher.name} from watchers`}
                  className="inline-flex size-6 items-center justify-center rounded-full hover:bg-slate-200 dark:hover:bg-slate-700"
                  onClick={() => remove.mutateAsync(watcher.id).catch(failed)}
                >
                  <X aria-hidden className="size-3.5" />
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
      {canEdit && (
        <ChoiceSelect
          label="Add a watcher"
          source={peopleSource}
          isEnabled={canListPeople}
          exclude={task.watchers.map((watcher) => watcher.id)}
          value=""
          onChange={(id) => {
            if (id) add.mutateAsync(id).catch(failed);
          }}
        />
      )}
    </section>
  );
}
