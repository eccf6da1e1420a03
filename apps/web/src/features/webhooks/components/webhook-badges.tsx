import {
  WEBHOOK_DELIVERY_STATUS_LABELS,
  WEBHOOK_DISABLED_REASON_LABELS,
  WEBHOOK_EVENT_LABELS,
  WEBHOOK_TEST_EVENT_TYPE,
  type WebhookDeliveryStatus,
  type WebhookEndpoint,
  type WebhookEventType,
} from '@taskflow/shared';
import { clsx } from 'clsx';

const BADGE = 'inline-flex items-center rounded-full px-2 py-0.5 text-xs font-semibold';

const STATUS_TONES: Record<WebhookDeliveryStatus, string> = {
  pending: 'bg-amber-100 text-amber-800 dark:bg-amber-900/50 dark:text-amber-200',
  delivered: 'bg-emerald-100 text-emerald-800 dark:bg-emerald-900/50 dark:text-emerald-200',
  failed: 'bg-red-100 text-red-700 dark:bg-red-900/50 dark:text-red-300',
  skipped: 'bg-slate-100 text-slate-700 dark:bg-slate-800 dark:text-slate-300',
};

export function DeliveryStatusBadge({ status }: { status: WebhookDeliveryStatus }) {
  return <span className={clsx(BADGE, STATUS_TONES[status])}>{WEBHOOK_DELIVERY_STATUS_LABELS[status]}</span>;
}

/** Enabled, or Disabled with its reason (after a day of failures, or its owner lost access) as text, not colour alone. */
export function EndpointStateBadge({ endpoint }: { endpoint: WebhookEndpoint }) {
  if (endpoint.enabled)
    return (
      <span
        className={clsx(
          BADGE,
          'bg-emerald-100 text-emerald-800 dark:bg-emerald-900/50 dark:text-emerald-200',
        )}
      >
        Enabled
      </span>
    );
  return (
    <span className="inline-flex flex-wrap items-center gap-x-2 gap-y-1">
      <span className={clsx(BADGE, 'bg-slate-200 text-slate-800 dark:bg-slate-700 dark:text-slate-100')}>
        Disabled
      </span>
      {endpoint.disabledReason && (
        <span className="text-xs text-red-700 dark:text-red-300">
          {WEBHOOK_DISABLED_REASON_LABELS[endpoint.disabledReason]}
        </span>
      )}
    </span>
  );
}

/** "Task completed" for a catalogue type, "Test event" for the ping, the raw type for anything newer. */
export function eventTypeLabel(type: string): string {
  if (type === WEBHOOK_TEST_EVENT_TYPE) return 'Test event';
  return WEBHOOK_EVENT_LABELS[type as WebhookEventType] ?? type;
}
