import { useQuery } from '@tanstack/react-query';
import { INVOICE_SEND_NO_RECIPIENT, type Invoice } from '@taskflow/shared';
import { useState } from 'react';
import { FormErrorLine } from '../../../components/forms/api-form';
import { Button } from '../../../components/ui/button';
import { Modal } from '../../../components/ui/modal';
import { ListSkeleton } from '../../../components/ui/skeleton';
import { customerQueryOptions } from '../../../lib/customer-queries';
import { notify } from '../../../lib/notify';
import { useSendInvoice } from '../api/invoices';
import { messageOf } from '../lib/errors';

function SendForm({ invoice, onClose }: { invoice: Invoice; onClose: () => void }) {
  const customer = useQuery(customerQueryOptions(invoice.customerId));
  const send = useSendInvoice(invoice.id);
  const withEmail = (customer.data?.contacts ?? []).filter((contact) => contact.email);
  // Those who receive the firm's requests are ticked until someone chooses otherwise.
  const [chosen, setChosen] = useState<Set<string> | null>(null);
  const ticked =
    chosen ?? new Set(withEmail.filter((contact) => contact.receivesRequests).map((contact) => contact.id));
  const [error, setError] = useState<string>();
  const submit = async () => {
    setError(undefined);
    try {
      const result = await send.mutateAsync({ contactIds: [...ticked] });
      notify('success', `${invoice.number} sent to ${result.sentTo.join(', ') || 'the client'}.`);
      onClose();
    } catch (caught) {
      setError(messageOf(caught, 'Could not send the invoice. Try again later.'));
    }
  };
  return (
    <div className="grid gap-4">
      <fieldset className="grid gap-2">
        <legend className="mb-1 text-sm font-medium text-slate-700 dark:text-slate-300">Send to</legend>
        {customer.isPending ? (
          <ListSkeleton rows={2} label="Loading the client's contacts…" />
        ) : withEmail.length === 0 ? (
          <p className="rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-950 dark:bg-amber-950/40 dark:text-amber-100">
            {INVOICE_SEND_NO_RECIPIENT}
          </p>
        ) : (
          withEmail.map((contact) => (
            <label key={contact.id} className="flex min-w-0 items-center gap-2 text-sm">
              <input
                type="checkbox"
                className="size-4 shrink-0 accent-brand-600"
                checked={ticked.has(contact.id)}
                onChange={(event) => {
                  const next = new Set(ticked);
                  if (event.target.checked) next.add(contact.id);
                  else next.delete(contact.id);
                  setChosen(next);
                }}
              />
              <span className="min-w-0 wrap-anywhere">
                {contact.name}{' '}
                <span className="text-slate-600 dark:text-slate-400">&lt;{contact.email}&gt;</span>
              </span>
            </label>
          ))
        )}
      </fieldset>
      <FormErrorLine message={error} />
      <div className="flex flex-wrap justify-end gap-3 border-t border-slate-200 pt-4 dark:border-slate-800">
        <Button variant="secondary" onClick={onClose}>
          Cancel
        </Button>
        <Button onClick={submit} isLoading={send.isPending} disabled={ticked.size === 0}>
          Send invoice
        </Button>
      </div>
    </div>
  );
}

/** "Send by email": the invoice's PDF mailed to the contacts ticked (those who receive requests at first). */
export function SendDialog({
  invoice,
  isOpen,
  onClose,
}: {
  invoice: Invoice;
  isOpen: boolean;
  onClose: () => void;
}) {
  return (
    <Modal isOpen={isOpen} onClose={onClose} title="Send by email">
      <div className="grid gap-4 p-6">
        <h2 className="pr-8 text-xl font-semibold">Send {invoice.number} by email</h2>
        <p className="text-sm text-slate-600 dark:text-slate-400">
          The invoice goes as a PDF attached to an email from the firm, with what is due and by when.
        </p>
        <SendForm invoice={invoice} onClose={onClose} />
      </div>
    </Modal>
  );
}
