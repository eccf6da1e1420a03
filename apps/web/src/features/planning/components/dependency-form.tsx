import { type DependencyBody, DependencyBodySchema } from '@taskflow/shared';
import { Controller } from 'react-hook-form';
import { ApiFormShell, requiredLabel, useApiForm } from '../../../components/forms/api-form';
import { Field } from '../../../components/ui/field';
import { SearchableSelect } from '../../../components/ui/searchable-select';
import { notify } from '../../../lib/notify';
import { useAddDependency } from '../api/planning';

export interface TaskChoice {
  id: string;
  displayId: string;
  title: string;
}

const label = (task: TaskChoice) => `${task.displayId} ${task.title}`;
const matches = (task: TaskChoice, needle: string) => label(task).toLowerCase().includes(needle);

function TaskPicker({
  fieldLabel,
  choices,
  value,
  onChange,
  onBlur,
  error,
}: {
  fieldLabel: string;
  choices: TaskChoice[];
  value: string;
  onChange: (id: string) => void;
  onBlur: () => void;
  error?: string;
}) {
  return (
    <Field label={requiredLabel(fieldLabel)} error={error}>
      {(control) => (
        <SearchableSelect
          {...control}
          options={choices}
          value={choices.find((choice) => choice.id === value) ?? null}
          onChange={(choice) => onChange(choice?.id ?? '')}
          onBlur={onBlur}
          optionKey={(choice) => choice.id}
          optionLabel={label}
          matches={matches}
          placeholder="Type a task ID or title"
          buttonLabel={`Show tasks for ${fieldLabel}`}
          inline
        />
      )}
    </Field>
  );
}

/**
 * Link two tasks finish-to-start: the one that must finish first and the one that waits for it.
 * `fixed` pins one side (the task page adds links of its own task); cycles and dates the server
 * refuses come back on the fields.
 */
export function DependencyForm({
  choices,
  fixed,
  onDone,
}: {
  choices: TaskChoice[];
  fixed?: { side: 'predecessorId' | 'successorId'; taskId: string };
  onDone: () => void;
}) {
  const add = useAddDependency();
  const shownSide = fixed?.side === 'predecessorId' ? 'successorId' : 'predecessorId';
  const form = useApiForm<DependencyBody, DependencyBody>({
    schema: DependencyBodySchema as never,
    defaultValues: {
      predecessorId: fixed?.side === 'predecessorId' ? fixed.taskId : '',
      successorId: fixed?.side === 'successorId' ? fixed.taskId : '',
      lagDays: 0,
    },
    // A refusal about the pinned side (a cycle, overlapping dates) shows on the field that is shown.
    serverFields: fixed ? { [fixed.side]: shownSide } : {},
    onSubmit: async (values) => {
      await add.mutateAsync(values);
      notify('success', 'Dependency added.');
      onDone();
    },
  });
  const others = fixed ? choices.filter((choice) => choice.id !== fixed.taskId) : choices;
  return (
    <ApiFormShell form={form} label="Add dependency" submitLabel="Add dependency" onCancel={onDone}>
      {(['predecessorId', 'successorId'] as const)
        .filter((side) => side !== fixed?.side)
        .map((side) => (
          <Controller
            key={side}
            control={form.control}
            name={side}
            render={({ field, fieldState }) => (
              <TaskPicker
                fieldLabel={side === 'predecessorId' ? 'Must finish first' : 'Waits for it'}
                choices={others}
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                error={fieldState.error?.message}
              />
            )}
          />
        ))}
    </ApiFormShell>
  );
}
