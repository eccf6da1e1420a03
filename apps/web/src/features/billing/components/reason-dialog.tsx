import { VoidInvoiceSchema } from '@taskflow/shared';
import type { ReactNode } from 'react';
import type { z } from 'zod';
import { ApiFormShell, requiredLabel, useApiForm } from '../../../components/forms/api-form';
import { TextAreaField } from '../../../components/ui/field';
import { Modal } from '../../../components/ui/modal';

type FormInput = z.input<typeof VoidInvoiceSchema>;
type FormOutput = z.output<typeof VoidInvoiceSchema>;

function ReasonForm({
  label,
  confirmLabel,
  onSubmit,
  onClose,
}: {
  label: string;
  confirmLabel: string;
  onSubmit: (reason: string) => Promise<void>;
  onClose: () => void;
}) {
  const form = useApiForm<FormInput, FormOutput>({
    schema: VoidInvoiceSchema,
    defaultValues: { reason: '' },
    onSubmit: async ({ reason }) => {
      await onSubmit(reason);
      onClose();
    },
  });
  return (
    <ApiFormShell form={form} label={label} submitLabel={confirmLabel} onCancel={onClose}>
      <TextAreaField
        label={requiredLabel('Reason')}
        hint="Kept with the document and printed on it."
        error={form.formState.errors.reason?.message}
        {...form.register('reason')}
      />
    </ApiFormShell>
  );
}

/**
 * A document action that needs a reason (void, credit note): what it does in words, the reason, and the
 * action; the server's refusal (something paid, more than is owed) is the form's line.
 */
export function ReasonDialog({
  isOpen,
  onClose,
  title,
  description,
  confirmLabel,
  onSubmit,
}: {
  isOpen: boolean;
  onClose: () => void;
  title: string;
  description: ReactNode;
  confirmLabel: string;
  onSubmit: (reason: string) => Promise<void>;
}) {
  return (
    <Modal isOpen={isOpen} onClose={onClose} title={title}>
      <div className="grid gap-4 p-6">
        <h2 className="pr-8 text-xl font-semibold">{title}</h2>
        <p className="text-sm text-slate-600 dark:text-slate-400">{description}</p>
        <ReasonForm label={title} confirmLabel={confirmLabel} onSubmit={onSubmit} onClose={onClose} />
      </div>
    </Modal>
  );
}
