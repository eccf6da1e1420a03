import {
  type CreateWebhookBody,
  CreateWebhookBodySchema,
  WEBHOOK_STRINGS,
  type WebhookEndpointKind,
} from '@taskflow/shared';
import { useState } from 'react';
import { ApiFormShell, useApiForm } from '../../../components/forms/api-form';
import { Button } from '../../../components/ui/button';
import { Modal } from '../../../components/ui/modal';
import { notify } from '../../../lib/notify';
import { useCreateWebhook } from '../api/webhooks';
import { WebhookFields, type WebhookFormValues } from './webhook-fields';
import { WebhookSecret } from './webhook-secret';

/**
 * Add an endpoint: its URL, its kind, the events it receives (the shared catalogue), a description. The
 * server checks the URL (HTTPS, a public address) and answers a refusal on the URL field; on success the
 * signing secret is shown this once.
 */
export function AddWebhookDialog({ isOpen, onClose }: { isOpen: boolean; onClose: () => void }) {
  const [created, setCreated] = useState<{ kind: WebhookEndpointKind; secret: string } | null>(null);
  const close = () => {
    setCreated(null);
    onClose();
  };
  return (
    <Modal isOpen={isOpen} onClose={close} title={created ? 'Endpoint added' : 'Add endpoint'}>
      <div className="p-6">
        {created ? (
          <div className="grid gap-4">
            <h2 className="pr-10 text-lg font-semibold">Endpoint added</h2>
            {created.kind === 'standard' ? (
              <WebhookSecret secret={created.secret} />
            ) : (
              <p className="text-sm text-slate-700 dark:text-slate-300">
                Events will be posted to the channel. Slack and Microsoft Teams messages are not signed.
              </p>
            )}
            <div className="flex justify-end">
              <Button onClick={close}>Done</Button>
            </div>
          </div>
        ) : (
          <AddWebhookForm onCreated={setCreated} onCancel={close} />
        )}
      </div>
    </Modal>
  );
}

function AddWebhookForm({
  onCreated,
  onCancel,
}: {
  onCreated: (created: { kind: WebhookEndpointKind; secret: string }) => void;
  onCancel: () => void;
}) {
  const create = useCreateWebhook();
  const form = useApiForm<WebhookFormValues, CreateWebhookBody>({
    schema: CreateWebhookBodySchema as never,
    defaultValues: { url: '', kind: 'standard', events: [], description: '' },
    onSubmit: async (body) => {
      const endpoint = await create.mutateAsync(body);
      notify('success', WEBHOOK_STRINGS.created);
      onCreated({ kind: endpoint.kind, secret: endpoint.secret });
    },
  });

  return (
    <>
      <h2 className="pr-10 text-lg font-semibold">Add endpoint</h2>
      <p className="mt-1 mb-5 text-sm text-slate-600 dark:text-slate-400">
        TaskFlow calls this address when the chosen events happen, with what you may see yourself.
      </p>
      <ApiFormShell form={form} label="Add endpoint" submitLabel="Add endpoint" onCancel={onCancel}>
        <WebhookFields form={form} />
      </ApiFormShell>
    </>
  );
}
