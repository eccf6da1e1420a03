import { WEBHOOKS_PER_ORGANIZATION, type WebhookEndpoint } from '@taskflow/shared';
import { Plus, Webhook } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { ListSkeleton } from '../../../components/ui/skeleton';
import { useWebhooks } from '../api/webhooks';
import { AddWebhookDialog } from './add-webhook-dialog';
import { WebhookList } from './webhook-list';
import { WebhookPanel } from './webhook-panel';

/** Settings → Integrations: the organization's webhook endpoints, adding one, and each one's panel. */
export function WebhookEndpoints() {
  const { data: endpoints, isPending, isError, isFetching, refetch } = useWebhooks();
  const [isAdding, setAdding] = useState(false);
  // The open panel is found by id in the list, so it shows the endpoint as the list was last refetched.
  const [openId, setOpenId] = useState<string | null>(null);
  const open = endpoints?.find((endpoint) => endpoint.id === openId) ?? null;
  const isFull = (endpoints?.length ?? 0) >= WEBHOOKS_PER_ORGANIZATION;
  const addButton = (
    <Button onClick={() => setAdding(true)} disabled={isFull}>
      <Plus aria-hidden className="size-4" />
      Add endpoint
    </Button>
  );

  return (
    <section aria-labelledby="webhooks-heading" className="grid gap-4">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div className="min-w-0">
          <h2 id="webhooks-heading" className="text-lg font-semibold">
            Webhooks
          </h2>
          <p className="text-sm text-slate-600 dark:text-slate-400">
            Send the organization’s events to your own software, a Slack channel or a Microsoft Teams channel.
          </p>
        </div>
        {endpoints && endpoints.length > 0 && addButton}
      </div>
      {isFull && (
        <p className="text-sm text-slate-600 dark:text-slate-400">
          An organization can have at most {WEBHOOKS_PER_ORGANIZATION} endpoints: delete one to add another.
        </p>
      )}
      {isPending ? (
        <ListSkeleton rows={2} rowClassName="h-24" label="Loading webhook endpoints…" />
      ) : isError ? (
        <p role="alert" className="text-sm text-red-600 dark:text-red-400">
          Could not load the webhook endpoints.{' '}
          <button type="button" className="underline" onClick={() => refetch()}>
            Try again
          </button>
        </p>
      ) : endpoints.length === 0 ? (
        <EmptyState
          icon={Webhook}
          title="No webhook endpoints yet"
          description="Add an endpoint to have TaskFlow call it when tasks, time, leave, jobs or invoices change."
          action={addButton}
        />
      ) : (
        <div aria-busy={isFetching}>
          <WebhookList endpoints={endpoints} onOpen={(endpoint: WebhookEndpoint) => setOpenId(endpoint.id)} />
        </div>
      )}
      <AddWebhookDialog isOpen={isAdding} onClose={() => setAdding(false)} />
      <WebhookPanel endpoint={open} onClose={() => setOpenId(null)} />
    </section>
  );
}
