import { WEBHOOK_STRINGS, type WebhookAttempt, type WebhookDelivery } from '@taskflow/shared';
import { Inbox, RotateCw } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Pagination } from '../../../components/ui/pagination';
import { ListSkeleton } from '../../../components/ui/skeleton';
import { ApiError } from '../../../lib/api-client';
import { useDates } from '../../../lib/dates';
import { notify } from '../../../lib/notify';
import { useRedeliverWebhook, useWebhookDeliveries } from '../api/webhooks';
import { DeliveryStatusBadge, eventTypeLabel } from './webhook-badges';

/** One attempt: its answer's status (or why none came), when, how long, and the start of the answer. */
function AttemptRow({ attempt }: { attempt: WebhookAttempt }) {
  const { dateTime } = useDates();
  const outcome = attempt.httpStatus !== null ? `HTTP ${attempt.httpStatus}` : (attempt.error ?? 'No answer');
  return (
    <li className="grid gap-1 py-2 text-xs">
      <p className="flex flex-wrap gap-x-2">
        <span
          className={
            attempt.succeeded
              ? 'font-semibold text-emerald-700 dark:text-emerald-300'
              : 'font-semibold text-red-700 dark:text-red-300'
          }
        >
          {attempt.succeeded ? 'Succeeded' : 'Failed'}
        </span>
        <span className="wrap-anywhere">{outcome}</span>
        <span className="text-slate-600 dark:text-slate-400">
          {dateTime(attempt.at)} · {attempt.durationMs} ms
        </span>
      </p>
      {attempt.httpStatus !== null && attempt.error && <p className="wrap-anywhere">{attempt.error}</p>}
      {attempt.excerpt && (
        <pre className="max-h-32 overflow-auto rounded bg-slate-100 p-2 whitespace-pre-wrap wrap-anywhere dark:bg-slate-800">
          {attempt.excerpt}
        </pre>
      )}
    </li>
  );
}

function DeliveryRow({
  delivery,
  canRedeliver,
  onRedeliver,
  isRedelivering,
}: {
  delivery: WebhookDelivery;
  canRedeliver: boolean;
  onRedeliver: () => void;
  isRedelivering: boolean;
}) {
  const { dateTime } = useDates();
  const label = eventTypeLabel(delivery.eventType);
  return (
    <li className="grid gap-2 p-3">
      <div className="flex flex-wrap items-start gap-3">
        <div className="min-w-0 flex-1 text-sm">
          <p className="flex flex-wrap items-center gap-2 font-medium">
            {label}
            <DeliveryStatusBadge status={delivery.status} />
          </p>
          <p className="text-slate-600 dark:text-slate-400">
            {dateTime(delivery.createdAt)} ·{' '}
            {delivery.attemptCount === 1 ? '1 attempt' : `${delivery.attemptCount} attempts`}
            {delivery.nextAttemptAt && ` · next ${dateTime(delivery.nextAttemptAt)}`}
          </p>
          <p className="text-xs wrap-anywhere text-slate-500 dark:text-slate-400">
            <code>{delivery.eventId}</code>
          </p>
        </div>
        <Button variant="secondary" isLoading={isRedelivering} disabled={!canRedeliver} onClick={onRedeliver}>
          <RotateCw aria-hidden className="size-4" />
          Redeliver
          <span className="sr-only">
            {' '}
            {label} of {dateTime(delivery.createdAt)}
          </span>
        </Button>
      </div>
      {delivery.attempts.length > 0 && (
        <details className="rounded-lg border border-slate-200 px-3 dark:border-slate-800">
          <summary className="cursor-pointer py-2 text-sm font-medium">
            Attempts ({delivery.attempts.length})
          </summary>
          <ol className="divide-y divide-slate-200 dark:divide-slate-800">
            {delivery.attempts.map((attempt) => (
              <AttemptRow key={attempt.id} attempt={attempt} />
            ))}
          </ol>
        </details>
      )}
    </li>
  );
}

/** An endpoint's recent deliveries, newest first, each with its attempts and a Redeliver button. */
export function WebhookDeliveries({ endpointId, isEnabled }: { endpointId: string; isEnabled: boolean }) {
  const [page, setPage] = useState(1);
  const { data, isPending, isError, isFetching, refetch } = useWebhookDeliveries(endpointId, page);
  const redeliver = useRedeliverWebhook();
  if (isPending) return <ListSkeleton rows={3} rowClassName="h-16" label="Loading deliveries…" />;
  if (isError)
    return (
      <p role="alert" className="text-sm text-red-600 dark:text-red-400">
        Could not load the deliveries.{' '}
        <button type="button" className="underline" onClick={() => refetch()}>
          Try again
        </button>
      </p>
    );
  if (data.data.length === 0)
    return (
      <p className="flex items-center gap-2 text-sm text-slate-600 dark:text-slate-400">
        <Inbox aria-hidden className="size-4" />
        No deliveries yet. Send a test event to try the endpoint.
      </p>
    );
  return (
    <div aria-busy={isFetching}>
      {!isEnabled && (
        <p className="mb-2 text-sm text-slate-600 dark:text-slate-400">Enable the endpoint to redeliver.</p>
      )}
      <ul className="divide-y divide-slate-200 rounded-xl border border-slate-200 dark:divide-slate-800 dark:border-slate-800">
        {data.data.map((delivery) => (
          <DeliveryRow
            key={delivery.id}
            delivery={delivery}
            canRedeliver={isEnabled}
            isRedelivering={redeliver.isPending && redeliver.variables === delivery.id}
            onRedeliver={async () => {
              try {
                await redeliver.mutateAsync(delivery.id);
                notify('success', WEBHOOK_STRINGS.redeliveryQueued);
              } catch (error) {
                notify(
                  'error',
                  error instanceof ApiError ? error.message : 'Could not redeliver. Try again.',
                );
              }
            }}
          />
        ))}
      </ul>
      <Pagination meta={data.meta} onPageChange={setPage} />
    </div>
  );
}
