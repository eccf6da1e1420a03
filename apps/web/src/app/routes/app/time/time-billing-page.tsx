import { PageHeader } from '../../../../components/ui/page-header';
import { BillingBatches, MarkBilledPanel } from '../../../../features/time/components/billing-panel';
import { RatesPanel } from '../../../../features/time/components/rates-panel';
import { TimeTabs } from '../../../../features/time/components/time-tabs';
import { useViewerTimeZone } from '../../../../lib/dates';
import { useCurrentOrganization } from '../../../../lib/organization';
import { useDocumentTitle } from '../../../../lib/use-document-title';

/** Billing: hourly rates, the billable time of a customer (CSV, mark as billed) and what was billed. */
export default function TimeBillingPage() {
  useDocumentTitle('Billing');
  const { timeZone } = useViewerTimeZone();
  const currency = useCurrentOrganization().data?.currency ?? 'INR';
  return (
    <div className="grid gap-6">
      <PageHeader
        title="Time"
        description={`Rates and billable time for invoicing, in ${currency}. A project's rate wins over a person's.`}
      />
      <TimeTabs />
      <MarkBilledPanel timeZone={timeZone} />
      <div className="grid gap-6 lg:grid-cols-2">
        <RatesPanel kind="projects" currency={currency} />
        <RatesPanel kind="people" currency={currency} />
      </div>
      <BillingBatches />
    </div>
  );
}
