import { useQuery } from '@tanstack/react-query';
import { PageHeader } from '../../../../components/ui/page-header';
import { QueryState } from '../../../../components/ui/query-state';
import { billingSettingsQueryOptions } from '../../../../features/billing/api/billing';
import { BillingSettingsForm } from '../../../../features/billing/components/settings-form';
import { useDocumentTitle } from '../../../../lib/use-document-title';

/** Billing settings (issue 42): how the firm's invoices name it, number and tax, and what they print. */
export default function BillingSettingsPage() {
  useDocumentTitle('Billing settings');
  const settings = useQuery(billingSettingsQueryOptions());
  return (
    <div className="space-y-5">
      <PageHeader
        title="Billing settings"
        description="The firm as its invoices name it, their numbers, the default tax and the payment terms."
      />
      <QueryState
        query={settings}
        loading="Loading the billing settings…"
        failed="Could not load the billing settings. Try again later."
        rows={3}
      >
        {(data) => <BillingSettingsForm settings={data} />}
      </QueryState>
    </div>
  );
}
