import { useQuery } from '@tanstack/react-query';
import { Banknote, Plus } from 'lucide-react';
import { useState } from 'react';
import { ChoiceSelect } from '../../../../components/forms/choice-select';
import { Button } from '../../../../components/ui/button';
import { EmptyState } from '../../../../components/ui/empty-state';
import { PageHeader } from '../../../../components/ui/page-header';
import { Pagination } from '../../../../components/ui/pagination';
import { QueryState } from '../../../../components/ui/query-state';
import { paymentsQueryOptions } from '../../../../features/billing/api/payments';
import { PaymentDialog } from '../../../../features/billing/components/payment-dialog';
import { PaymentsTable } from '../../../../features/billing/components/payments-table';
import { useBillingCurrency } from '../../../../features/billing/hooks/use-currency';
import { customerSource } from '../../../../lib/choice-sources';
import { useDocumentTitle } from '../../../../lib/use-document-title';

/**
 * Payments (issue 42): what clients paid, newest first, by client; "Record payment" against one or more
 * of a client's open invoices, the rest kept as its advance.
 */
export default function BillingPaymentsPage() {
  useDocumentTitle('Payments');
  const currency = useBillingCurrency();
  const [customerId, setCustomerId] = useState('');
  const [page, setPage] = useState(1);
  const payments = useQuery(paymentsQueryOptions({ customerId: customerId || undefined, page }));
  const [isRecording, setRecording] = useState(false);
  const record = (
    <Button onClick={() => setRecording(true)}>
      <Plus aria-hidden className="size-4" />
      Record payment
    </Button>
  );
  return (
    <div className="space-y-5">
      <PageHeader
        title="Payments"
        description="Payments received from clients, the invoices each went against, and what stays as advance."
        actions={record}
      />
      <ChoiceSelect
        label="Client"
        source={customerSource}
        value={customerId}
        onChange={(id) => {
          setCustomerId(id);
          setPage(1);
        }}
        emptyChoice="All clients"
        placeholder="All clients"
        className="sm:max-w-xs"
      />
      <QueryState
        query={payments}
        loading="Loading the payments…"
        failed="Could not load the payments. Try again later."
        isEmpty={(body) => body.data.length === 0}
        empty={
          <EmptyState
            icon={Banknote}
            title={customerId ? 'No payment from this client' : 'No payments yet'}
            description="Record a payment when a client pays: against one or more of its invoices, partly or in full. What is left over is kept as the client's advance."
            action={record}
          />
        }
      >
        {(body) => (
          <>
            <PaymentsTable payments={body.data} />
            <Pagination meta={body.meta} onPageChange={setPage} />
          </>
        )}
      </QueryState>
      <PaymentDialog isOpen={isRecording} onClose={() => setRecording(false)} currency={currency} />
    </div>
  );
}
