import {
  WEBHOOK_ENDPOINT_KIND_LABELS,
  WEBHOOK_ENDPOINT_KINDS,
  WEBHOOK_EVENT_LABELS,
  WEBHOOK_EVENT_TYPES,
  type WebhookEndpointKind,
  type WebhookEventType,
} from '@taskflow/shared';
import type { UseFormReturn } from 'react-hook-form';
import { requiredLabel } from '../../../components/forms/api-form';
import { Button } from '../../../components/ui/button';
import { SelectField, TextAreaField, TextField } from '../../../components/ui/field';

/** The values of the add and edit forms (the body schemas turn them into what the API takes). */
export interface WebhookFormValues {
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
 * URL, kind, the events (checkboxes over the shared catalogue) and description, for adding and for editing
 * an endpoint. The kind is chosen once: editing shows it fixed.
 */
export function WebhookFields({
  form,
  isKindFixed = false,
}: {
  // biome-ignore lint/suspicious/noExplicitAny: the add and edit forms send different bodies
  form: UseFormReturn<WebhookFormValues, unknown, any>;
  isKindFixed?: boolean;
}) {
  const { errors } = form.formState;
  const kind = form.watch('kind');
  const eventsError = (errors.events as { message?: string } | undefined)?.message;
  const selectAll = (isAll: boolean) =>
    form.setValue('events', isAll ? [...WEBHOOK_EVENT_TYPES] : [], { shouldDirty: true });
  return (
    <>
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
        disabled={isKindFixed}
        hint={isKindFixed ? `${KIND_HINTS[kind]} The kind cannot be changed.` : KIND_HINTS[kind]}
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
    </>
  );
}
