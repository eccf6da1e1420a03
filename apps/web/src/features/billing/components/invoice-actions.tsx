import type { Invoice } from '@taskflow/shared';
import { Ban, Banknote, Download, FileMinus2, Mail } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Button, buttonClasses } from '../../../components/ui/button';
import { notify } from '../../../lib/notify';
import { invoicePdfUrl, useCreditNote, useVoidInvoice } from '../api/invoices';
import { PaymentDialog } from './payment-dialog';
import { ReasonDialog } from './reason-dialog';
import { SendDialog } from './send-dialog';

type Dialog = 'send' | 'payment' | 'credit' | 'void' | null;

/**
 * What can be done to an issued document: download its PDF and, for an invoice still standing, send it,
 * record a payment, raise a credit note, or void it (only while nothing is paid or credited: after that a
 * credit note corrects it). A void or a credit note only downloads.
 */
export function InvoiceActions({ invoice }: { invoice: Invoice }) {
  const navigate = useNavigate();
  const [dialog, setDialog] = useState<Dialog>(null);
  const credit = useCreditNote(invoice.id);
  const voidInvoice = useVoidInvoice(invoice.id);
  const close = () => setDialog(null);
  const isOpenInvoice = invoice.kind === 'invoice' && invoice.status === 'issued';
  const canVoid = isOpenInvoice && invoice.paidMinor === 0 && invoice.creditNotes.length === 0;
  const customer = { id: invoice.customerId, name: invoice.customerName };
  return (
    <>
      <a href={invoicePdfUrl(invoice.id)} className={buttonClasses('secondary')} download>
        <Download aria-hidden className="size-4" />
        Download PDF
      </a>
      {invoice.status === 'issued' && (
        <Button variant="secondary" onClick={() => setDialog('send')}>
          <Mail aria-hidden className="size-4" />
          Send by email
        </Button>
      )}
      {isOpenInvoice && (
        <>
          {invoice.outstandingMinor > 0 && (
            <Button onClick={() => setDialog('payment')}>
              <Banknote aria-hidden className="size-4" />
              Record payment
            </Button>
          )}
          {invoice.outstandingMinor > 0 && (
            <Button variant="secondary" onClick={() => setDialog('credit')}>
              <FileMinus2 aria-hidden className="size-4" />
              Credit note
            </Button>
          )}
          {canVoid && (
            <Button variant="secondary" onClick={() => setDialog('void')}>
              <Ban aria-hidden className="size-4" />
              Void
            </Button>
          )}
        </>
      )}
      <SendDialog invoice={invoice} isOpen={dialog === 'send'} onClose={close} />
      <PaymentDialog
        isOpen={dialog === 'payment'}
        onClose={close}
        currency={invoice.currency}
        customer={customer}
        invoice={{ id: invoice.id, outstandingMinor: invoice.outstandingMinor }}
      />
      <ReasonDialog
        isOpen={dialog === 'credit'}
        onClose={close}
        title="Credit note"
        description={`A credit note of the whole of ${invoice.number}, issued at once in the credit-note series. The invoice and its number stay as they are; the credit lowers what the client owes, so it cannot be more than is still owed.`}
        confirmLabel="Issue credit note"
        onSubmit={async (reason) => {
          const note = await credit.mutateAsync({ reason });
          notify('success', `Credit note ${note.number ?? ''} issued.`);
          navigate(`/app/billing/invoices/${note.id}`);
        }}
      />
      <ReasonDialog
        isOpen={dialog === 'void'}
        onClose={close}
        title={`Void ${invoice.number}?`}
        description="A void invoice is cancelled: nothing is owed on it and its work is unbilled again. Its number stays used and is never given to another invoice."
        confirmLabel="Void invoice"
        onSubmit={async (reason) => {
          await voidInvoice.mutateAsync({ reason });
          notify('success', `${invoice.number} is void.`);
        }}
      />
    </>
  );
}
