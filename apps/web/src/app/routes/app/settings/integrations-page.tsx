import { Link } from 'react-router';
import { PageHeader } from '../../../../components/ui/page-header';
import { WebhookEndpoints } from '../../../../features/webhooks/components/webhook-endpoints';
import { useDocumentTitle } from '../../../../lib/use-document-title';

/** Settings → Integrations (issue 43): where other software and chat channels hear of the organization's work. */
export default function IntegrationsPage() {
  useDocumentTitle('Integrations');
  return (
    <div className="space-y-8">
      <PageHeader
        title="Integrations"
        description={
          <>
            Connect TaskFlow to other software. How to receive and verify the events:{' '}
            <Link to="/guide/api" className="underline">
              the API guide
            </Link>
            .
          </>
        }
      />
      <WebhookEndpoints />
    </div>
  );
}
