import { CreateDraftSchema } from '@taskflow/shared';
import { Controller } from 'react-hook-form';
import { useNavigate } from 'react-router';
import type { z } from 'zod';
import { ApiFormShell, requiredLabel, useApiForm } from '../../../components/forms/api-form';
import { ChoiceSelect } from '../../../components/forms/choice-select';
import { Modal } from '../../../components/ui/modal';
import { customerSource } from '../../../lib/choice-sources';
import { notify } from '../../../lib/notify';
import { useCreateDraft } from '../api/invoices';

type FormInput = z.input<typeof CreateDraftSchema>;
type FormOutput = z.output<typeof CreateDraftSchema>;

function NewDraftForm({ onClose }: { onClose: () => void }) {
  const create = useCreateDraft();
  const navigate = useNavigate();
  const form = useApiForm<FormInput, FormOutput>({
    schema: CreateDraftSchema,
    defaultValues: { customerId: '', fromUnbilled: true },
    onSubmit: async (values) => {
      const invoice = await create.mutateAsync(values);
      notify('success', `Draft invoice made for ${invoice.customerName}.`);
      onClose();
      navigate(`/app/billing/invoices/${invoice.id}`);
    },
  });
  const { errors } = form.formState;
  return (
    <ApiFormShell form={form} label="New draft invoice" submitLabel="Make draft" onCancel={onClose}>
      <Controller
        control={form.control}
        name="customerId"
        render={({ field }) => (
          <ChoiceSelect
            label={requiredLabel('Client')}
            source={customerSource}
            value={field.value}
            onChange={(id) => field.onChange(id)}
            onBlur={field.onBlur}
            inputRef={field.ref}
            error={errors.customerId?.message}
            placeholder="Search clients"
            // In the page's flow: a dialog this short would cut a floating list off.
            inline
          />
        )}
      />
      <label className="flex items-start gap-2 text-sm">
        <input
          type="checkbox"
          className="mt-0.5 size-4 accent-brand-600"
          {...form.register('fromUnbilled')}
        />
        <span>
          From the client's unbilled work
          <span className="block text-xs text-slate-600 dark:text-slate-400">
            Its done fixed-fee jobs and approved billable time become the lines; untick for an empty draft to
            type.
          </span>
        </span>
      </label>
    </ApiFormShell>
  );
}

/** "New draft": a client's draft invoice, from its unbilled work or empty, opened once made. */
export function NewDraftDialog({ isOpen, onClose }: { isOpen: boolean; onClose: () => void }) {
  return (
    <Modal isOpen={isOpen} onClose={onClose} title="New draft invoice">
      <div className="grid gap-4 p-6 sm:min-w-[28rem]">
        <h2 className="pr-8 text-xl font-semibold">New draft invoice</h2>
        <NewDraftForm onClose={onClose} />
      </div>
    </Modal>
  );
}
