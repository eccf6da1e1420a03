import { useState } from 'react';
import { useNavigate } from 'react-router';
import { notify } from '../../../lib/notify';
import { useCreateDraft } from '../api/invoices';
import { messageOf } from '../lib/errors';

/**
 * "Draft invoice" of a client's unbilled work in one action: the draft is made from its fees and time
 * and opened to edit; a refusal (nothing to bill) is the toast. `pendingId` is the client being drafted.
 */
export function useDraftInvoice() {
  const create = useCreateDraft();
  const navigate = useNavigate();
  const [pendingId, setPendingId] = useState<string | null>(null);
  const draft = async (customer: { id: string; name: string }) => {
    setPendingId(customer.id);
    try {
      const invoice = await create.mutateAsync({ customerId: customer.id, fromUnbilled: true });
      notify('success', `Draft invoice made for ${customer.name}.`);
      navigate(`/app/billing/invoices/${invoice.id}`);
    } catch (error) {
      notify('error', messageOf(error, 'Could not make the draft. Try again later.'));
    } finally {
      setPendingId(null);
    }
  };
  return { draft, pendingId };
}
