import {
  type BillingSettings,
  BillingSettingsSchema,
  GST_STATE_CODES,
  gstinParts,
  gstinProblem,
  SERIES_PREFIX_PATTERN,
  TAX_RATE_INVALID,
} from '@taskflow/shared';
import { useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { ApiFormShell, requiredLabel, useApiForm } from '../../../components/forms/api-form';
import { SelectField, TextAreaField, TextField } from '../../../components/ui/field';
import { useToday } from '../../../lib/dates';
import { notify } from '../../../lib/notify';
import { useSaveBillingSettings } from '../api/billing';
import { parseTaxPercent, scaledNumber, taxPercentText } from '../lib/numbers';
import { SERIES_PREFIX_MAX, seriesPreview } from '../lib/series';
import { card } from './parts';

/** The settings' schema with the default tax rate typed as a percentage ("18") rather than basis points. */
const SettingsFormSchema = BillingSettingsSchema.omit({ defaultTaxRateBp: true })
  .extend({ defaultTaxPercent: scaledNumber(parseTaxPercent, TAX_RATE_INVALID, 0, 10_000) })
  .transform(({ defaultTaxPercent, ...rest }) => ({ ...rest, defaultTaxRateBp: defaultTaxPercent }));
type FormInput = z.input<typeof SettingsFormSchema>;
type FormOutput = z.output<typeof SettingsFormSchema>;

const STATE_CHOICES = Object.entries(GST_STATE_CODES).map(([code, name]) => ({
  id: code,
  label: `${name} (${code})`,
}));

const valuesOf = (settings: BillingSettings): FormInput => ({
  legalName: settings.legalName ?? '',
  gstin: settings.gstin ?? '',
  gstStateCode: settings.gstStateCode ?? null,
  pan: settings.pan ?? '',
  invoicePrefix: settings.invoicePrefix,
  creditNotePrefix: settings.creditNotePrefix,
  defaultSac: settings.defaultSac,
  defaultTaxPercent: taxPercentText(settings.defaultTaxRateBp),
  taxName: settings.taxName,
  paymentTermsDays: settings.paymentTermsDays,
  paymentInstructions: settings.paymentInstructions ?? '',
  footer: settings.footer ?? '',
});

/** How the two series' numbers read today: the first of this financial year, for the prefix typed. */
function SeriesPreview({
  invoicePrefix,
  creditNotePrefix,
  fyStartMonth,
}: {
  invoicePrefix: string;
  creditNotePrefix: string;
  fyStartMonth: number;
}) {
  const today = useToday();
  const valid = (prefix: string) => SERIES_PREFIX_PATTERN.test(prefix.trim());
  return (
    <p className="rounded-lg bg-slate-50 px-3 py-2 text-sm dark:bg-slate-800/60" aria-live="polite">
      Numbers read like{' '}
      <span className="font-mono font-semibold">
        {valid(invoicePrefix) ? seriesPreview(invoicePrefix.trim(), today, fyStartMonth) : '…'}
      </span>{' '}
      for invoices and{' '}
      <span className="font-mono font-semibold">
        {valid(creditNotePrefix) ? seriesPreview(creditNotePrefix.trim(), today, fyStartMonth) : '…'}
      </span>{' '}
      for credit notes: one series a financial year, each number used once, in order.
    </p>
  );
}

/**
 * The organization's billing settings: the firm as its invoices name it (registered name, GSTIN, state,
 * PAN), the number series, the default SAC and tax, payment terms and what the documents print at the end.
 * The GST fields show for an Indian organization; elsewhere the tax's name.
 */
export function BillingSettingsForm({ settings }: { settings: BillingSettings }) {
  const save = useSaveBillingSettings();
  const form = useApiForm<FormInput, FormOutput>({
    schema: SettingsFormSchema,
    defaultValues: valuesOf(settings),
    serverFields: { defaultTaxRateBp: 'defaultTaxPercent' },
    onSubmit: async (values) => {
      const saved = await save.mutateAsync(values);
      form.reset(valuesOf({ ...settings, ...saved }));
      notify('success', 'Billing settings saved.');
    },
  });
  const { errors } = form.formState;
  const [invoicePrefix = '', creditNotePrefix = ''] = useWatch({
    control: form.control,
    name: ['invoicePrefix', 'creditNotePrefix'],
  });
  const gstin = form.register('gstin');
  return (
    <ApiFormShell form={form} label="Billing settings" submitLabel="Save settings" bleed="none">
      <section aria-labelledby="settings-firm" className={`${card} grid gap-4`}>
        <h2 id="settings-firm" className="text-base font-semibold">
          The firm on its invoices
        </h2>
        <TextField
          label="Registered name"
          hint="As registered for tax; empty: the organization's name."
          error={errors.legalName?.message}
          {...form.register('legalName')}
        />
        {settings.isGst && (
          <div className="grid gap-4 sm:grid-cols-3">
            <TextField
              label="GSTIN"
              autoCapitalize="characters"
              maxLength={15}
              error={errors.gstin?.message}
              {...gstin}
              onChange={(event) => {
                void gstin.onChange(event);
                // A valid GSTIN names the state: it fills the State for the person to see.
                const typed = event.target.value.trim().toUpperCase();
                if (typed && !gstinProblem(typed)) {
                  form.setValue('gstStateCode', gstinParts(typed).stateCode, { shouldDirty: true });
                }
              }}
            />
            <SelectField
              label="State"
              empty="Choose"
              choices={STATE_CHOICES}
              hint="Decides CGST + SGST (clients in this state) or IGST."
              error={errors.gstStateCode?.message}
              {...form.register('gstStateCode', { setValueAs: (value) => value || null })}
            />
            <TextField
              label="PAN"
              autoCapitalize="characters"
              maxLength={10}
              error={errors.pan?.message}
              {...form.register('pan')}
            />
          </div>
        )}
      </section>
      <section aria-labelledby="settings-numbers" className={`${card} grid gap-4`}>
        <h2 id="settings-numbers" className="text-base font-semibold">
          Numbers and tax
        </h2>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label={requiredLabel('Invoice prefix')}
            maxLength={SERIES_PREFIX_MAX}
            error={errors.invoicePrefix?.message}
            {...form.register('invoicePrefix')}
          />
          <TextField
            label={requiredLabel('Credit note prefix')}
            maxLength={SERIES_PREFIX_MAX}
            error={errors.creditNotePrefix?.message}
            {...form.register('creditNotePrefix')}
          />
        </div>
        <SeriesPreview
          invoicePrefix={invoicePrefix}
          creditNotePrefix={creditNotePrefix}
          fyStartMonth={settings.fyStartMonth}
        />
        <div className="grid gap-4 sm:grid-cols-3">
          {settings.isGst ? (
            <TextField
              label={requiredLabel('Default SAC')}
              inputMode="numeric"
              maxLength={6}
              hint="998222 for accounting and bookkeeping; a service's own SAC wins."
              error={errors.defaultSac?.message}
              {...form.register('defaultSac')}
            />
          ) : (
            <TextField
              label={requiredLabel('Tax name')}
              hint="Printed on each line and in the totals, such as VAT."
              error={errors.taxName?.message}
              {...form.register('taxName')}
            />
          )}
          <TextField
            label={requiredLabel('Default tax rate (%)')}
            inputMode="decimal"
            error={errors.defaultTaxPercent?.message}
            {...form.register('defaultTaxPercent')}
          />
          <TextField
            label={requiredLabel('Payment terms (days)')}
            type="number"
            inputMode="numeric"
            min={0}
            max={365}
            hint="The due date is this many days after the invoice's date."
            error={errors.paymentTermsDays?.message}
            {...form.register('paymentTermsDays', { valueAsNumber: true })}
          />
        </div>
      </section>
      <section aria-labelledby="settings-print" className={`${card} grid gap-4`}>
        <h2 id="settings-print" className="text-base font-semibold">
          Printed at the end
        </h2>
        <TextAreaField
          label="Payment details"
          hint="Bank account, IFSC, UPI ID: how clients pay you."
          error={errors.paymentInstructions?.message}
          {...form.register('paymentInstructions')}
        />
        <TextAreaField label="Footer" error={errors.footer?.message} {...form.register('footer')} />
      </section>
    </ApiFormShell>
  );
}
