import { type DependencyBody, DependencyBodySchema } from '@taskflow/shared';
import { useMemo } from 'react';
import { Controller } from 'react-hook-form';
import { ApiFormShell, requiredLabel, useApiForm } from '../../../components/forms/api-form';
import { ChoiceSelect } from '../../../components/forms/choice-select';
import { taskSource } from '../../../lib/choice-sources';
import { notify } from '../../../lib/notify';
import { useAddDependency } from '../api/planning';

/**
 * Link two tasks finish-to-start: the one that must finish first and the one that waits for it, each
 * searched on the server among the project's tasks (the caller's, without a project) by Task ID or
 * title. `fixed` pins one side (the task page adds links of its own task); cycles and dates the server
 * refuses come back on the fields.
 */
export function DependencyForm({
  projectId,
  fixed,
  onDone,
}: {
  projectId: string | null;
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
  const source = useMemo(() => taskSource(projectId), [projectId]);
  return (
    <ApiFormShell form={form} label="Add dependency" submitLabel="Add dependency" onCancel={onDone}>
      {(['predecessorId', 'successorId'] as const)
        .filter((side) => side !== fixed?.side)
        .map((side) => (
          <Controller
            key={side}
            control={form.control}
            name={side}
            render={({ field, fieldState }) => {
              const fieldLabel = side === 'predecessorId' ? 'Must finish first' : 'Waits for it';
              return (
                <ChoiceSelect
                  label={requiredLabel(fieldLabel)}
                  source={source}
                  value={field.value}
                  onChange={(id) => field.onChange(id)}
                  onBlur={field.onBlur}
                  error={fieldState.error?.message}
                  exclude={fixed ? [fixed.taskId] : undefined}
                  placeholder="Type a task ID or title"
                  buttonLabel={`Show tasks for ${fieldLabel}`}
                  inline
                  inputRef={field.ref}
                />
              );
            }}
          />
        ))}
    </ApiFormShell>
  );
}
