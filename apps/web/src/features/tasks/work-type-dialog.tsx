import { WorkTypeBodySchema } from '@taskflow/shared';
import { toast } from 'sonner';
import type { z } from 'zod';
import { ApiFormShell, requiredLabel, useApiForm } from '../../components/forms/api-form';
import { TextField } from '../../components/ui/field';
import { Modal } from '../../components/ui/modal';
import { useAddWorkType } from './task-api';

type WorkTypeName = z.input<typeof WorkTypeBodySchema>;

/** Adds one of the organization's own work types beside General Task, Development and Design. */
export function WorkTypeDialog({
  isOpen,
  onClose,
  onAdded,
}: {
  isOpen: boolean;
  onClose: () => void;
  onAdded: (name: string) => void;
}) {
  const add = useAddWorkType();
  const form = useApiForm<WorkTypeName, z.output<typeof WorkTypeBodySchema>>({
    schema: WorkTypeBodySchema,
    defaultValues: { name: '' },
    onSubmit: async ({ name }) => {
      const type = await add.mutateAsync(name);
      toast.success(`Work type “${type.name}” added`);
      form.reset({ name: '' });
      onAdded(type.name);
    },
  });
  return (
    <Modal isOpen={isOpen} onClose={onClose} title="Add a work type">
      {/* The dialog is portalled out of the task form in the page, not in React: its submit stops here. */}
      <div className="mx-auto max-w-md p-6" onSubmit={(event) => event.stopPropagation()}>
        <h2 className="mb-4 pr-8 text-xl font-semibold">Add a work type</h2>
        <ApiFormShell form={form} label="Add a work type" submitLabel="Add work type" onCancel={onClose}>
          <TextField
            label={requiredLabel('Work Type')}
            placeholder="e.g. Compliance, Audit"
            error={form.formState.errors.name?.message}
            {...form.register('name')}
          />
        </ApiFormShell>
      </div>
    </Modal>
  );
}
