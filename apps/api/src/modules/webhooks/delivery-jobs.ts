/**
 * Delivering an event to an endpoint (decision 049), in jobs of the jobs table (lib/jobs.ts: claimed FOR
 * UPDATE SKIP LOCKED, so of several processes exactly one runs each job).
 *
 * One attempt is one job, in two steps:
 * 1. In the job's transaction: the delivery, endpoint and event are read; the endpoint's owner is built
 *    afresh (a deactivated owner, or one without organization.manage, pauses the endpoint); the payload is
 *    read as the owner (EVENT_PAYLOADS; null, the owner may not see it: the delivery is skipped); the
 *    request is signed; the attempt is counted; and the next scheduled attempt is queued already (a
 *    safety net: if this process dies during the request, that job retries).
 * 2. After the commit (`afterCommit`): the request goes through the outbound guard (lib/outbound.ts), and
 *    a second transaction logs the attempt, moves the next attempt to its exact time or cancels it, and
 *    disables an endpoint whose attempts have all failed for a day (mailing its owner and the admins).
 *    The request is outside the transaction because on PGlite an open transaction holds the database.
 *
 * Retries follow WEBHOOK_RETRY_DELAYS_SECONDS (Standard Webhooks: at once, 5 s, 5 min, 30 min, 2 h, 5 h,
 * 10 h, 10 h). A redelivery or test is one manual attempt outside that schedule.
 */
import {
  WEBHOOK_ADMIN_PERMISSION,
  WEBHOOK_DISABLE_AFTER_HOURS,
  WEBHOOK_EVENT_LABELS,
  WEBHOOK_EXCERPT_BYTES,
  WEBHOOK_RETRY_DELAYS_SECONDS,
  WEBHOOK_STRINGS,
  WEBHOOK_TEST_EVENT_TYPE,
  type WebhookEventType,
} from '@taskflow/shared';
import { and, eq, isNull, lte, or, sql } from 'drizzle-orm';
import { Webhook } from 'standardwebhooks';
import type { AppConfig } from '../../config/env';
import type { Db } from '../../db/client';
import {
  organizations,
  roles,
  users,
  webhookAttempts,
  webhookDeliveries,
  webhookEndpoints,
  webhookEvents,
} from '../../db/schema';
import { cancelJobs, defineJobHandler, type JobDeps, scheduleJob } from '../../lib/jobs';
import { quotedInMail } from '../../lib/mail-text';
import type { Mail } from '../../lib/mailer';
import { authOfMember, membersWithPermissions } from '../../lib/member-auth';
import { excerptOf, type OutboundOptions, OutboundRefusal, sendOutbound } from '../../lib/outbound';
import { openSecret, secretBoxKey } from '../../lib/secret-box';
import { deliveryJobKey, WEBHOOK_DELIVERY_JOB } from '../../lib/webhook-outbox';
import { EVENT_PAYLOADS, eventSummary } from './event-payloads';

/** A scheduled attempt's margin: its safety job is due no sooner than this after the attempt starts. */
const SAFETY_MS = 60_000;
const HOUR_MS = 3_600_000;

/** The settings of the outbound guard; tests may swap the resolver. */
export const outboundSettings: { resolve?: OutboundOptions['resolve'] } = {};
export function outboundOptionsOf(config: Pick<AppConfig, 'allowPrivateWebhookTargets'>): OutboundOptions {
  return { allowPrivate: config.allowPrivateWebhookTargets, resolve: outboundSettings.resolve };
}

interface DeliveryJobPayload {
  orgId: string;
  deliveryId: string;
  /** The index in WEBHOOK_RETRY_DELAYS_SECONDS, or null for a manual attempt (redelivery, test). */
  attempt: number | null;
}

type Endpoint = typeof webhookEndpoints.$inferSelect;
type Event = typeof webhookEvents.$inferSelect;

export interface PreparedAttempt {
  orgId: string;
  deliveryId: string;
  endpointId: string;
  eventId: string;
  attempt: number | null;
  url: string;
  headers: Record<string, string>;
  body: string;
}

/** Where an event's subject is in the app, for the Slack and Teams link. */
function linkOf(config: Pick<AppConfig, 'publicUrl'>, event: Event, data: unknown): string {
  const app = `${config.publicUrl}/app`;
  const id = event.subjectId ?? '';
  const taskId = (data as { taskId?: unknown } | null)?.taskId;
  switch (event.type as WebhookEventType | typeof WEBHOOK_TEST_EVENT_TYPE) {
    case 'task.created':
    case 'task.updated':
    case 'task.completed':
      return `${app}/tasks/${id}`;
    case 'comment.created':
      return typeof taskId === 'string' ? `${app}/tasks/${taskId}` : `${app}/tasks`;
    case 'time_entry.created':
    case 'timesheet.submitted':
    case 'timesheet.decided':
      return `${app}/time`;
    case 'leave.requested':
    case 'leave.decided':
      return `${app}/leave/${id}`;
    case 'job.state_changed':
      return `${app}/jobs/${id}`;
    case 'client_request.completed':
      return `${app}/requests/${id}`;
    case 'invoice.issued':
    case 'invoice.paid':
      return `${app}/billing/invoices/${id}`;
    default:
      return `${app}/settings/integrations`;
  }
}

/** The secret was sealed under another server key (WEBHOOK_SECRET_KEY changed, or a restore elsewhere). */
class UnreadableSecret extends Error {}

function openSecretOrNull(key: Buffer, sealed: string): string | null {
  try {
    return openSecret(key, sealed);
  } catch {
    return null;
  }
}

const slackEscaped = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The body and headers of one attempt: signed JSON, or a Slack or Teams message (not signed). */
export function requestOf(
  config: Pick<AppConfig, 'publicUrl' | 'webhookSecretKey' | 'dataDir'>,
  endpoint: Endpoint,
  event: Event,
  data: unknown,
  now: Date,
): { headers: Record<string, string>; body: string } {
  const headers: Record<string, string> = {
    'content-type': 'application/json',
    'user-agent': 'TaskFlow-Webhooks/1.0',
  };
  if (endpoint.kind === 'standard') {
    const body = JSON.stringify({ type: event.type, timestamp: event.occurredAt.toISOString(), data });
    const key = secretBoxKey(config);
    const current = openSecretOrNull(key, endpoint.secretEncrypted);
    if (!current) throw new UnreadableSecret();
    const secrets = [current];
    // During a rotation's overlap both secrets sign: a receiver holding either one verifies.
    if (
      endpoint.previousSecretEncrypted &&
      endpoint.previousSecretExpiresAt &&
      endpoint.previousSecretExpiresAt > now
    ) {
      // Sealed under an earlier server key (a restore on another machine): the new secret signs alone.
      const previous = openSecretOrNull(key, endpoint.previousSecretEncrypted);
      if (previous) secrets.push(previous);
    }
    const signature = secrets.map((secret) => new Webhook(secret).sign(event.id, now, body)).join(' ');
    return {
      headers: {
        ...headers,
        'webhook-id': event.id,
        'webhook-timestamp': String(Math.floor(now.getTime() / 1000)),
        'webhook-signature': signature,
      },
      body,
    };
  }
  const summary =
    event.type === WEBHOOK_TEST_EVENT_TYPE
      ? 'Test event from TaskFlow: this channel receives the events chosen for it'
      : eventSummary(event.type as WebhookEventType, data);
  const link = linkOf(config, event, data);
  if (endpoint.kind === 'slack') {
    return { headers, body: JSON.stringify({ text: `${slackEscaped(summary)} <${link}|Open in TaskFlow>` }) };
  }
  return {
    headers,
    body: JSON.stringify({
      '@type': 'MessageCard',
      '@context': 'https://schema.org/extensions',
      summary,
      text: summary,
      potentialAction: [
        { '@type': 'OpenUri', name: 'Open in TaskFlow', targets: [{ os: 'default', uri: link }] },
      ],
    }),
  };
}

/** A delivery that will not be sent: why, in its log, and no further attempt. */
async function skip(db: Db, orgId: string, deliveryId: string, prefix: string, reason: string) {
  await db
    .update(webhookDeliveries)
    .set({ status: 'skipped', nextAttemptAt: null, updatedAt: new Date() })
    .where(and(eq(webhookDeliveries.id, deliveryId), eq(webhookDeliveries.organizationId, orgId)));
  await db
    .insert(webhookAttempts)
    .values({ organizationId: orgId, deliveryId, error: reason, durationMs: 0 });
  await cancelJobs(db, prefix);
}

const OWNER_LOST_ACCESS = "Skipped: the endpoint's owner can no longer manage the organization";
const NOT_VISIBLE = "Skipped: the endpoint's owner cannot see this item now, or it was deleted";
const ENDPOINT_DISABLED = 'Skipped: the endpoint is disabled';
const SECRET_UNREADABLE =
  'Skipped: the signing secret was sealed under another server key (WEBHOOK_SECRET_KEY changed, or a restore on another machine); rotate the secret';
const ORGANIZATION_SUSPENDED = 'Skipped: the organization is suspended';

/**
 * Step 1 (in a transaction): everything up to the request, or null when nothing is to be sent. A manual
 * attempt (`attempt` null) is made whatever the delivery's status.
 */
export async function prepareAttempt(
  db: Db,
  config: AppConfig,
  { orgId, deliveryId, attempt }: DeliveryJobPayload,
): Promise<PreparedAttempt | null> {
  const [row] = await db
    .select({
      delivery: webhookDeliveries,
      endpoint: webhookEndpoints,
      event: webhookEvents,
      suspendedAt: organizations.suspendedAt,
    })
    .from(webhookDeliveries)
    .innerJoin(webhookEndpoints, eq(webhookEndpoints.id, webhookDeliveries.endpointId))
    .innerJoin(webhookEvents, eq(webhookEvents.id, webhookDeliveries.eventId))
    .innerJoin(organizations, eq(organizations.id, webhookDeliveries.organizationId))
    .where(and(eq(webhookDeliveries.id, deliveryId), eq(webhookDeliveries.organizationId, orgId)))
    .for('update', { of: webhookDeliveries });
  if (!row) return null;
  const { delivery, endpoint, event } = row;
  if (attempt !== null && delivery.status !== 'pending') return null;
  const prefix = `webhook:${endpoint.id}:${event.id}`;
  if (!endpoint.enabled) {
    await skip(db, orgId, deliveryId, prefix, ENDPOINT_DISABLED);
    return null;
  }
  // A suspended organization's data leaves through no door: its tokens stop, and so do its webhooks.
  if (row.suspendedAt) {
    await skip(db, orgId, deliveryId, prefix, ORGANIZATION_SUSPENDED);
    return null;
  }
  const [owner] = await membersWithPermissions(db, orgId, [endpoint.createdByUserId]);
  if (!owner?.isActive || !owner.permissions.has(WEBHOOK_ADMIN_PERMISSION)) {
    // Paused with the reason: an administrator enabling it again becomes its owner.
    await db
      .update(webhookEndpoints)
      .set({ enabled: false, disabledReason: 'owner_lost_access', updatedAt: new Date() })
      .where(and(eq(webhookEndpoints.id, endpoint.id), eq(webhookEndpoints.organizationId, orgId)));
    await skip(db, orgId, deliveryId, prefix, OWNER_LOST_ACCESS);
    return null;
  }
  const data =
    event.type === WEBHOOK_TEST_EVENT_TYPE
      ? { endpointId: endpoint.id, message: 'Test event from TaskFlow' }
      : await EVENT_PAYLOADS[event.type as WebhookEventType](
          db,
          authOfMember(owner, orgId),
          event.subjectId ?? '',
        );
  if (data === null) {
    await skip(db, orgId, deliveryId, prefix, NOT_VISIBLE);
    return null;
  }
  const now = new Date();
  let request: ReturnType<typeof requestOf>;
  try {
    request = requestOf(config, endpoint, event, data, now);
  } catch (error) {
    if (!(error instanceof UnreadableSecret)) throw error;
    await skip(db, orgId, deliveryId, prefix, SECRET_UNREADABLE);
    return null;
  }
  const { headers, body } = request;
  await db
    .update(webhookDeliveries)
    .set({ attemptCount: sql`${webhookDeliveries.attemptCount} + 1`, status: 'pending', updatedAt: now })
    .where(eq(webhookDeliveries.id, deliveryId));
  const next = attempt === null ? undefined : WEBHOOK_RETRY_DELAYS_SECONDS[attempt + 1];
  if (attempt !== null && next !== undefined) {
    await scheduleJob(db, {
      kind: WEBHOOK_DELIVERY_JOB,
      key: deliveryJobKey(endpoint.id, event.id, attempt + 1),
      runAt: new Date(now.getTime() + Math.max(next * 1000, SAFETY_MS)),
      payload: { orgId, deliveryId, attempt: attempt + 1 },
    });
  }
  return {
    orgId,
    deliveryId,
    endpointId: endpoint.id,
    eventId: event.id,
    attempt,
    url: endpoint.url,
    headers,
    body,
  };
}

export interface AttemptOutcome {
  succeeded: boolean;
  httpStatus: number | null;
  error: string | null;
}

/** Step 2 (after the commit): the request, then its log and what follows from it. */
export async function performAttempt(deps: JobDeps, prepared: PreparedAttempt): Promise<AttemptOutcome> {
  const at = new Date();
  const started = performance.now();
  let httpStatus: number | null = null;
  let error: string | null = null;
  let excerpt: string | null = null;
  let durationMs: number;
  try {
    const answer = await sendOutbound(
      prepared.url,
      { method: 'POST', headers: prepared.headers, body: prepared.body },
      outboundOptionsOf(deps.config),
    );
    httpStatus = answer.status;
    excerpt = excerptOf(answer.body, WEBHOOK_EXCERPT_BYTES);
    durationMs = answer.durationMs;
    if (httpStatus >= 300 && httpStatus < 400) error = 'Redirects are not followed';
  } catch (caught) {
    durationMs = Math.round(performance.now() - started);
    const message = caught instanceof Error ? caught.message : String(caught);
    error = (caught instanceof OutboundRefusal ? `Refused: ${message}` : message).slice(0, 500);
  }
  const succeeded = httpStatus !== null && httpStatus >= 200 && httpStatus < 300;
  const mails = await deps.db.transaction(async (tx) => {
    const db = tx as unknown as Db;
    await db.insert(webhookAttempts).values({
      organizationId: prepared.orgId,
      deliveryId: prepared.deliveryId,
      at,
      httpStatus,
      error,
      durationMs,
      excerpt,
    });
    return succeeded ? afterSuccess(db, prepared) : afterFailure(db, deps.config, prepared, at);
  });
  for (const mail of mails) {
    await deps.mailer.send(mail).catch((failure) => deps.log.error({ err: failure }, 'Webhook mail failed'));
  }
  return { succeeded, httpStatus, error };
}

async function afterSuccess(db: Db, prepared: PreparedAttempt): Promise<Mail[]> {
  const now = new Date();
  await db
    .update(webhookDeliveries)
    .set({ status: 'delivered', nextAttemptAt: null, updatedAt: now })
    .where(eq(webhookDeliveries.id, prepared.deliveryId));
  await cancelJobs(db, `webhook:${prepared.endpointId}:${prepared.eventId}`);
  await db
    .update(webhookEndpoints)
    .set({ failingSince: null })
    .where(
      and(eq(webhookEndpoints.id, prepared.endpointId), eq(webhookEndpoints.organizationId, prepared.orgId)),
    );
  return [];
}

async function afterFailure(db: Db, config: AppConfig, prepared: PreparedAttempt, at: Date): Promise<Mail[]> {
  const { attempt } = prepared;
  const delay = attempt === null ? undefined : WEBHOOK_RETRY_DELAYS_SECONDS[attempt + 1];
  if (attempt !== null && delay !== undefined) {
    const nextAt = new Date(at.getTime() + delay * 1000);
    // Moves the safety job queued in step 1 to the schedule's time.
    await scheduleJob(db, {
      kind: WEBHOOK_DELIVERY_JOB,
      key: deliveryJobKey(prepared.endpointId, prepared.eventId, attempt + 1),
      runAt: nextAt,
      payload: { orgId: prepared.orgId, deliveryId: prepared.deliveryId, attempt: attempt + 1 },
    });
    await db
      .update(webhookDeliveries)
      .set({ status: 'pending', nextAttemptAt: nextAt, updatedAt: at })
      .where(eq(webhookDeliveries.id, prepared.deliveryId));
  } else {
    // The last scheduled attempt failed, or a manual one did while no scheduled one is left.
    await db
      .update(webhookDeliveries)
      .set({ status: 'failed', nextAttemptAt: null, updatedAt: at })
      .where(
        and(
          eq(webhookDeliveries.id, prepared.deliveryId),
          attempt === null
            ? or(isNull(webhookDeliveries.nextAttemptAt), lte(webhookDeliveries.nextAttemptAt, at))
            : undefined,
        ),
      );
  }
  const [endpoint] = await db
    .update(webhookEndpoints)
    .set({ failingSince: sql`coalesce(${webhookEndpoints.failingSince}, ${at.toISOString()}::timestamptz)` })
    .where(
      and(eq(webhookEndpoints.id, prepared.endpointId), eq(webhookEndpoints.organizationId, prepared.orgId)),
    )
    .returning();
  if (!endpoint?.failingSince || !endpoint.enabled) return [];
  if (at.getTime() - endpoint.failingSince.getTime() < WEBHOOK_DISABLE_AFTER_HOURS * HOUR_MS) return [];
  // Conditional on still being enabled: of two failures at once, one disables and mails.
  const disabled = await db
    .update(webhookEndpoints)
    .set({ enabled: false, disabledReason: 'failing', updatedAt: at })
    .where(and(eq(webhookEndpoints.id, endpoint.id), eq(webhookEndpoints.enabled, true)))
    .returning({ id: webhookEndpoints.id });
  if (disabled.length === 0) return [];
  return disabledMails(db, config, endpoint);
}

/** The mail to the endpoint's owner and the organization's administrators when it is disabled. */
async function disabledMails(db: Db, config: AppConfig, endpoint: Endpoint): Promise<Mail[]> {
  const recipients = await db
    .select({ email: users.email })
    .from(users)
    .leftJoin(roles, and(eq(roles.id, users.roleId), eq(roles.organizationId, endpoint.organizationId)))
    .where(
      and(
        eq(users.organizationId, endpoint.organizationId),
        eq(users.isActive, true),
        or(
          eq(users.id, endpoint.createdByUserId),
          sql`${roles.permissions} @> ${JSON.stringify([WEBHOOK_ADMIN_PERMISSION])}::jsonb`,
        ),
      ),
    );
  const text = [
    `The webhook endpoint ${quotedInMail(endpoint.url, 200)} was disabled: every delivery to it has failed for ${WEBHOOK_DISABLE_AFTER_HOURS} hours.`,
    `Events: ${endpoint.events.map((type) => WEBHOOK_EVENT_LABELS[type as WebhookEventType] ?? type).join(', ')}.`,
    'Its deliveries and their answers are in the log. Fix the receiver, then enable the endpoint again:',
    `${config.publicUrl}/app/settings/integrations`,
  ].join('\n\n');
  const unique = [...new Set(recipients.map((recipient) => recipient.email))];
  return unique.map((to) => ({ to, subject: WEBHOOK_STRINGS.mailSubject, text }));
}

defineJobHandler(WEBHOOK_DELIVERY_JOB, async (deps, job) => {
  const prepared = await prepareAttempt(deps.db, deps.config, job.payload as unknown as DeliveryJobPayload);
  if (prepared) deps.afterCommit((after) => performAttempt(after, prepared).then(() => undefined));
});
