import { useQueryClient } from '@tanstack/react-query';
import { type BillingSettings, GST_STATE_CODES, type Invoice, type InvoiceLine } from '@taskflow/shared';
import { Send, Trash2 } from 'lucide-react';
import { useMemo, useRef, useState } from 'react';
import { type Path, useWatch } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { ApiFormShell, FIX_FIELDS_MESSAGE, useApiForm } from '../../../components/forms/api-form';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { SelectField, TextAreaField, TextField } from '../../../components/ui/field';
import { ApiError } from '../../../lib/api-client';
import { notify } from '../../../lib/notify';
import { invoiceQueryOptions, useDeleteDraft, useUpdateDraft } from '../api/invoices';
import {
  type DraftFormInput,
  type DraftFormOutput,
  draftFormSchema,
  draftFormValues,
  formFieldOf,
} from '../lib/draft-form';
import { messageOf } from '../lib/errors';
import { draftTotals, type LineFormValues, regimeOf } from '../lib/lines';
import { DraftLines } from './draft-lines';
import { InvoiceTotals } from './invoice-totals';
import { IssueDialog } from './issue-dialog';
import { card } from './parts';

const STATE_CHOICES = Object.entries(GST_STATE_CODES).map(([code, name]) => ({
  id: code,
  label: `${name} (${code})`,
}));

/**
 * A refusal's line messages placed on their rows ("lines.2.quantityMilli" on row 3's Quantity), which the
 * form's usual placing would put on the list as a whole; the rest is thrown on for the form to place.
 */
function placeLineErrors(error: unknown, setError: (name: string, message: string) => void): unknown {
  if (!(error instanceof ApiError)) return error;
  const rest: Record<string, string> = {};
  let placed = 0;
  for (const [field, message] of Object.entries(error.fields)) {
    const name = formFieldOf(field);
    if (name.startsWith('lines')) {
      setError(name, message);
      placed += 1;
    } else rest[field] = message;
  }
  if (placed === 0) return error;
  return new ApiError(error.status, error.code, FIX_FIELDS_MESSAGE, rest);
}

/**
 * A draft invoice, editable: its lines (amounts and tax computed live as the server will), the place of
 * supply (which decides CGST + SGST or IGST), the due date and notes; Save, Issue (after saving what was
 * typed) and Delete draft, which gives its work back to unbilled.
 */
export function DraftEditor({
  invoice,
  settings,
}: {
  invoice: Invoice;
  settings: BillingSettings | undefined;
}) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const update = useUpdateDraft(invoice.id);
  const remove = useDeleteDraft(invoice.id);
  const [isIssuing, setIssuing] = useState(false);
  const [isDeleting, setDeleting] = useState(false);
  /** Whether the last save went through (Issue waits on it). */
  const isSaved = useRef(false);
  const currency = invoice.currency;
  const schema = useMemo(() => draftFormSchema(currency), [currency]);
  const form = useApiForm<DraftFormInput, DraftFormOutput>({
    schema,
    defaultValues: draftFormValues(invoice),
    onSubmit: async (values) => {
      try {
        const saved = await update.mutateAsync(values);
        queryClient.setQueryData(invoiceQueryOptions(invoice.id).queryKey, saved);
        form.reset(draftFormValues(saved));
        isSaved.current = true;
        notify('success', 'Draft saved.');
      } catch (error) {
        throw placeLineErrors(error, (name, message) =>
          form.setError(name as Path<DraftFormInput>, { type: 'server', message }),
        );
      }
    },
  });
  const { errors } = form.formState;
  const isGst = invoice.taxRegime !== 'other';
  const placeOfSupply = useWatch({ control: form.control, name: 'placeOfSupply' });
  const lines: LineFormValues[] = useWatch({ control: form.control, name: 'lines' }) ?? [];
  const firmState = invoice.supplier.stateCode ?? settings?.gstStateCode ?? null;
  const regime = regimeOf(isGst, placeOfSupply || null, firmState);
  const totals = draftTotals(lines, currency, regime);
  const saved = useMemo(
    () => new Map<string, InvoiceLine>(invoice.lines.map((line) => [line.id, line])),
    [invoice.lines],
  );
  const taxLabel = isGst ? 'GST' : invoice.taxName;
  const terms = settings?.paymentTermsDays;

  /** Issue asks once what was typed is saved: the number goes to what the server holds. */
  const startIssue = form.handleSubmit(async (values) => {
    if (form.formState.isDirty) {
      isSaved.current = false;
      await form.save(values);
      if (!isSaved.current) return;
    }
    setIssuing(true);
  });

  return (
    <>
      <ApiFormShell
        form={form}
        label={`Draft invoice for ${invoice.customerName}`}
        submitLabel="Save draft"
        bleed="none"
        className="grid gap-5"
        footerExtra={
          <>
            <Button
              variant="ghost"
              className="mr-auto text-red-700 dark:text-red-300"
              onClick={() => setDeleting(true)}
            >
              <Trash2 aria-hidden className="size-4" />
              Delete draft
            </Button>
            <Button variant="secondary" onClick={startIssue} isLoading={form.isSaving && !isIssuing}>
              <Send aria-hidden className="size-4" />
              Issue
            </Button>
          </>
        }
      >
        <section aria-labelledby="draft-terms" className={`${card} grid gap-4`}>
          <h2 id="draft-terms" className="text-base font-semibold">
            Terms
          </h2>
          <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {isGst && (
              <SelectField
                label="Place of supply"
                empty="The firm's state"
                choices={STATE_CHOICES}
                hint={
                  regime.gst && regime.intraState
                    ? 'Within the firm’s state: CGST and SGST.'
                    : 'Another state: IGST.'
                }
                error={errors.placeOfSupply?.message}
                {...form.register('placeOfSupply')}
              />
            )}
            <TextField
              label="Due date"
              type="date"
              hint={
                terms === undefined
                  ? 'Empty: the payment terms from the invoice date.'
                  : `Empty: ${terms} ${terms === 1 ? 'day' : 'days'} from the invoice date.`
              }
              error={errors.dueDate?.message}
              {...form.register('dueDate')}
            />
          </div>
          <TextAreaField
            label="Notes"
            hint="Printed on the invoice, under the lines."
            error={errors.notes?.message}
            {...form.register('notes')}
          />
        </section>
        <section aria-labelledby="draft-lines" className={`${card} grid gap-4`}>
          <h2 id="draft-lines" className="text-base font-semibold">
            Lines
          </h2>
          <DraftLines
            form={form}
            currency={currency}
            regime={regime}
            taxLabel={taxLabel}
            saved={saved}
            defaults={{
              sacCode: isGst ? (settings?.defaultSac ?? null) : null,
              taxRateBp: settings?.defaultTaxRateBp ?? 0,
            }}
          />
          <InvoiceTotals totals={totals} regime={regime} taxName={invoice.taxName} currency={currency} />
        </section>
      </ApiFormShell>
      <IssueDialog
        invoice={invoice}
        settings={settings}
        isOpen={isIssuing}
        onClose={() => setIssuing(false)}
      />
      <ConfirmDialog
        isOpen={isDeleting}
        title="Delete this draft?"
        description="Its fees and time go back to the client's unbilled work. No number was taken: nothing is lost from the series."
        confirmLabel="Delete draft"
        cancelLabel="Keep it"
        isPending={remove.isPending}
        onCancel={() => setDeleting(false)}
        onConfirm={async () => {
          try {
            await remove.mutateAsync(undefined);
            form.isLeavingRef.current = true;
            notify('success', 'Draft deleted. Its work is unbilled again.');
            navigate('/app/billing');
          } catch (error) {
            notify('error', messageOf(error, 'Could not delete the draft.'));
            setDeleting(false);
          }
        }}
      />
    </>
  );
}
