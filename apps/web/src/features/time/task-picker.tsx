import type { Task } from '@taskflow/shared';
import { Field } from '../../components/ui/field';
import { SearchableSelect } from '../../components/ui/searchable-select';
import { useTaskOptions } from './time-api';

type TaskOption = Pick<Task, 'id' | 'displayId' | 'title'> & { customer: { name: string } };

const label = (task: TaskOption) => `${task.displayId} ${task.title}`;

/** Picks one of the caller's tasks (the first 100 within reach), searched by Task ID, title or customer. */
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
  const { data = [], isPending } = useTaskOptions('');
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
          placeholder={isPending ? 'Loading tasks…' : 'Choose a task'}
          buttonLabel={`Show choices for ${fieldLabel}`}
          inline
        />
      )}
    </Field>
  );
}
