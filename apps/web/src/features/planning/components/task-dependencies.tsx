import type { Dependency, LinkedTask } from '@taskflow/shared';
import { Link2, Plus, X } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Modal } from '../../../components/ui/modal';
import { Skeleton } from '../../../components/ui/skeleton';
import { ApiError } from '../../../lib/api-client';
import { useCan } from '../../../lib/auth';
import { useDates } from '../../../lib/dates';
import { notify } from '../../../lib/notify';
import { useRemoveDependency, useTaskDependencies } from '../api/planning';
import { DependencyForm } from './dependency-form';

type Side = 'predecessorId' | 'successorId';

function LinkedRow({
  dependency,
  other,
  canEdit,
}: {
  dependency: Dependency;
  other: LinkedTask;
  canEdit: boolean;
}) {
  const dates = useDates();
  const remove = useRemoveDependency();
  const onRemove = async () => {
    try {
      await remove.mutateAsync(dependency.id);
      notify('success', `Dependency on ${other.displayId} removed.`);
    } catch (error) {
      notify('error', error instanceof ApiError ? error.message : 'Could not remove the dependency.');
    }
  };
  return (
    <li className="flex items-center gap-2 py-2">
      <div className="min-w-0 flex-1">
        <Link
          to={`/app/tasks/${other.id}`}
          className="font-medium text-brand-700 hover:underline dark:text-brand-300"
        >
          {other.displayId}
        </Link>{' '}
        <span className="wrap-anywhere">{other.title}</span>
        <p className="text-xs text-slate-500 dark:text-slate-400">
          {other.startDate ? `${dates.calendarDate(other.startDate)} – ` : 'Due '}
          {dates.calendarDate(other.dueDate)} · {other.status}
          {dependency.lagDays ? ` · lag ${dependency.lagDays} working days` : ''}
        </p>
      </div>
      {canEdit && (
        <Button
          variant="ghost"
          className="min-h-9 px-2"
          aria-label={`Remove dependency on ${other.displayId}`}
          isLoading={remove.isPending}
          onClick={onRemove}
        >
          <X aria-hidden className="size-4" />
        </Button>
      )}
    </li>
  );
}

/**
 * A task's finish-to-start links on its page: what it waits for and what waits for it, each removable,
 * and adding one in a small dialog. Changing dates along links happens on the Gantt or in the task's dates.
 */
export function TaskDependencies({ taskId, projectId }: { taskId: string; projectId: string | null }) {
  const canEdit = useCan('tasks.edit');
  const { data, isPending, isError } = useTaskDependencies(taskId);
  const [adding, setAdding] = useState<Side | null>(null);

  const groups: {
    title: string;
    side: Side;
    addLabel: string;
    rows: Dependency[];
    pick: (d: Dependency) => LinkedTask;
  }[] = [
    {
      title: 'Waits for',
      side: 'successorId',
      addLabel: 'Add a task it waits for',
      rows: data?.predecessors ?? [],
      pick: (dependency) => dependency.predecessor,
    },
    {
      title: 'Blocks',
      side: 'predecessorId',
      addLabel: 'Add a task that waits for it',
      rows: data?.successors ?? [],
      pick: (dependency) => dependency.successor,
    },
  ];

  return (
    <section aria-labelledby={`dependencies-${taskId}`} className="grid gap-3">
      <h2 id={`dependencies-${taskId}`} className="flex items-center gap-2 text-base font-semibold">
        <Link2 aria-hidden className="size-4" />
        Dependencies
      </h2>
      {isPending ? (
        <Skeleton className="h-16" />
      ) : isError ? (
        <p className="text-sm text-red-600 dark:text-red-400">Could not load the dependencies.</p>
      ) : (
        groups.map((group) => (
          <div key={group.title}>
            <div className="flex flex-wrap items-center justify-between gap-2">
              <h3 className="text-sm font-medium text-slate-700 dark:text-slate-300">{group.title}</h3>
              {canEdit && (
                <Button
                  variant="ghost"
                  className="min-h-9 px-2 text-sm"
                  onClick={() => setAdding(group.side)}
                >
                  <Plus aria-hidden className="size-4" />
                  {group.addLabel}
                </Button>
              )}
            </div>
            {group.rows.length ? (
              <ul className="divide-y divide-slate-200 text-sm dark:divide-slate-800">
                {group.rows.map((dependency) => (
                  <LinkedRow
                    key={dependency.id}
                    dependency={dependency}
                    other={group.pick(dependency)}
                    canEdit={canEdit}
                  />
                ))}
              </ul>
            ) : (
              <p className="text-sm text-slate-500 dark:text-slate-400">None.</p>
            )}
          </div>
        ))
      )}
      <Modal isOpen={adding !== null} onClose={() => setAdding(null)} title="Add dependency">
        <div className="p-6">
          <h2 className="mb-5 pr-10 text-lg font-semibold">Add dependency</h2>
          {adding && (
            <DependencyForm
              projectId={projectId}
              fixed={{ side: adding, taskId }}
              onDone={() => setAdding(null)}
            />
          )}
        </div>
      </Modal>
    </section>
  );
}
