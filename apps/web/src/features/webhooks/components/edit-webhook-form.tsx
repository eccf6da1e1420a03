import {
  type UpdateWebhookBody,
  UpdateWebhookBodySchema,
  WEBHOOK_STRINGS,
  type WebhookEndpoint,
} from '@taskflow/shared';
import { ApiFormShell, useApiForm } from '../../../components/forms/api-form';
import { notify } from '../../../lib/notify';
import { useUpdateWebhook } from '../api/webhooks';
import { WebhookFields, type WebhookFormValues } from './webhook-fields';

/** Change an endpoint's URL, events or description (the server checks a new URL as on creation). */
export function EditWebhookForm({ endpoint, onDone }: { endpoint: WebhookEndpoint; onDone: () => void }) {
  const update = useUpdateWebhook();
  const form = useApiForm<WebhookFormValues, UpdateWebhookBody>({
    schema: UpdateWebhookBodySchema as never,
    defaultValues: {
      url: endpoint.url,
      kind: endpoint.kind,
      events: endpoint.events,
      description: endpoint.description ?? '',
    },
    onSubmit: async (body) => {
      await update.mutateAsync({ id: endpoint.id, body });
      notify('success', WEBHOOK_STRINGS.updated);
      onDone();
    },
  });
  return (
    <ApiFormShell form={form} label="Edit endpoint" submitLabel="Save" onCancel={onDone}>
      <WebhookFields form={form} isKindFixed />
    </ApiFormShell>
  );
}
