import { TASK_TITLE_MAX, type TaskStatus } from '@taskflow/shared';
import { Plus } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { inputClasses } from '../../../../components/ui/field';
import { ApiError } from '../../../../lib/api-client';
import { useMe } from '../../../../lib/auth';
import { useToday } from '../../../../lib/dates';
import { type TaskBoardParams, useCreateTask } from '../../api/task-api';

/**
 * A column's quick add: a title and Enter make a task in the column's status, for the board's project or
 * customer (a project's task takes the project's customer), assigned to the board's assignee or the
 * person adding it, due today. A board without a customer (all my tasks) opens Assign New Task instead,
 * the column's status kept.
 */
export function QuickAdd({ status, params }: { status: TaskStatus; params: TaskBoardParams }) {
  const id = useId();
  const { data: me } = useMe();
  const today = useToday();
  const create = useCreateTask();
  const [title, setTitle] = useState('');

  if (!params.projectId && !params.customerId) {
    const preset = new URLSearchParams({ status });
    if (params.assigneeId) preset.set('assigneeId', params.assigneeId);
    return (
      <Link
        to={`/app/tasks/new?${preset}`}
        className="m-2 mt-0 inline-flex min-h-10 items-center gap-1 rounded-lg px-2 text-sm font-medium text-slate-700 hover:bg-white dark:text-slate-300 dark:hover:bg-slate-800"
      >
        <Plus aria-hidden className="size-4" />
        Add task<span className="sr-only"> in {status}</span>
      </Link>
    );
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const trimmed = title.trim();
    if (!trimmed || !me || create.isPending) return;
    try {
      const task = await create.mutateAsync({
        title: trimmed,
        status,
        assigneeId: params.assigneeId ?? me.id,
        dueDate: today,
        projectId: params.projectId ?? null,
        customerId: params.customerId,
      });
      setTitle('');
      toast.success(`${task.displayId} added to ${status}`);
    } catch (error) {
      toast.error(
        error instanceof ApiError
          ? (Object.values(error.fields)[0] ?? error.message)
          : 'Could not add the task. Try again.',
      );
    }
  };

  return (
    <form onSubmit={submit} className="p-2 pt-0">
      <label htmlFor={id} className="sr-only">
        Add a task to {status}
      </label>
      <input
        id={id}
        value={title}
        onChange={(event) => setTitle(event.target.value)}
        placeholder="+ Add a task (Enter)"
        maxLength={TASK_TITLE_MAX}
        autoComplete="off"
        aria-busy={create.isPending || undefined}
        className={inputClasses(false)}
      />
    </form>
  );
}
