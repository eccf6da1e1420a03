import { z } from 'zod';
import type { Permission } from '../permissions';
import { optionalText, text } from './fields';
import { ListMetaSchema } from './pagination';

/**
 * Webhooks (issue 43, items 2, 3 and 5; decision 049). An administrator registers endpoints that receive
 * the organization's events: Standard Webhooks signed JSON (`standard`), or a Slack or Microsoft Teams
 * incoming webhook (a one-line summary with a link, not signed). Payloads are read at delivery as the
 * endpoint's owner (its creator), so they never show more than that person may see.
 */

/** The catalogue of events an endpoint can subscribe to. */
export const WEBHOOK_EVENT_TYPES = [
  'task.created',
  'task.updated',
  'task.completed',
  'comment.created',
  'time_entry.created',
  'timesheet.submitted',
  'timesheet.decided',
  'leave.requested',
  'leave.decided',
  'job.state_changed',
  'client_request.completed',
  'invoice.issued',
  'invoice.paid',
] as const;
export type WebhookEventType = (typeof WEBHOOK_EVENT_TYPES)[number];

export const WEBHOOK_EVENT_LABELS: Record<WebhookEventType, string> = {
  'task.created': 'Task created',
  'task.updated': 'Task updated',
  'task.completed': 'Task completed',
  'comment.created': 'Comment added',
  'time_entry.created': 'Time entry logged',
  'timesheet.submitted': 'Timesheet submitted',
  'timesheet.decided': 'Timesheet approved or rejected',
  'leave.requested': 'Leave requested',
  'leave.decided': 'Leave approved or rejected',
  'job.state_changed': 'Job state changed',
  'client_request.completed': 'Client request completed',
  'invoice.issued': 'Invoice issued',
  'invoice.paid': 'Invoice paid',
};

/** The ping `POST /webhooks/:id/test` sends: not in the catalogue (nobody subscribes to it). */
export const WEBHOOK_TEST_EVENT_TYPE = 'webhook.test';
/** The type of a delivery: a catalogue event or the test ping. */
export type WebhookDeliveryEventType = WebhookEventType | typeof WEBHOOK_TEST_EVENT_TYPE;

export const WEBHOOK_ENDPOINT_KINDS = ['standard', 'slack', 'teams'] as const;
export type WebhookEndpointKind = (typeof WEBHOOK_ENDPOINT_KINDS)[number];
export const WEBHOOK_ENDPOINT_KIND_LABELS: Record<WebhookEndpointKind, string> = {
  standard: 'Signed JSON (Standard Webhooks)',
  slack: 'Slack incoming webhook',
  teams: 'Microsoft Teams incoming webhook',
};

export const WEBHOOK_DELIVERY_STATUSES = ['pending', 'delivered', 'failed', 'skipped'] as const;
export type WebhookDeliveryStatus = (typeof WEBHOOK_DELIVERY_STATUSES)[number];
export const WEBHOOK_DELIVERY_STATUS_LABELS: Record<WebhookDeliveryStatus, string> = {
  pending: 'Pending',
  delivered: 'Delivered',
  failed: 'Failed',
  skipped: 'Skipped',
};

/**
 * Why an endpoint is disabled (null when an administrator switched it off, or it is enabled).
 * `failing`: every attempt failed for WEBHOOK_DISABLE_AFTER_HOURS. `owner_lost_access`: its owner was
 * deactivated or lost organization.manage; enabling it again makes the person who enables it the owner.
 */
export const WEBHOOK_DISABLED_REASONS = ['failing', 'owner_lost_access'] as const;
export type WebhookDisabledReason = (typeof WEBHOOK_DISABLED_REASONS)[number];
export const WEBHOOK_DISABLED_REASON_LABELS: Record<WebhookDisabledReason, string> = {
  failing: 'Disabled after a day of failed deliveries',
  owner_lost_access: 'Disabled because its owner can no longer manage the organization',
};

/** Who may see and manage endpoints (the routes check it on the server). */
export const WEBHOOK_ADMIN_PERMISSION: Permission = 'organization.manage';
/** One tenant cannot flood the shared queue: endpoints per organization are capped. */
export const WEBHOOKS_PER_ORGANIZATION = 10;
/** The Standard Webhooks retry schedule, in seconds after the previous attempt (about 27 hours). */
export const WEBHOOK_RETRY_DELAYS_SECONDS = [0, 5, 300, 1800, 7200, 18000, 36000, 36000] as const;
export const WEBHOOK_DISABLE_AFTER_HOURS = 24;
/** How long the previous secret still signs after a rotation. */
export const WEBHOOK_SECRET_OVERLAP_HOURS = 24;
/** The answer's first bytes kept per attempt. */
export const WEBHOOK_EXCERPT_BYTES = 1024;
export const WEBHOOK_URL_MAX = 2000;
export const WEBHOOK_DESCRIPTION_MAX = 500;
export const WEBHOOK_SECRET_PREFIX = 'whsec_';

export const WEBHOOK_STRINGS = {
  urlRequired: 'Enter the URL that receives the events',
  urlTooLong: `URL must be at most ${WEBHOOK_URL_MAX} characters`,
  urlInvalid: 'Enter a full URL, such as https://example.com/hooks',
  urlNotHttps: 'The URL must start with https://',
  urlHasCredentials: 'Remove the user name and password from the URL',
  urlUnresolvable: 'This host name does not resolve to an address',
  urlPrivate: 'This URL points to a private, local or reserved address; webhooks reach public addresses only',
  eventsRequired: 'Choose at least one event',
  eventUnknown: 'Choose a listed event',
  kindUnknown: 'Choose a listed kind',
  descriptionTooLong: `Description must be at most ${WEBHOOK_DESCRIPTION_MAX} characters`,
  tooMany: `An organization can have at most ${WEBHOOKS_PER_ORGANIZATION} webhook endpoints`,
  notFound: 'Webhook endpoint not found',
  deliveryNotFound: 'Delivery not found',
  disabledCannotSend: 'Enable the endpoint before sending to it',
  created: 'Webhook endpoint created',
  updated: 'Webhook endpoint saved',
  deleted: 'Webhook endpoint deleted',
  rotated: 'Signing secret rotated: the previous one keeps signing for 24 hours',
  secretShownOnce: 'Copy the signing secret now: you will not see it again.',
  testSent: 'Test event sent',
  redeliveryQueued: 'Redelivery queued',
  mailSubject: 'A webhook endpoint was disabled',
} as const;

const WebhookUrlSchema = text({ error: WEBHOOK_STRINGS.urlRequired })
  .trim()
  .min(1, WEBHOOK_STRINGS.urlRequired)
  .max(WEBHOOK_URL_MAX, WEBHOOK_STRINGS.urlTooLong)
  // The form's first check only; the server's outbound guard also refuses http:// (unless the development
  // setting allows it) and any host that resolves to a private address.
  .refine((value) => {
    try {
      const url = new URL(value);
      return url.protocol === 'https:' || url.protocol === 'http:';
    } catch {
      return false;
    }
  }, WEBHOOK_STRINGS.urlInvalid);

const WebhookEventsSchema = z
  .array(z.enum(WEBHOOK_EVENT_TYPES, { error: WEBHOOK_STRINGS.eventUnknown }))
  .min(1, WEBHOOK_STRINGS.eventsRequired)
  .max(WEBHOOK_EVENT_TYPES.length)
  .transform((events) => [...new Set(events)]);

export const CreateWebhookBodySchema = z.object({
  url: WebhookUrlSchema,
  kind: z.enum(WEBHOOK_ENDPOINT_KINDS, { error: WEBHOOK_STRINGS.kindUnknown }).default('standard'),
  events: WebhookEventsSchema,
  description: optionalText(WEBHOOK_DESCRIPTION_MAX, WEBHOOK_STRINGS.descriptionTooLong),
});
export type CreateWebhookBody = z.input<typeof CreateWebhookBodySchema>;

/** PATCH: any of these; `description: ''` clears it. The kind is fixed at creation. */
export const UpdateWebhookBodySchema = z.object({
  url: WebhookUrlSchema.optional(),
  events: WebhookEventsSchema.optional(),
  description: text()
    .trim()
    .max(WEBHOOK_DESCRIPTION_MAX, WEBHOOK_STRINGS.descriptionTooLong)
    .transform((value) => value || null)
    .optional(),
  enabled: z.boolean().optional(),
});
export type UpdateWebhookBody = z.input<typeof UpdateWebhookBodySchema>;

export const WebhookEndpointSchema = z.object({
  id: z.string(),
  url: z.string(),
  kind: z.enum(WEBHOOK_ENDPOINT_KINDS),
  events: z.array(z.enum(WEBHOOK_EVENT_TYPES)),
  description: z.string().nullable(),
  enabled: z.boolean(),
  disabledReason: z.enum(WEBHOOK_DISABLED_REASONS).nullable(),
  /** Since when every attempt has failed (null after a success). */
  failingSince: z.string().nullable(),
  /** Set during a rotation's overlap: until then the previous secret signs too. */
  previousSecretExpiresAt: z.string().nullable(),
  /** The person payloads are read as (its creator, or whoever enabled it again after they lost access). */
  owner: z.object({ id: z.string(), name: z.string() }),
  lastDelivery: z.object({ status: z.enum(WEBHOOK_DELIVERY_STATUSES), at: z.string() }).nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type WebhookEndpoint = z.infer<typeof WebhookEndpointSchema>;

export const WebhookEndpointListSchema = z.object({ data: z.array(WebhookEndpointSchema) });
export const WebhookEndpointAnswerSchema = z.object({ data: WebhookEndpointSchema });

/** Create answers with the signing secret (`whsec_…`) this once (Slack and Teams endpoints have one too, unused). */
export const CreatedWebhookAnswerSchema = z.object({
  data: WebhookEndpointSchema.extend({ secret: z.string() }),
});
/** Rotate answers with the new secret this once. */
export const RotatedWebhookSecretAnswerSchema = z.object({
  data: z.object({ secret: z.string(), previousSecretExpiresAt: z.string() }),
});

export const WebhookAttemptSchema = z.object({
  id: z.string(),
  at: z.string(),
  /** 2xx answered: delivered. */
  succeeded: z.boolean(),
  /** Null when no answer came (refused address, timeout, connection error: see `error`). */
  httpStatus: z.number().nullable(),
  error: z.string().nullable(),
  durationMs: z.number(),
  /** The answer's first WEBHOOK_EXCERPT_BYTES bytes, as text. */
  excerpt: z.string().nullable(),
});
export type WebhookAttempt = z.infer<typeof WebhookAttemptSchema>;

export const WebhookDeliverySchema = z.object({
  id: z.string(),
  /** The event's id: the `webhook-id` header, the same on every attempt and redelivery. */
  eventId: z.string(),
  eventType: z.string(),
  subjectId: z.string().nullable(),
  status: z.enum(WEBHOOK_DELIVERY_STATUSES),
  attemptCount: z.number(),
  nextAttemptAt: z.string().nullable(),
  createdAt: z.string(),
  /** Newest first. */
  attempts: z.array(WebhookAttemptSchema),
});
export type WebhookDelivery = z.infer<typeof WebhookDeliverySchema>;

export const WebhookDeliveriesQuerySchema = z.object({
  page: z.coerce.number().int().min(1, 'Page must be 1 or more').default(1),
  pageSize: z.coerce.number().int().min(1).max(100, 'Page size must be at most 100').default(20),
  status: z.enum(WEBHOOK_DELIVERY_STATUSES).optional(),
});
export type WebhookDeliveriesQuery = z.infer<typeof WebhookDeliveriesQuerySchema>;

/** Newest first, each with its attempts. */
export const WebhookDeliveryListSchema = z.object({
  data: z.array(WebhookDeliverySchema),
  meta: ListMetaSchema,
});

/**
 * `POST /webhooks/:id/test` sends the ping at once and answers with its delivery and first attempt;
 * `POST /webhooks/deliveries/:deliveryId/redeliver` queues a new attempt now and answers with the
 * delivery (pending).
 */
export const WebhookDeliveryAnswerSchema = z.object({ data: WebhookDeliverySchema });
