import { SavedViewBodySchema } from '@taskflow/shared';
import { Bookmark, Pencil, RefreshCw, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { z } from 'zod';
import { ApiFormShell, requiredLabel, useApiForm } from '../../../../components/forms/api-form';
import { Button } from '../../../../components/ui/button';
import { ConfirmDialog } from '../../../../components/ui/confirm-dialog';
import { inputClasses, TextField } from '../../../../components/ui/field';
import { Modal } from '../../../../components/ui/modal';
import { ApiError } from '../../../../lib/api-client';
import {
  type SavedView,
  useCreateSavedView,
  useDeleteSavedView,
  useSavedViews,
  useUpdateSavedView,
} from '../../api/task-api';
import { fromSavedViewQuery, isSameView, type TaskListState, toSavedViewQuery } from '../../lib/list-params';

const ViewNameSchema = z.object({ name: SavedViewBodySchema.shape.name });
type ViewName = z.input<typeof ViewNameSchema>;

function ViewNameForm({
  initial,
  submitLabel,
  onSubmit,
  onCancel,
}: {
  initial: string;
  submitLabel: string;
  onSubmit: (name: string) => Promise<unknown>;
  onCancel: () => void;
}) {
  const form = useApiForm<ViewName, z.output<typeof ViewNameSchema>>({
    schema: ViewNameSchema,
    defaultValues: { name: initial },
    onSubmit: (values) => onSubmit(values.name),
  });
  return (
    <ApiFormShell form={form} label={submitLabel} submitLabel={submitLabel} onCancel={onCancel}>
      <TextField
        label={requiredLabel('View name')}
        autoFocus
        placeholder="e.g. My overdue filings"
        error={form.formState.errors.name?.message}
        {...form.register('name')}
      />
    </ApiFormShell>
  );
}

type Dialog =
  | { kind: 'save' }
  | { kind: 'rename'; view: SavedView }
  | { kind: 'delete'; view: SavedView }
  | null;

/**
 * The person's saved Task List views: choosing one puts its filters in the URL; the current filters
 * can be saved under a name, a view renamed, updated to the current filters, or deleted.
 */
export function SavedViews({
  state,
  onApply,
}: {
  state: TaskListState;
  onApply: (state: TaskListState) => void;
}) {
  const views = useSavedViews();
  const create = useCreateSavedView();
  const update = useUpdateSavedView();
  const remove = useDeleteSavedView();
  const [dialog, setDialog] = useState<Dialog>(null);
  // The view last chosen, so it can take the filters changed since.
  const [chosenId, setChosenId] = useState<string>();
  const list = views.data ?? [];
  const current = list.find((view) => isSameView(state, view.query));
  const chosen = current ?? list.find((view) => view.id === chosenId);
  const close = () => setDialog(null);

  return (
    <div className="flex flex-wrap items-end gap-2">
      <label className="grid gap-1 text-sm font-medium">
        Saved views
        <select
          className={`${inputClasses(false)} min-w-44`}
          value={current?.id ?? ''}
          disabled={views.isPending || list.length === 0}
          onChange={(event) => {
            const view = list.find((entry) => entry.id === event.target.value);
            if (!view) return;
            setChosenId(view.id);
            onApply(fromSavedViewQuery(view.query));
          }}
        >
          <option value="">
            {list.length === 0 ? 'No saved views' : current ? current.name : 'Choose a view…'}
          </option>
          {list.map((view) => (
            <option key={view.id} value={view.id}>
              {view.name}
            </option>
          ))}
        </select>
      </label>
      {!current && (
        <Button variant="secondary" onClick={() => setDialog({ kind: 'save' })}>
          <Bookmark aria-hidden className="size-4" />
          Save view
        </Button>
      )}
      {chosen && !current && (
        <Button
          variant="secondary"
          isLoading={update.isPending}
          onClick={async () => {
            try {
              await update.mutateAsync({ id: chosen.id, query: toSavedViewQuery(state) });
              toast.success(`“${chosen.name}” now holds these filters`);
            } catch (error) {
              toast.error(error instanceof ApiError ? error.message : 'Could not update the view.');
            }
          }}
        >
          <RefreshCw aria-hidden className="size-4" />
          Update “{chosen.name}”
        </Button>
      )}
      {current && (
        <>
          <Button variant="ghost" onClick={() => setDialog({ kind: 'rename', view: current })}>
            <Pencil aria-hidden className="size-4" />
            Rename view
          </Button>
          <Button variant="ghost" onClick={() => setDialog({ kind: 'delete', view: current })}>
            <Trash2 aria-hidden className="size-4" />
            Delete view
          </Button>
        </>
      )}

      <Modal
        isOpen={dialog?.kind === 'save' || dialog?.kind === 'rename'}
        onClose={close}
        title={dialog?.kind === 'rename' ? 'Rename view' : 'Save view'}
      >
        <div className="mx-auto max-w-md p-6">
          <h2 className="mb-4 pr-8 text-xl font-semibold">
            {dialog?.kind === 'rename' ? 'Rename view' : 'Save view'}
          </h2>
          {dialog?.kind === 'save' && (
            <ViewNameForm
              initial=""
              submitLabel="Save view"
              onCancel={close}
              onSubmit={async (name) => {
                const view = await create.mutateAsync({ name, query: toSavedViewQuery(state) });
                setChosenId(view.id);
                toast.success(`View “${view.name}” saved`);
                close();
              }}
            />
          )}
          {dialog?.kind === 'rename' && (
            <ViewNameForm
              initial={dialog.view.name}
              submitLabel="Rename view"
              onCancel={close}
              onSubmit={async (name) => {
                await update.mutateAsync({ id: dialog.view.id, name });
                toast.success(`View renamed to “${name}”`);
                close();
              }}
            />
          )}
        </div>
      </Modal>
      <ConfirmDialog
        isOpen={dialog?.kind === 'delete'}
        title="Delete this view?"
        description={
          dialog?.kind === 'delete'
            ? `“${dialog.view.name}” is removed from your saved views; no task changes.`
            : null
        }
        confirmLabel="Delete view"
        isPending={remove.isPending}
        onCancel={close}
        onConfirm={async () => {
          if (dialog?.kind !== 'delete') return;
          try {
            await remove.mutateAsync(dialog.view.id);
            toast.success('View deleted');
            close();
          } catch (error) {
            toast.error(error instanceof ApiError ? error.message : 'Could not delete the view.');
          }
        }}
      />
    </div>
  );
}
