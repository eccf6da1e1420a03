import { useQuery } from '@tanstack/react-query';
import { minorToDecimal, PAYMENT_MODE_LABELS, PAYMENT_MODES } from '@taskflow/shared';
import { useEffect, useMemo, useRef } from 'react';
import { Controller, useWatch } from 'react-hook-form';
import {
  ApiFormShell,
  FIX_FIELDS_MESSAGE,
  requiredLabel,
  useApiForm,
} from '../../../components/forms/api-form';
import { ChoiceSelect } from '../../../components/forms/choice-select';
import { SelectField, TextField } from '../../../components/ui/field';
import { Modal } from '../../../components/ui/modal';
import { ApiError } from '../../../lib/api-client';
import { customerSource } from '../../../lib/choice-sources';
import { useToday } from '../../../lib/dates';
import { parseMoneyInput } from '../../../lib/money-input';
import { notify } from '../../../lib/notify';
import { invoicesQueryOptions } from '../api/invoices';
import { useRecordPayment } from '../api/payments';
import { oldestFirst, prefillAllocations } from '../lib/allocation';
import {
  allocationRowOf,
  type PaymentFormInput,
  type PaymentFormOutput,
  paymentFormSchema,
} from '../lib/payment-form';
import { AllocationFields } from './allocation-fields';

const MODE_CHOICES = PAYMENT_MODES.map((id) => ({ id, label: PAYMENT_MODE_LABELS[id] }));

/** The client's issued invoices with something owed: what a payment may go against. */
function useOpenInvoices(customerId: string) {
  const invoices = useQuery({
    ...invoicesQueryOptions({ customerId, kind: 'invoice', pageSize: 200 }),
    enabled: Boolean(customerId),
  });
  const open = useMemo(
    () =>
      oldestFirst(
        (invoices.data?.data ?? []).filter(
          (invoice) => invoice.status === 'issued' && invoice.outstandingMinor > 0,
        ),
      ),
    [invoices.data],
  );
  return { open, isPending: Boolean(customerId) && invoices.isPending };
}

export interface PaymentDialogProps {
  isOpen: boolean;
  onClose: () => void;
  currency: string;
  /** The client, fixed (a client's or an invoice's page); without it the form asks. */
  customer?: { id: string; name: string };
  /** The invoice it was recorded from: its balance is the amount at first, and it is paid first. */
  invoice?: { id: string; outstandingMinor: number };
}

function PaymentForm({ onClose, currency, customer, invoice }: Omit<PaymentDialogProps, 'isOpen'>) {
  const today = useToday();
  const record = useRecordPayment();
  const schema = useMemo(() => paymentFormSchema(currency), [currency]);
  const form = useApiForm<PaymentFormInput, PaymentFormOutput>({
    schema,
    defaultValues: {
      customerId: customer?.id ?? '',
      receivedOn: today,
      amount: invoice ? minorToDecimal(invoice.outstandingMinor, currency) : '',
      mode: '',
      reference: '',
      note: '',
      allocations: [],
    },
    serverFields: { amountMinor: 'amount' },
    onSubmit: async (values) => {
      try {
        const payment = await record.mutateAsync(values);
        notify(
          'success',
          payment.unallocatedMinor > 0
            ? `Payment recorded; ${minorToDecimal(payment.unallocatedMinor, currency)} is kept as the client's advance.`
            : 'Payment recorded.',
        );
        onClose();
      } catch (error) {
        throw placeAllocationErrors(error, values.allocations);
      }
    },
  });
  const { errors } = form.formState;
  const customerId = useWatch({ control: form.control, name: 'customerId' });
  const amountText = useWatch({ control: form.control, name: 'amount' });
  const amountMinor = parseMoneyInput(amountText ?? '', currency) ?? 0;
  const { open, isPending } = useOpenInvoices(customerId);
  /** Once an amount against an invoice is typed, a new payment amount no longer spreads itself. */
  const isAllocationTyped = useRef(false);

  const prefill = () => {
    const shares = prefillAllocations(amountMinor, open, invoice?.id);
    form.setValue(
      'allocations',
      open.map((row) => {
        const share = shares.get(row.id) ?? 0;
        return { invoiceId: row.id, amount: share ? minorToDecimal(share, currency) : '' };
      }),
      { shouldDirty: true },
    );
  };
  // The payment spreads over the open invoices, oldest first, as its amount is typed.
  // biome-ignore lint/correctness/useExhaustiveDependencies: re-spread only when the amount or the invoices change
  useEffect(() => {
    if (!isAllocationTyped.current) prefill();
  }, [amountMinor, open]);

  /** A refusal's allocation messages on the rows of their invoices; the rest for the form to place. */
  function placeAllocationErrors(error: unknown, sent: PaymentFormOutput['allocations']): unknown {
    if (!(error instanceof ApiError)) return error;
    const rows = form.getValues('allocations');
    const rest: Record<string, string> = {};
    let placed = 0;
    for (const [field, message] of Object.entries(error.fields)) {
      const row = allocationRowOf(field, sent, rows);
      if (row === null) rest[field] = message;
      else {
        form.setError(row === 'list' ? 'allocations' : `allocations.${row}.amount`, {
          type: 'server',
          message,
        });
        placed += 1;
      }
    }
    if (placed === 0) return error;
    return new ApiError(error.status, error.code, FIX_FIELDS_MESSAGE, rest);
  }

  return (
    <ApiFormShell form={form} label="Record payment" submitLabel="Record payment" onCancel={onClose}>
      {customer ? (
        <p className="text-sm">
          <span className="font-medium text-slate-700 dark:text-slate-300">Client: </span>
          {customer.name}
        </p>
      ) : (
        <Controller
          control={form.control}
          name="customerId"
          render={({ field }) => (
            <ChoiceSelect
              label={requiredLabel('Client')}
              source={customerSource}
              value={field.value}
              onChange={(id) => {
                isAllocationTyped.current = false;
                field.onChange(id);
              }}
              onBlur={field.onBlur}
              inputRef={field.ref}
              error={errors.customerId?.message}
              placeholder="Search clients"
            />
          )}
        />
      )}
      <div className="grid gap-4 sm:grid-cols-3">
        <TextField
          label={requiredLabel('Date received')}
          type="date"
          error={errors.receivedOn?.message}
          {...form.register('receivedOn')}
        />
        <TextField
          label={requiredLabel(`Amount (${currency})`)}
          inputMode="decimal"
          placeholder="1500.50"
          error={errors.amount?.message}
          {...form.register('amount')}
        />
        <SelectField
          label={requiredLabel('Mode')}
          empty="Choose"
          choices={MODE_CHOICES}
          error={errors.mode?.message}
          {...form.register('mode')}
        />
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="Reference"
          hint="UTR, cheque number or receipt."
          error={errors.reference?.message}
          {...form.register('reference')}
        />
        <TextField label="Note" error={errors.note?.message} {...form.register('note')} />
      </div>
      <AllocationFields
        form={form}
        invoices={open}
        isPending={isPending}
        hasClient={Boolean(customerId)}
        amountMinor={amountMinor}
        currency={currency}
        onTyped={() => {
          isAllocationTyped.current = true;
        }}
        onRefill={() => {
          isAllocationTyped.current = false;
          prefill();
        }}
      />
    </ApiFormShell>
  );
}

/**
 * "Record payment": the client, the date, the amount, how it was paid and its reference, and against
 * which of the client's open invoices it goes (oldest first until changed); the rest is the client's
 * advance. The server's field messages land on their fields, an allocation's on its invoice's row.
 */
export function PaymentDialog({ isOpen, onClose, ...props }: PaymentDialogProps) {
  return (
    <Modal isOpen={isOpen} onClose={onClose} title="Record payment">
      <div className="grid gap-4 p-4 sm:p-6">
        <h2 className="pr-8 text-xl font-semibold">Record payment</h2>
        <PaymentForm onClose={onClose} {...props} />
      </div>
    </Modal>
  );
}
