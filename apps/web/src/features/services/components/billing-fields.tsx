import {
  BILLING_MODE_LABELS,
  BILLING_MODES,
  type BillingMode,
  type ClientService,
  FEE_INVALID,
  FEE_REQUIRED,
  formatMoney,
  minorToDecimal,
} from '@taskflow/shared';
import { useState } from 'react';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button';
import { SelectField, TextField } from '../../../components/ui/field';
import { ApiError } from '../../../lib/api-client';
import { parseMoneyInput } from '../../../lib/money-input';
import { useChangeClientService } from '../api/services';

/** How a client's service is billed, as typed: the mode, and the fee of one period in rupees ("1500.50"). */
export interface BillingChoice {
  mode: BillingMode;
  fee: string;
}

export const NOT_BILLED: BillingChoice = { mode: 'none', fee: '' };

/**
 * The choice as the API takes it (the fee in minor units, only for a fixed fee), or the fee's message:
 * a fixed fee needs one, and it must read as an amount of 0 or more.
 */
export function billingBody(
  choice: BillingChoice,
  currency: string,
): { billingMode: BillingMode; feeMinor: number | null } | { error: string } {
  if (choice.mode !== 'fixed') return { billingMode: choice.mode, feeMinor: null };
  if (!choice.fee.trim()) return { error: FEE_REQUIRED };
  const feeMinor = parseMoneyInput(choice.fee, currency);
  return feeMinor === null ? { error: FEE_INVALID } : { billingMode: 'fixed', feeMinor };
}

/** "Fixed fee ₹1,500.00 a period", "Hourly at the rates", "Not billed": a row's billing in words. */
export function describeBilling(
  row: Pick<ClientService, 'billingMode' | 'feeMinor'>,
  currency: string,
): string {
  if (row.billingMode === 'fixed' && row.feeMinor != null) {
    return `Fixed fee ${formatMoney(row.feeMinor, currency)} a period`;
  }
  return BILLING_MODE_LABELS[row.billingMode];
}

const MODE_CHOICES = BILLING_MODES.map((id) => ({ id, label: BILLING_MODE_LABELS[id] }));

/** The mode, and the fee of one period when it is a fixed fee; for Rates and Billing holders only. */
export function BillingFields({
  value,
  onChange,
  currency,
  errors = {},
}: {
  value: BillingChoice;
  onChange: (value: BillingChoice) => void;
  currency: string;
  errors?: { billingMode?: string; feeMinor?: string };
}) {
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <SelectField
        label="Billed"
        choices={MODE_CHOICES}
        value={value.mode}
        onChange={(event) => onChange({ ...value, mode: event.target.value as BillingMode })}
        hint="A fixed fee bills each done job once; hourly bills the approved time on it."
        error={errors.billingMode}
      />
      {value.mode === 'fixed' && (
        <TextField
          label={`Fee of one period (${currency})`}
          inputMode="decimal"
          placeholder="1500.50"
          value={value.fee}
          onChange={(event) => onChange({ ...value, fee: event.target.value })}
          error={errors.feeMinor}
        />
      )}
    </div>
  );
}

/** "Billing" of one client's service: how it is billed and its fee, saved at once. */
export function BillingDialog({
  row,
  currency,
  onClose,
}: {
  row: ClientService;
  currency: string;
  onClose: () => void;
}) {
  const change = useChangeClientService();
  const [choice, setChoice] = useState<BillingChoice>({
    mode: row.billingMode,
    fee: row.feeMinor != null ? minorToDecimal(row.feeMinor, currency) : '',
  });
  const [errors, setErrors] = useState<{ billingMode?: string; feeMinor?: string }>({});
  const save = async () => {
    const body = billingBody(choice, currency);
    if ('error' in body) return setErrors({ feeMinor: body.error });
    setErrors({});
    try {
      await change.mutateAsync({ id: row.id, change: body });
      toast.success(`${row.service.name} for ${row.customer.name}: ${describeBilling(body, currency)}.`);
      onClose();
    } catch (error) {
      if (error instanceof ApiError && (error.fields.feeMinor || error.fields.billingMode)) {
        setErrors({ feeMinor: error.fields.feeMinor, billingMode: error.fields.billingMode });
      } else {
        toast.error(error instanceof ApiError ? error.message : 'Something went wrong. Try again later.');
      }
    }
  };
  return (
    <div className="grid gap-4 p-6">
      <h2 className="pr-8 text-xl font-semibold">Billing</h2>
      <p className="text-sm text-slate-600 dark:text-slate-400">
        How {row.service.name} is billed to {row.customer.name}: from the next draft invoice on.
      </p>
      <BillingFields value={choice} onChange={setChoice} currency={currency} errors={errors} />
      <div className="flex flex-wrap justify-end gap-3">
        <Button variant="secondary" onClick={onClose}>
          Cancel
        </Button>
        <Button isLoading={change.isPending} onClick={save}>
          Save
        </Button>
      </div>
    </div>
  );
}
