import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { Breadcrumb, PageHeader } from '../../../../components/ui/page-header';
import { QueryState } from '../../../../components/ui/query-state';
import { billingSettingsQueryOptions } from '../../../../features/billing/api/billing';
import { invoiceQueryOptions } from '../../../../features/billing/api/invoices';
import { DraftEditor } from '../../../../features/billing/components/draft-editor';
import { InvoiceActions } from '../../../../features/billing/components/invoice-actions';
import { documentTitle, InvoiceDocument } from '../../../../features/billing/components/invoice-document';
import { InvoiceStatusBadge } from '../../../../features/billing/components/parts';
import { useDocumentTitle } from '../../../../lib/use-document-title';

/**
 * One invoice or credit note (issue 42): a draft is an editable table of lines with Save, Issue and
 * Delete; an issued document reads as it prints, with its PDF, sending, payments, credit notes and void.
 */
export default function InvoicePage() {
  const { id = '' } = useParams();
  const invoice = useQuery(invoiceQueryOptions(id));
  const settings = useQuery(billingSettingsQueryOptions());
  const data = invoice.data;
  useDocumentTitle(data ? (data.number ?? `Draft for ${data.customerName}`) : 'Invoice');
  return (
    <div className="space-y-5">
      <Breadcrumb
        items={[
          { label: 'Invoices', to: '/app/billing' },
          ...(data ? [{ label: data.number ?? 'Draft' }] : []),
        ]}
      />
      <QueryState
        query={invoice}
        loading="Loading the invoice…"
        failed="Could not load this invoice. Try again later."
        notFound="This invoice was not found."
      >
        {(loaded) => (
          <div className="space-y-5">
            <PageHeader
              title={
                loaded.status === 'draft'
                  ? `Draft invoice`
                  : `${documentTitle(loaded)} ${loaded.number ?? ''}`
              }
              description={
                <>
                  <Link
                    to={`/app/customers/${loaded.customerId}`}
                    className="font-medium text-slate-800 hover:underline dark:text-slate-200"
                  >
                    {loaded.customerName}
                  </Link>
                  {loaded.periodLabel && ` · ${loaded.periodLabel}`}
                  {loaded.status === 'draft' && ' · not issued: no number yet, and nothing is owed on it'}
                </>
              }
              actions={
                loaded.status === 'draft' ? (
                  <InvoiceStatusBadge status="draft" />
                ) : (
                  <InvoiceActions invoice={loaded} />
                )
              }
            />
            {loaded.status === 'draft' ? (
              <DraftEditor key={loaded.id} invoice={loaded} settings={settings.data} />
            ) : (
              <InvoiceDocument invoice={loaded} />
            )}
          </div>
        )}
      </QueryState>
    </div>
  );
}
