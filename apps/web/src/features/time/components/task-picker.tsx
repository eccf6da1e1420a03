import type { Task } from '@taskflow/shared';
import { Field } from '../../../components/ui/field';
import { SearchableSelect } from '../../../components/ui/searchable-select';
import { useMe } from '../../../lib/auth';
import { useTaskOptions } from '../api/time-api';

type TaskOption = Pick<Task, 'id' | 'displayId' | 'title'> & {
  customer: { name: string };
  assignee?: { id: string } | null;
};

const label = (task: TaskOption) => `${task.displayId} ${task.title}`;

/**
 * Best first: a task whose id is exactly what was typed ("ACM-10" before "ACM-106"), then one whose id
 * starts with it, then the person's own tasks, then the others.
 */
export function rankTask(task: TaskOption, needle: string, myId: string | undefined): number {
  const id = task.displayId.toLowerCase();
  if (needle && id === needle) return 0;
  if (needle && id.startsWith(needle)) return task.assignee?.id === myId ? 1 : 2;
  return task.assignee?.id === myId ? 3 : 4;
}

/** Orders tasks with the person's own first (stable otherwise). */
export function ownFirst<T extends TaskOption>(tasks: T[], myId: string | undefined): T[] {
  return [...tasks].sort((a, b) => Number(b.assignee?.id === myId) - Number(a.assignee?.id === myId));
}

/**
 * Picks one of the caller's tasks within reach, the caller's own first, searched by Task ID, title or
 * customer; an exact Task ID comes first. The list opens on tap.
 */
export function TaskPicker({
  label: fieldLabel = 'Task',
  value,
  onChange,
  error,
  extra,
}: {
  label?: string;
  value: string;
  onChange: (taskId: string) => void;
  error?: string;
  /** A task that may not be among the first 100 (the entry being edited). */
  extra?: TaskOption;
}) {
  const { data: all = [], isPending } = useTaskOptions('');
  const { data: me } = useMe();
  const data = ownFirst(all as TaskOption[], me?.id);
  const options: TaskOption[] = extra && !data.some((task) => task.id === extra.id) ? [extra, ...data] : data;
  const selected = options.find((task) => task.id === value) ?? null;
  return (
    <Field label={fieldLabel} error={error}>
      {(control) => (
        <SearchableSelect<TaskOption>
          {...control}
          options={options}
          value={selected}
          onChange={(task) => onChange(task?.id ?? '')}
          optionKey={(task) => task.id}
          optionLabel={label}
          optionHint={(task) => task.customer.name}
          matches={(task, needle) =>
            label(task).toLowerCase().includes(needle) || task.customer.name.toLowerCase().includes(needle)
          }
          rank={(task, needle) => rankTask(task, needle, me?.id)}
          placeholder={isPending ? 'Loading tasks…' : 'Choose a task'}
          buttonLabel={`Show choices for ${fieldLabel}`}
          inline
        />
      )}
    </Field>
  );
}
