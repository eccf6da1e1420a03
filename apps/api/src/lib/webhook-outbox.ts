/**
 * The webhooks' outbox (decision 049), where every event source writes: kept in lib/ so that the modules
 * that record events (tasks, time, leave, services, client requests, billing) never import the webhooks
 * module, which reads them back through their services when it delivers.
 */

import { randomUUID } from 'node:crypto';
import type { WebhookEventType } from '@taskflow/shared';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { webhookDeliveries, webhookEndpoints, webhookEvents } from '../db/schema';
import { scheduleJob } from './jobs';

export const WEBHOOK_DELIVERY_JOB = 'webhooks.deliver';

/**
 * The job key of an attempt: the first is `webhook:<endpoint>:<event>` (recording an event twice queues
 * it once), retries add their number, manual attempts a random part (each redelivery is its own).
 */
export function deliveryJobKey(endpointId: string, eventId: string, attempt: number | 'manual'): string {
  const base = `webhook:${endpointId}:${eventId}`;
  if (attempt === 'manual') return `${base}:manual:${randomUUID()}`;
  return attempt === 0 ? base : `${base}:${attempt}`;
}

export interface RecordedEvent {
  orgId: string;
  type: WebhookEventType;
  subjectId: string;
  actorId: string | null;
}

/**
 * Records an event in the caller's transaction (decision 049): the outbox row and one delivery job per
 * enabled endpoint of the organization subscribed to the type, so a rolled-back change sends nothing and
 * a committed one is delivered even if this process dies now. An organization without such an endpoint
 * costs one indexed query and writes nothing.
 */
export async function recordEvent(tx: Db, event: RecordedEvent): Promise<void> {
  const endpoints = await tx
    .select({ id: webhookEndpoints.id })
    .from(webhookEndpoints)
    .where(
      and(
        eq(webhookEndpoints.organizationId, event.orgId),
        eq(webhookEndpoints.enabled, true),
        sql`${event.type} = any(${webhookEndpoints.events})`,
      ),
    );
  if (endpoints.length === 0) return;
  const [row] = await tx
    .insert(webhookEvents)
    .values({
      organizationId: event.orgId,
      type: event.type,
      subjectId: event.subjectId,
      actorId: event.actorId,
    })
    .returning({ id: webhookEvents.id });
  if (!row) throw new Error('The webhook event was not recorded');
  const deliveries = await tx
    .insert(webhookDeliveries)
    .values(
      endpoints.map((endpoint) => ({
        organizationId: event.orgId,
        endpointId: endpoint.id,
        eventId: row.id,
        nextAttemptAt: new Date(),
      })),
    )
    .returning({ id: webhookDeliveries.id, endpointId: webhookDeliveries.endpointId });
  for (const delivery of deliveries) {
    await scheduleJob(tx, {
      kind: WEBHOOK_DELIVERY_JOB,
      key: deliveryJobKey(delivery.endpointId, row.id, 0),
      runAt: new Date(),
      payload: { orgId: event.orgId, deliveryId: delivery.id, attempt: 0 },
    });
  }
}
