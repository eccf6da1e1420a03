import { useQueryClient } from '@tanstack/react-query';
import { type BillingSettings, financialYearOf, type Invoice } from '@taskflow/shared';
import { useState } from 'react';
import { FormErrorLine } from '../../../components/forms/api-form';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { TextField } from '../../../components/ui/field';
import { useToday } from '../../../lib/dates';
import { notify } from '../../../lib/notify';
import { invoiceQueryOptions, useIssueInvoice } from '../api/invoices';
import { messageOf } from '../lib/errors';

/**
 * Asks before a draft is issued, saying what cannot be undone: the number becomes final and the lines
 * fixed (a credit note corrects, a void cancels, and the number stays used). The invoice's date is
 * today in the organization's zone unless another is chosen.
 */
export function IssueDialog({
  invoice,
  settings,
  isOpen,
  onClose,
}: {
  invoice: Invoice;
  settings: BillingSettings | undefined;
  isOpen: boolean;
  onClose: () => void;
}) {
  const today = useToday();
  const queryClient = useQueryClient();
  const issue = useIssueInvoice(invoice.id);
  const [issueDate, setIssueDate] = useState('');
  const [error, setError] = useState<string>();
  const day = issueDate || today;
  const series = settings ? `${settings.invoicePrefix}/${financialYearOf(day, settings.fyStartMonth)}` : null;
  const close = () => {
    setError(undefined);
    onClose();
  };
  return (
    <ConfirmDialog
      isOpen={isOpen}
      tone="primary"
      title="Issue this invoice?"
      description={
        <>
          It takes the next number of the series{series && <> {series}</>} and that number becomes final: the
          invoice can no longer be edited or deleted. A mistake is corrected by a credit note, and a void
          keeps its number used.
        </>
      }
      confirmLabel="Issue invoice"
      cancelLabel="Not yet"
      isPending={issue.isPending}
      onCancel={close}
      onConfirm={async () => {
        setError(undefined);
        try {
          const issued = await issue.mutateAsync(issueDate ? { issueDate } : {});
          queryClient.setQueryData(invoiceQueryOptions(invoice.id).queryKey, issued);
          notify('success', `Invoice ${issued.number ?? ''} issued.`);
          close();
        } catch (caught) {
          setError(messageOf(caught, 'Could not issue the invoice. Try again later.'));
        }
      }}
    >
      <div className="mt-4 grid gap-3">
        <TextField
          label="Invoice date"
          type="date"
          value={issueDate || today}
          onChange={(event) => setIssueDate(event.target.value)}
        />
        <FormErrorLine message={error} />
      </div>
    </ConfirmDialog>
  );
}
