import { BUILT_IN_WORK_TYPES, WorkTypeBodySchema } from '@taskflow/shared';
import { Pencil } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import type { z } from 'zod';
import { ApiFormShell, requiredLabel, useApiForm } from '../../../../components/forms/api-form';
import { TextField } from '../../../../components/ui/field';
import { Modal } from '../../../../components/ui/modal';
import { Skeleton } from '../../../../components/ui/skeleton';
import { useWorkTypes, type WorkType } from '../../../../lib/work-types';
import { useAddWorkType, useRenameWorkType } from '../../api/task-api';

type WorkTypeName = z.input<typeof WorkTypeBodySchema>;
type WorkTypeValues = z.output<typeof WorkTypeBodySchema>;

/**
 * Adds one of the organization's own work types beside General Task, Development and Design, and
 * renames those the organization added (the built-in three keep their names).
 */
export function WorkTypeDialog({
  isOpen,
  onClose,
  onAdded,
  onRenamed,
}: {
  isOpen: boolean;
  onClose: () => void;
  onAdded: (name: string) => void;
  /** A type was renamed: a form that had chosen the old name takes the new one. */
  onRenamed?: (from: string, to: string) => void;
}) {
  const add = useAddWorkType();
  const form = useApiForm<WorkTypeName, WorkTypeValues>({
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
      <div className="mx-auto grid max-w-md gap-8 p-6" onSubmit={(event) => event.stopPropagation()}>
        <div>
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
        <WorkTypeList onRenamed={onRenamed} />
      </div>
    </Modal>
  );
}

/** The organization's work types; its own can be renamed in place, one at a time. */
function WorkTypeList({ onRenamed }: { onRenamed?: (from: string, to: string) => void }) {
  const types = useWorkTypes();
  const [renaming, setRenaming] = useState<string | null>(null);
  const own = (types.data ?? []).filter((type): type is WorkType & { id: string } => type.id !== null);
  return (
    <section aria-labelledby="work-types-heading" className="grid gap-3">
      <h3 id="work-types-heading" className="text-base font-semibold">
        Your work types
      </h3>
      <p className="text-sm text-slate-600 dark:text-slate-400">
        {BUILT_IN_WORK_TYPES.join(', ')} are built in and keep their names. Renaming one of your own renames
        it on every task that has it.
      </p>
      {types.isPending ? (
        <Skeleton className="h-10" />
      ) : types.isError ? (
        <p role="alert" className="text-sm text-red-600 dark:text-red-400">
          Could not load the work types.
        </p>
      ) : own.length === 0 ? (
        <p className="text-sm text-slate-600 dark:text-slate-400">You have not added a work type yet.</p>
      ) : (
        <ul className="grid gap-2">
          {own.map((type) => (
            <li
              key={type.id}
              className="rounded-lg border border-slate-200 px-3 py-2 text-sm dark:border-slate-700"
            >
              {renaming === type.id ? (
                <RenameWorkTypeForm
                  type={type}
                  onDone={(renamed) => {
                    setRenaming(null);
                    if (renamed) onRenamed?.(type.name, renamed);
                  }}
                />
              ) : (
                <div className="flex items-center justify-between gap-2">
                  <span className="min-w-0 wrap-anywhere">{type.name}</span>
                  <button
                    type="button"
                    aria-label={`Rename ${type.name}`}
                    className="inline-flex min-h-9 shrink-0 items-center gap-1 rounded-lg px-2 font-medium text-brand-700 hover:bg-slate-100 dark:text-brand-300 dark:hover:bg-slate-800"
                    onClick={() => setRenaming(type.id)}
                  >
                    <Pencil aria-hidden className="size-4" />
                    Rename
                  </button>
                </div>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function RenameWorkTypeForm({
  type,
  onDone,
}: {
  type: WorkType & { id: string };
  onDone: (renamed?: string) => void;
}) {
  const rename = useRenameWorkType();
  const form = useApiForm<WorkTypeName, WorkTypeValues>({
    schema: WorkTypeBodySchema,
    defaultValues: { name: type.name },
    onSubmit: async ({ name }) => {
      const renamed = await rename.mutateAsync({ id: type.id, name });
      toast.success(`Work type “${type.name}” renamed to “${renamed.name}”`);
      onDone(renamed.name);
    },
  });
  return (
    <ApiFormShell
      form={form}
      label={`Rename ${type.name}`}
      submitLabel="Save"
      onCancel={() => onDone()}
      bleed="none"
      className="grid gap-3"
    >
      <TextField
        label={requiredLabel(`New name for ${type.name}`)}
        autoFocus
        error={form.formState.errors.name?.message}
        {...form.register('name')}
      />
    </ApiFormShell>
  );
}
