import { REQUEST_RETURN_REASON_MAX, ReturnItemSchema } from '@taskflow/shared';
import type { z } from 'zod';
import { ApiFormShell, requiredLabel, useApiForm } from '../../../components/forms/api-form';
import { TextAreaField } from '../../../components/ui/field';
import { Modal } from '../../../components/ui/modal';
import { notify } from '../../../lib/notify';
import { useReturnItem } from '../api/requests';

type ReturnInput = z.input<typeof ReturnItemSchema>;
type ReturnOutput = z.output<typeof ReturnItemSchema>;

function ReturnForm({
  requestId,
  item,
  onDone,
}: {
  requestId: string;
  item: { id: string; name: string };
  onDone: () => void;
}) {
  const returnItem = useReturnItem(requestId);
  const form = useApiForm<ReturnInput, ReturnOutput>({
    schema: ReturnItemSchema,
    defaultValues: { reason: '' },
    onSubmit: async ({ reason }) => {
      await returnItem.mutateAsync({ itemId: item.id, reason });
      notify('success', `${item.name} returned: the client is mailed why.`);
      onDone();
    },
  });
  return (
    <ApiFormShell
      form={form}
      label={`Return ${item.name}`}
      submitLabel="Return to the client"
      onCancel={onDone}
    >
      <p className="text-sm text-slate-600 dark:text-slate-400">
        The client is mailed the reason and sees it beside the item on their page, where they can send it
        again.
      </p>
      <TextAreaField
        label={requiredLabel('Reason')}
        placeholder="e.g. The statement stops at 15 March: we need the whole month."
        maxLength={REQUEST_RETURN_REASON_MAX}
        error={form.formState.errors.reason?.message}
        {...form.register('reason')}
      />
    </ApiFormShell>
  );
}

/** Returns a submitted item to the client with the reason, which is required: the client reads it. */
export function ReturnItemDialog({
  requestId,
  item,
  onClose,
}: {
  requestId: string;
  /** The item being returned; null when the dialog is closed. */
  item: { id: string; name: string } | null;
  onClose: () => void;
}) {
  return (
    <Modal isOpen={item !== null} onClose={onClose} title={`Return ${item?.name ?? 'item'}`}>
      {item && (
        <div className="grid gap-4 p-6">
          <h2 className="pr-8 text-xl font-semibold wrap-anywhere">Return {item.name}</h2>
          <ReturnForm requestId={requestId} item={item} onDone={onClose} />
        </div>
      )}
    </Modal>
  );
}
