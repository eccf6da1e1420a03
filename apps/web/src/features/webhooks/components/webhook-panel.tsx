import { WEBHOOK_ENDPOINT_KIND_LABELS, WEBHOOK_STRINGS, type WebhookEndpoint } from '@taskflow/shared';
import { KeyRound, Pencil, Power, PowerOff, Send, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { Modal } from '../../../components/ui/modal';
import { ApiError } from '../../../lib/api-client';
import { useDates } from '../../../lib/dates';
import { notify } from '../../../lib/notify';
import {
  useDeleteWebhook,
  useRotateWebhookSecret,
  useSendTestWebhook,
  useUpdateWebhook,
} from '../api/webhooks';
import { EditWebhookForm } from './edit-webhook-form';
import { EndpointStateBadge, eventTypeLabel } from './webhook-badges';
import { WebhookDeliveries } from './webhook-deliveries';
import { WebhookSecret } from './webhook-secret';

const failureMessage = (error: unknown, fallback: string) =>
  error instanceof ApiError ? error.message : fallback;

type Confirming = 'rotate' | 'delete' | null;

/**
 * One endpoint: what it receives, its state, its actions (test, rotate the secret, enable or disable,
 * delete) and its recent deliveries with their attempts. `endpoint` is the list's row, so the panel follows
 * the list as it refetches.
 */
export function WebhookPanel({
  endpoint,
  onClose,
}: {
  endpoint: WebhookEndpoint | null;
  onClose: () => void;
}) {
  return (
    <Modal isOpen={endpoint !== null} onClose={onClose} title="Webhook endpoint">
      {endpoint && <PanelBody key={endpoint.id} endpoint={endpoint} onDeleted={onClose} />}
    </Modal>
  );
}

function PanelBody({ endpoint, onDeleted }: { endpoint: WebhookEndpoint; onDeleted: () => void }) {
  const { dateTime } = useDates();
  const [confirming, setConfirming] = useState<Confirming>(null);
  const [newSecret, setNewSecret] = useState<string | null>(null);
  const [isEditing, setEditing] = useState(false);
  const sendTest = useSendTestWebhook();
  const rotate = useRotateWebhookSecret();
  const update = useUpdateWebhook();
  const remove = useDeleteWebhook();
  const isStandard = endpoint.kind === 'standard';

  const test = async () => {
    try {
      await sendTest.mutateAsync(endpoint.id);
      notify('success', WEBHOOK_STRINGS.testSent);
    } catch (error) {
      notify('error', failureMessage(error, 'Could not send the test event. Try again.'));
    }
  };
  const toggle = async () => {
    try {
      await update.mutateAsync({ id: endpoint.id, body: { enabled: !endpoint.enabled } });
      notify('success', endpoint.enabled ? 'Endpoint disabled' : 'Endpoint enabled');
    } catch (error) {
      notify('error', failureMessage(error, 'Could not change the endpoint. Try again.'));
    }
  };

  if (isEditing)
    return (
      <div className="p-6">
        <h2 className="mb-5 pr-10 text-lg font-semibold">Edit endpoint</h2>
        <EditWebhookForm endpoint={endpoint} onDone={() => setEditing(false)} />
      </div>
    );

  return (
    <div className="grid gap-6 p-6">
      <header className="grid gap-1 pr-10">
        <h2 className="text-lg font-semibold wrap-anywhere">{endpoint.url}</h2>
        {endpoint.description && (
          <p className="text-sm wrap-anywhere text-slate-700 dark:text-slate-300">{endpoint.description}</p>
        )}
        <p className="text-sm text-slate-600 dark:text-slate-400">
          {WEBHOOK_ENDPOINT_KIND_LABELS[endpoint.kind]} · payloads as seen by {endpoint.owner.name}
        </p>
        <EndpointStateBadge endpoint={endpoint} />
        {endpoint.disabledReason === 'owner_lost_access' && (
          <p className="text-sm text-slate-600 dark:text-slate-400">
            Enabling it again makes you its owner: payloads will show what you may see.
          </p>
        )}
        {endpoint.previousSecretExpiresAt && (
          <p className="text-sm text-slate-600 dark:text-slate-400">
            The previous signing secret also signs until {dateTime(endpoint.previousSecretExpiresAt)}.
          </p>
        )}
      </header>

      <section aria-labelledby="webhook-events-heading" className="grid gap-2">
        <h3 id="webhook-events-heading" className="text-sm font-semibold">
          Events
        </h3>
        <ul className="flex flex-wrap gap-2">
          {endpoint.events.map((type) => (
            <li key={type} className="rounded-full bg-slate-100 px-2 py-0.5 text-xs dark:bg-slate-800">
              {eventTypeLabel(type)}
            </li>
          ))}
        </ul>
      </section>

      <div className="flex flex-wrap gap-2">
        <Button variant="secondary" onClick={() => setEditing(true)}>
          <Pencil aria-hidden className="size-4" />
          Edit
        </Button>
        <Button
          variant="secondary"
          isLoading={sendTest.isPending}
          disabled={!endpoint.enabled}
          onClick={test}
        >
          <Send aria-hidden className="size-4" />
          Send test event
        </Button>
        {isStandard && (
          <Button variant="secondary" onClick={() => setConfirming('rotate')}>
            <KeyRound aria-hidden className="size-4" />
            Rotate secret
          </Button>
        )}
        <Button variant="secondary" isLoading={update.isPending} onClick={toggle}>
          {endpoint.enabled ? (
            <PowerOff aria-hidden className="size-4" />
          ) : (
            <Power aria-hidden className="size-4" />
          )}
          {endpoint.enabled ? 'Disable' : 'Enable'}
        </Button>
        <Button variant="danger" onClick={() => setConfirming('delete')}>
          <Trash2 aria-hidden className="size-4" />
          Delete
        </Button>
      </div>

      {newSecret && (
        <section
          aria-label="New signing secret"
          className="rounded-xl border border-amber-300 p-4 dark:border-amber-700"
        >
          <WebhookSecret
            secret={newSecret}
            note="Give it to the receiver: the previous secret keeps signing for 24 hours."
          />
        </section>
      )}

      <section aria-labelledby="webhook-deliveries-heading" className="grid gap-3">
        <h3 id="webhook-deliveries-heading" className="text-sm font-semibold">
          Recent deliveries
        </h3>
        <WebhookDeliveries endpointId={endpoint.id} isEnabled={endpoint.enabled} />
      </section>

      <ConfirmDialog
        isOpen={confirming === 'rotate'}
        tone="primary"
        title="Rotate the signing secret?"
        description="A new secret is made and shown once. The current one keeps signing for 24 hours, so the receiver has a day to switch."
        confirmLabel="Rotate secret"
        isPending={rotate.isPending}
        onCancel={() => setConfirming(null)}
        onConfirm={async () => {
          try {
            const rotated = await rotate.mutateAsync(endpoint.id);
            setNewSecret(rotated.secret);
            setConfirming(null);
            notify('success', WEBHOOK_STRINGS.rotated);
          } catch (error) {
            notify('error', failureMessage(error, 'Could not rotate the secret. Try again.'));
          }
        }}
      />
      <ConfirmDialog
        isOpen={confirming === 'delete'}
        title="Delete this endpoint?"
        description="It receives no more events, and its delivery log is deleted with it."
        confirmLabel="Delete"
        isPending={remove.isPending}
        onCancel={() => setConfirming(null)}
        onConfirm={async () => {
          try {
            await remove.mutateAsync(endpoint.id);
            notify('success', WEBHOOK_STRINGS.deleted);
            setConfirming(null);
            onDeleted();
          } catch (error) {
            notify('error', failureMessage(error, 'Could not delete the endpoint. Try again.'));
          }
        }}
      />
    </div>
  );
}
