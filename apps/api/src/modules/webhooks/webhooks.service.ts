import { randomBytes } from 'node:crypto';
import {
  type CreateWebhookBodySchema,
  type ListMeta,
  type UpdateWebhookBodySchema,
  WEBHOOK_ADMIN_PERMISSION,
  WEBHOOK_SECRET_OVERLAP_HOURS,
  WEBHOOK_SECRET_PREFIX,
  WEBHOOK_STRINGS,
  WEBHOOK_TEST_EVENT_TYPE,
  WEBHOOKS_PER_ORGANIZATION,
  type WebhookAttempt,
  type WebhookDeliveriesQuery,
  type WebhookDelivery,
  type WebhookDeliveryStatus,
  type WebhookDisabledReason,
  type WebhookEndpoint,
  type WebhookEndpointKind,
  type WebhookEventType,
} from '@taskflow/shared';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { AppConfig } from '../../config/env';
import type { Db } from '../../db/client';
import { users, webhookAttempts, webhookDeliveries, webhookEndpoints, webhookEvents } from '../../db/schema';
import { requirePermission } from '../../lib/access';
import { AppError } from '../../lib/app-error';
import { cancelJobs, type JobDeps, scheduleJob } from '../../lib/jobs';
import { checkOutboundUrl, OutboundRefusal, type OutboundRefusalReason } from '../../lib/outbound';
import { boundedCountQuery, pageOf, totalColumn } from '../../lib/pagination';
import { isUuid } from '../../lib/reach';
import { sealSecret, secretBoxKey } from '../../lib/secret-box';
import { deliveryJobKey, WEBHOOK_DELIVERY_JOB } from '../../lib/webhook-outbox';
import type { AuthContext } from '../../plugins/types';
import { outboundOptionsOf, performAttempt, prepareAttempt } from './delivery-jobs';

const HOUR_MS = 3_600_000;

type EndpointRow = typeof webhookEndpoints.$inferSelect;

const REFUSAL_MESSAGES: Record<OutboundRefusalReason, string> = {
  invalid: WEBHOOK_STRINGS.urlInvalid,
  not_https: WEBHOOK_STRINGS.urlNotHttps,
  credentials: WEBHOOK_STRINGS.urlHasCredentials,
  unresolvable: WEBHOOK_STRINGS.urlUnresolvable,
  private: WEBHOOK_STRINGS.urlPrivate,
};

/** The outbound guard's rules at registration, so a bad target is refused in its field. */
async function checkTarget(config: AppConfig, url: string) {
  try {
    await checkOutboundUrl(url, outboundOptionsOf(config));
  } catch (error) {
    if (error instanceof OutboundRefusal) throw AppError.invalid({ url: REFUSAL_MESSAGES[error.reason] });
    throw error;
  }
}

const newSecret = () => `${WEBHOOK_SECRET_PREFIX}${randomBytes(24).toString('base64')}`;

const adminOf = (auth: AuthContext) => requirePermission(auth, WEBHOOK_ADMIN_PERMISSION);

async function endpointsOf(db: Db, orgId: string, id?: string): Promise<WebhookEndpoint[]> {
  const rows = await db
    .select({ endpoint: webhookEndpoints, owner: { id: users.id, name: users.name } })
    .from(webhookEndpoints)
    .innerJoin(users, eq(users.id, webhookEndpoints.createdByUserId))
    .where(and(eq(webhookEndpoints.organizationId, orgId), id ? eq(webhookEndpoints.id, id) : undefined))
    .orderBy(desc(webhookEndpoints.createdAt), desc(webhookEndpoints.id));
  if (rows.length === 0) return [];
  const last = await db
    .selectDistinctOn([webhookDeliveries.endpointId], {
      endpointId: webhookDeliveries.endpointId,
      status: webhookDeliveries.status,
      at: webhookDeliveries.updatedAt,
    })
    .from(webhookDeliveries)
    .where(
      and(
        eq(webhookDeliveries.organizationId, orgId),
        inArray(
          webhookDeliveries.endpointId,
          rows.map((row) => row.endpoint.id),
        ),
      ),
    )
    .orderBy(webhookDeliveries.endpointId, desc(webhookDeliveries.createdAt));
  const lastBy = new Map(last.map((entry) => [entry.endpointId, entry]));
  return rows.map(({ endpoint, owner }) => {
    const delivery = lastBy.get(endpoint.id);
    return {
      id: endpoint.id,
      url: endpoint.url,
      kind: endpoint.kind as WebhookEndpointKind,
      events: endpoint.events as WebhookEventType[],
      description: endpoint.description,
      enabled: endpoint.enabled,
      disabledReason: endpoint.disabledReason as WebhookDisabledReason | null,
      failingSince: endpoint.failingSince?.toISOString() ?? null,
      previousSecretExpiresAt:
        endpoint.previousSecretExpiresAt && endpoint.previousSecretExpiresAt > new Date()
          ? endpoint.previousSecretExpiresAt.toISOString()
          : null,
      owner,
      lastDelivery: delivery
        ? { status: delivery.status as WebhookDeliveryStatus, at: delivery.at.toISOString() }
        : null,
      createdAt: endpoint.createdAt.toISOString(),
      updatedAt: endpoint.updatedAt.toISOString(),
    };
  });
}

export async function listEndpoints(db: Db, auth: AuthContext) {
  return { data: await endpointsOf(db, adminOf(auth)) };
}

export async function getEndpoint(db: Db, auth: AuthContext, id: string): Promise<WebhookEndpoint> {
  const [endpoint] = await endpointsOf(db, adminOf(auth), id);
  if (!endpoint) throw new AppError('NOT_FOUND', WEBHOOK_STRINGS.notFound);
  return endpoint;
}

/** The row of one of the organization's endpoints, locked for the caller's transaction. */
async function lockedEndpoint(tx: Db, orgId: string, id: string): Promise<EndpointRow> {
  const [row] = await tx
    .select()
    .from(webhookEndpoints)
    .where(and(eq(webhookEndpoints.id, id), eq(webhookEndpoints.organizationId, orgId)))
    .for('update');
  if (!row) throw new AppError('NOT_FOUND', WEBHOOK_STRINGS.notFound);
  return row;
}

export async function createEndpoint(
  db: Db,
  config: AppConfig,
  auth: AuthContext,
  input: z.output<typeof CreateWebhookBodySchema>,
): Promise<WebhookEndpoint & { secret: string }> {
  const orgId = adminOf(auth);
  await checkTarget(config, input.url);
  const secret = newSecret();
  const id = await db.transaction(async (tx) => {
    // The organization's lock: two creations at once cannot both take the last place.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`webhook-endpoints:${orgId}`}))`);
    const existing = await tx
      .select({ id: webhookEndpoints.id })
      .from(webhookEndpoints)
      .where(eq(webhookEndpoints.organizationId, orgId))
      .limit(WEBHOOKS_PER_ORGANIZATION);
    if (existing.length >= WEBHOOKS_PER_ORGANIZATION) throw new AppError('CONFLICT', WEBHOOK_STRINGS.tooMany);
    const [created] = await tx
      .insert(webhookEndpoints)
      .values({
        organizationId: orgId,
        createdByUserId: auth.userId,
        url: input.url,
        kind: input.kind,
        events: input.events,
        description: input.description ?? null,
        secretEncrypted: sealSecret(secretBoxKey(config), secret),
      })
      .returning({ id: webhookEndpoints.id });
    if (!created) throw new Error('The webhook endpoint was not saved');
    return created.id;
  });
  return { ...(await getEndpoint(db, auth, id)), secret };
}

export async function updateEndpoint(
  db: Db,
  config: AppConfig,
  auth: AuthContext,
  id: string,
  input: z.output<typeof UpdateWebhookBodySchema>,
): Promise<WebhookEndpoint> {
  const orgId = adminOf(auth);
  if (input.url !== undefined) await checkTarget(config, input.url);
  await db.transaction(async (tx) => {
    const current = await lockedEndpoint(tx as unknown as Db, orgId, id);
    const enabling = input.enabled === true && !current.enabled;
    await tx
      .update(webhookEndpoints)
      .set({
        ...(input.url !== undefined ? { url: input.url } : {}),
        ...(input.events !== undefined ? { events: input.events } : {}),
        ...(input.description !== undefined ? { description: input.description } : {}),
        ...(input.enabled !== undefined ? { enabled: input.enabled, disabledReason: null } : {}),
        // Enabled again: a fresh day before it can be disabled for failing, and an owner who can read.
        ...(enabling ? { failingSince: null } : {}),
        ...(enabling && current.disabledReason === 'owner_lost_access'
          ? { createdByUserId: auth.userId }
          : {}),
        updatedAt: new Date(),
      })
      .where(eq(webhookEndpoints.id, id));
  });
  return getEndpoint(db, auth, id);
}

export async function deleteEndpoint(db: Db, auth: AuthContext, id: string) {
  const orgId = adminOf(auth);
  await db.transaction(async (tx) => {
    const deleted = await tx
      .delete(webhookEndpoints)
      .where(and(eq(webhookEndpoints.id, id), eq(webhookEndpoints.organizationId, orgId)))
      .returning({ id: webhookEndpoints.id });
    if (deleted.length === 0) throw new AppError('NOT_FOUND', WEBHOOK_STRINGS.notFound);
    await cancelJobs(tx as unknown as Db, `webhook:${id}:`);
  });
}

/** A new secret; the current one keeps signing beside it for WEBHOOK_SECRET_OVERLAP_HOURS. */
export async function rotateSecret(db: Db, config: AppConfig, auth: AuthContext, id: string) {
  const orgId = adminOf(auth);
  const secret = newSecret();
  const previousSecretExpiresAt = new Date(Date.now() + WEBHOOK_SECRET_OVERLAP_HOURS * HOUR_MS);
  await db.transaction(async (tx) => {
    const current = await lockedEndpoint(tx as unknown as Db, orgId, id);
    await tx
      .update(webhookEndpoints)
      .set({
        secretEncrypted: sealSecret(secretBoxKey(config), secret),
        previousSecretEncrypted: current.secretEncrypted,
        previousSecretExpiresAt,
        updatedAt: new Date(),
      })
      .where(eq(webhookEndpoints.id, id));
  });
  return { secret, previousSecretExpiresAt: previousSecretExpiresAt.toISOString() };
}

async function deliveriesOf(
  db: Db,
  orgId: string,
  rows: (typeof webhookDeliveries.$inferSelect & { eventType: string; subjectId: string | null })[],
): Promise<WebhookDelivery[]> {
  const attempts =
    rows.length === 0
      ? []
      : await db
          .select()
          .from(webhookAttempts)
          .where(
            and(
              eq(webhookAttempts.organizationId, orgId),
              inArray(
                webhookAttempts.deliveryId,
                rows.map((row) => row.id),
              ),
            ),
          )
          .orderBy(desc(webhookAttempts.at), desc(webhookAttempts.id));
  const byDelivery = new Map<string, WebhookAttempt[]>();
  for (const attempt of attempts) {
    const list = byDelivery.get(attempt.deliveryId) ?? [];
    list.push({
      id: attempt.id,
      at: attempt.at.toISOString(),
      succeeded: attempt.httpStatus !== null && attempt.httpStatus >= 200 && attempt.httpStatus < 300,
      httpStatus: attempt.httpStatus,
      error: attempt.error,
      durationMs: attempt.durationMs,
      excerpt: attempt.excerpt,
    });
    byDelivery.set(attempt.deliveryId, list);
  }
  return rows.map((row) => ({
    id: row.id,
    eventId: row.eventId,
    eventType: row.eventType,
    subjectId: row.subjectId,
    status: row.status as WebhookDeliveryStatus,
    attemptCount: row.attemptCount,
    nextAttemptAt: row.nextAttemptAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    attempts: byDelivery.get(row.id) ?? [],
  }));
}

const deliveryColumns = {
  id: webhookDeliveries.id,
  organizationId: webhookDeliveries.organizationId,
  endpointId: webhookDeliveries.endpointId,
  eventId: webhookDeliveries.eventId,
  status: webhookDeliveries.status,
  attemptCount: webhookDeliveries.attemptCount,
  nextAttemptAt: webhookDeliveries.nextAttemptAt,
  createdAt: webhookDeliveries.createdAt,
  updatedAt: webhookDeliveries.updatedAt,
  eventType: webhookEvents.type,
  subjectId: webhookEvents.subjectId,
};

/** An endpoint's deliveries, newest first, each with its attempts (newest first). */
export async function listDeliveries(
  db: Db,
  auth: AuthContext,
  id: string,
  query: WebhookDeliveriesQuery,
): Promise<{ data: WebhookDelivery[]; meta: ListMeta }> {
  const orgId = adminOf(auth);
  await getEndpoint(db, auth, id);
  const where = and(
    eq(webhookDeliveries.organizationId, orgId),
    eq(webhookDeliveries.endpointId, id),
    query.status ? eq(webhookDeliveries.status, query.status) : undefined,
  );
  const { rows, meta } = await pageOf(
    query,
    (limit, offset) =>
      db
        .select({ ...deliveryColumns, total: totalColumn(db, webhookDeliveries, where) })
        .from(webhookDeliveries)
        .innerJoin(webhookEvents, eq(webhookEvents.id, webhookDeliveries.eventId))
        .where(where)
        .orderBy(desc(webhookDeliveries.createdAt), desc(webhookDeliveries.id))
        .limit(limit)
        .offset(offset),
    () => boundedCountQuery(db, webhookDeliveries, where),
  );
  return { data: await deliveriesOf(db, orgId, rows), meta };
}

async function deliveryOf(db: Db, orgId: string, deliveryId: string): Promise<WebhookDelivery> {
  const rows = isUuid(deliveryId)
    ? await db
        .select(deliveryColumns)
        .from(webhookDeliveries)
        .innerJoin(webhookEvents, eq(webhookEvents.id, webhookDeliveries.eventId))
        .where(and(eq(webhookDeliveries.id, deliveryId), eq(webhookDeliveries.organizationId, orgId)))
    : [];
  const [delivery] = await deliveriesOf(db, orgId, rows);
  if (!delivery) throw new AppError('NOT_FOUND', WEBHOOK_STRINGS.deliveryNotFound);
  return delivery;
}

/** Queues one more attempt of a delivery now (outside the retry schedule); the `webhook-id` stays. */
export async function redeliver(db: Db, auth: AuthContext, deliveryId: string): Promise<WebhookDelivery> {
  const orgId = adminOf(auth);
  const delivery = await deliveryOf(db, orgId, deliveryId);
  const [endpoint] = await db
    .select({ id: webhookEndpoints.id, enabled: webhookEndpoints.enabled })
    .from(webhookDeliveries)
    .innerJoin(webhookEndpoints, eq(webhookEndpoints.id, webhookDeliveries.endpointId))
    .where(and(eq(webhookDeliveries.id, deliveryId), eq(webhookDeliveries.organizationId, orgId)));
  if (!endpoint?.enabled) throw new AppError('CONFLICT', WEBHOOK_STRINGS.disabledCannotSend);
  await db.transaction(async (tx) => {
    await tx
      .update(webhookDeliveries)
      .set({ status: 'pending', updatedAt: new Date() })
      .where(eq(webhookDeliveries.id, deliveryId));
    await scheduleJob(tx as unknown as Db, {
      kind: WEBHOOK_DELIVERY_JOB,
      key: deliveryJobKey(endpoint.id, delivery.eventId, 'manual'),
      runAt: new Date(),
      payload: { orgId, deliveryId, attempt: null },
    });
  });
  return deliveryOf(db, orgId, deliveryId);
}

/** Sends a `webhook.test` ping now, in this request, and answers with its delivery and attempt. */
export async function sendTest(deps: JobDeps, auth: AuthContext, id: string): Promise<WebhookDelivery> {
  const orgId = adminOf(auth);
  const endpoint = await getEndpoint(deps.db, auth, id);
  if (!endpoint.enabled) throw new AppError('CONFLICT', WEBHOOK_STRINGS.disabledCannotSend);
  const { deliveryId, prepared } = await deps.db.transaction(async (tx) => {
    const db = tx as unknown as Db;
    const [event] = await db
      .insert(webhookEvents)
      .values({ organizationId: orgId, type: WEBHOOK_TEST_EVENT_TYPE, subjectId: null, actorId: auth.userId })
      .returning({ id: webhookEvents.id });
    if (!event) throw new Error('The test event was not recorded');
    const [delivery] = await db
      .insert(webhookDeliveries)
      .values({ organizationId: orgId, endpointId: id, eventId: event.id })
      .returning({ id: webhookDeliveries.id });
    if (!delivery) throw new Error('The test delivery was not recorded');
    return {
      deliveryId: delivery.id,
      prepared: await prepareAttempt(db, deps.config, { orgId, deliveryId: delivery.id, attempt: null }),
    };
  });
  if (prepared) await performAttempt(deps, prepared);
  return deliveryOf(deps.db, orgId, deliveryId);
}
