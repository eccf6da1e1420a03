import {
  type CreateWebhookBody,
  CreateWebhookBodySchema,
  WEBHOOK_ENDPOINT_KIND_LABELS,
  WEBHOOK_ENDPOINT_KINDS,
  WEBHOOK_EVENT_LABELS,
  WEBHOOK_EVENT_TYPES,
  WEBHOOK_STRINGS,
  type WebhookEndpointKind,
  type WebhookEventType,
} from '@taskflow/shared';
import { useState } from 'react';
import { ApiFormShell, requiredLabel, useApiForm } from '../../../components/forms/api-form';
import { Button } from '../../../components/ui/button';
import { SelectField, TextAreaField, TextField } from '../../../components/ui/field';
import { Modal } from '../../../components/ui/modal';
import { notify } from '../../../lib/notify';
import { useCreateWebhook } from '../api/webhooks';
import { WebhookSecret } from './webhook-secret';

interface FormValues {
  url: string;
  kind: WebhookEndpointKind;
  events: WebhookEventType[];
  description: string;
}

const KIND_CHOICES = WEBHOOK_ENDPOINT_KINDS.map((kind) => ({
  id: kind,
  label: WEBHOOK_ENDPOINT_KIND_LABELS[kind],
}));

const KIND_HINTS: Record<WebhookEndpointKind, string> = {
  standard: 'A JSON body signed with the endpoint’s secret, for your own software.',
  slack: 'Paste the address of a Slack incoming webhook: each event is posted as one line with a link.',
  teams:
    'Paste the address of a Microsoft Teams incoming webhook: each event is posted as one line with a link.',
};

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
  const form = useApiForm<FormValues, CreateWebhookBody>({
    schema: CreateWebhookBodySchema as never,
    defaultValues: { url: '', kind: 'standard', events: [], description: '' },
    onSubmit: async (body) => {
      const endpoint = await create.mutateAsync(body);
      notify('success', WEBHOOK_STRINGS.created);
      onCreated({ kind: endpoint.kind, secret: endpoint.secret });
    },
  });
  const { errors } = form.formState;
  const kind = form.watch('kind');
  const eventsError = (errors.events as { message?: string } | undefined)?.message;
  const selectAll = (isAll: boolean) =>
    form.setValue('events', isAll ? [...WEBHOOK_EVENT_TYPES] : [], {
      shouldDirty: true,
      shouldValidate: false,
    });

  return (
    <>
      <h2 className="pr-10 text-lg font-semibold">Add endpoint</h2>
      <p className="mt-1 mb-5 text-sm text-slate-600 dark:text-slate-400">
        TaskFlow calls this address when the chosen events happen, with what you may see yourself.
      </p>
      <ApiFormShell form={form} label="Add endpoint" submitLabel="Add endpoint" onCancel={onCancel}>
        <TextField
          label={requiredLabel('URL')}
          type="url"
          inputMode="url"
          autoComplete="off"
          placeholder="https://example.com/hooks/taskflow"
          hint="HTTPS, on the public internet."
          error={errors.url?.message}
          {...form.register('url')}
        />
        <SelectField
          label={requiredLabel('Kind')}
          choices={KIND_CHOICES}
          hint={KIND_HINTS[kind]}
          error={errors.kind?.message}
          {...form.register('kind')}
        />
        <fieldset aria-describedby={eventsError ? 'webhook-events-error' : undefined}>
          <legend className="mb-2 text-sm font-medium text-slate-700 dark:text-slate-300">
            {requiredLabel('Events')}
          </legend>
          <div className="mb-2 flex flex-wrap gap-2">
            <Button variant="ghost" className="min-h-8 px-2 py-1" onClick={() => selectAll(true)}>
              Select all
            </Button>
            <Button variant="ghost" className="min-h-8 px-2 py-1" onClick={() => selectAll(false)}>
              Clear
            </Button>
          </div>
          <div className="grid gap-2 sm:grid-cols-2">
            {WEBHOOK_EVENT_TYPES.map((type) => (
              <label key={type} className="flex items-start gap-2 text-sm">
                <input
                  type="checkbox"
                  value={type}
                  className="mt-0.5 size-4 shrink-0 accent-brand-600"
                  {...form.register('events')}
                />
                <span className="min-w-0">
                  {WEBHOOK_EVENT_LABELS[type]}{' '}
                  <code className="text-xs wrap-anywhere text-slate-500 dark:text-slate-400">{type}</code>
                </span>
              </label>
            ))}
          </div>
          {eventsError && (
            <p id="webhook-events-error" role="alert" className="mt-2 text-sm text-red-600 dark:text-red-400">
              {eventsError}
            </p>
          )}
        </fieldset>
        <TextAreaField
          label="Description"
          rows={2}
          hint="What receives the events, e.g. “Accounts sync”."
          error={errors.description?.message}
          {...form.register('description')}
        />
      </ApiFormShell>
    </>
  );
}
