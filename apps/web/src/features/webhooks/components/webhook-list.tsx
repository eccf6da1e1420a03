import { WEBHOOK_ENDPOINT_KIND_LABELS, type WebhookEndpoint } from '@taskflow/shared';
import { Webhook } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { useDates } from '../../../lib/dates';
import { DeliveryStatusBadge, EndpointStateBadge, eventTypeLabel } from './webhook-badges';

/** The organization's endpoints, one card each (a table would not fit a URL at 360 px). */
export function WebhookList({
  endpoints,
  onOpen,
}: {
  endpoints: WebhookEndpoint[];
  onOpen: (endpoint: WebhookEndpoint) => void;
}) {
  const { dateTime } = useDates();
  return (
    <ul className="divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white dark:divide-slate-800 dark:border-slate-800 dark:bg-slate-900">
      {endpoints.map((endpoint) => (
        <li key={endpoint.id} className="flex flex-wrap items-start gap-4 p-4">
          <Webhook aria-hidden className="mt-0.5 size-5 shrink-0 text-slate-400" />
          <div className="min-w-0 flex-1 space-y-1 text-sm">
            <p className="font-medium wrap-anywhere">{endpoint.url}</p>
            {endpoint.description && (
              <p className="wrap-anywhere text-slate-700 dark:text-slate-300">{endpoint.description}</p>
            )}
            <p className="text-slate-600 dark:text-slate-400">
              {WEBHOOK_ENDPOINT_KIND_LABELS[endpoint.kind]} · {endpoint.events.map(eventTypeLabel).join(', ')}
            </p>
            <EndpointStateBadge endpoint={endpoint} />
            <p className="flex flex-wrap items-center gap-2 text-slate-600 dark:text-slate-400">
              Last delivery:{' '}
              {endpoint.lastDelivery ? (
                <>
                  <DeliveryStatusBadge status={endpoint.lastDelivery.status} />
                  {dateTime(endpoint.lastDelivery.at)}
                </>
              ) : (
                'none yet'
              )}
            </p>
          </div>
          <Button variant="secondary" onClick={() => onOpen(endpoint)}>
            Manage<span className="sr-only"> {endpoint.url}</span>
          </Button>
        </li>
      ))}
    </ul>
  );
}
