/**
 * The webhooks' outbox (decision 049), where every event source writes: kept in lib/ so that the modules
 * that record events (tasks, time, leave, services, client requests, billing) never import the webhooks
 * module, which reads them back through their services when it delivers.
 */

import { randomUUID } from 'node:crypto';
import type { WebhookEventType } from '@taskflow/shared';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { clientJobs, webhookDeliveries, webhookEndpoints, webhookEvents } from '../db/schema';
import { scheduleJobs } from './jobs';

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

/** Rows per multi-row insert of a bulk record: well under PostgreSQL's 65,535 parameters (a job row has 5). */
const ROWS_PER_INSERT = 1000;

/** The enabled endpoints of the organization subscribed to the type: one indexed query. */
async function subscribedEndpoints(tx: Db, orgId: string, type: WebhookEventType): Promise<string[]> {
  const rows = await tx
    .select({ id: webhookEndpoints.id })
    .from(webhookEndpoints)
    .where(
      and(
        eq(webhookEndpoints.organizationId, orgId),
        eq(webhookEndpoints.enabled, true),
        sql`${type} = any(${webhookEndpoints.events})`,
      ),
    );
  return rows.map((row) => row.id);
}

/**
 * Records an event in the caller's transaction (decision 049): the outbox row and one delivery job per
 * enabled endpoint of the organization subscribed to the type, so a rolled-back change sends nothing and
 * a committed one is delivered even if this process dies now. An organization without such an endpoint
 * costs one indexed query and writes nothing.
 */
export async function recordEvent(tx: Db, event: RecordedEvent): Promise<void> {
  await recordEvents(tx, event, [event.subjectId]);
}

/**
 * One event of a type per subject, as recordEvent records one, for the changes that make many subjects at
 * once (an import's tasks, a generator run's): one query finds the subscribed endpoints and, with none,
 * nothing more is read or written; otherwise a few multi-row inserts per ROWS_PER_INSERT rows, never a
 * statement per subject.
 */
export async function recordEvents(
  tx: Db,
  event: Omit<RecordedEvent, 'subjectId'>,
  subjectIds: readonly string[],
): Promise<void> {
  if (subjectIds.length === 0) return;
  const endpointIds = await subscribedEndpoints(tx, event.orgId, event.type);
  await writeEvents(tx, event, endpointIds, subjectIds);
}

/** The outbox rows, their deliveries and the deliveries' first attempts, in batches. */
async function writeEvents(
  tx: Db,
  event: Omit<RecordedEvent, 'subjectId'>,
  endpointIds: readonly string[],
  subjectIds: readonly string[],
): Promise<void> {
  if (endpointIds.length === 0 || subjectIds.length === 0) return;
  const now = new Date();
  // Each event has a delivery per endpoint (at most WEBHOOKS_PER_ORGANIZATION): a batch's deliveries and
  // jobs stay within one statement's rows.
  const eventsPerBatch = Math.max(1, Math.floor(ROWS_PER_INSERT / endpointIds.length));
  for (let start = 0; start < subjectIds.length; start += eventsPerBatch) {
    const events = await tx
      .insert(webhookEvents)
      .values(
        subjectIds.slice(start, start + eventsPerBatch).map((subjectId) => ({
          organizationId: event.orgId,
          type: event.type,
          subjectId,
          actorId: event.actorId,
        })),
      )
      .returning({ id: webhookEvents.id });
    const deliveries = await tx
      .insert(webhookDeliveries)
      .values(
        events.flatMap((row) =>
          endpointIds.map((endpointId) => ({
            organizationId: event.orgId,
            endpointId,
            eventId: row.id,
            nextAttemptAt: now,
          })),
        ),
      )
      .returning({
        id: webhookDeliveries.id,
        endpointId: webhookDeliveries.endpointId,
        eventId: webhookDeliveries.eventId,
      });
    await scheduleJobs(
      tx,
      deliveries.map((delivery) => ({
        kind: WEBHOOK_DELIVERY_JOB,
        key: deliveryJobKey(delivery.endpointId, delivery.eventId, 0),
        runAt: now,
        payload: { orgId: event.orgId, deliveryId: delivery.id, attempt: 0 },
      })),
    );
  }
}

/** What watchJobStates answers: `record` after the change records job.state_changed for each job it moved. */
export interface JobStateWatch {
  record(actorId: string | null): Promise<void>;
}

const UNWATCHED: JobStateWatch = { record: async () => {} };

/**
 * job.state_changed around a change that may move client jobs. A job's `state` (not started, in progress,
 * waiting on client, done) is kept by triggers from its step tasks and the client requests on it
 * (migrations 0034 and 0038), so the change's own rows do not say whether it moved one: call this before
 * the change with the jobs it may move, and `record` after it, in the same transaction. One event per job
 * whose state differs; a write that leaves a job as it was records none. A new job (the generator's) has
 * no state before to change from, and "overdue" is read from the date and the clock, not stored: neither
 * is a change here. Nobody subscribed: one query, and the jobs are not read.
 *
 * The two reads are not locked (locking the jobs ahead of the triggers would invite deadlocks): on
 * PostgreSQL, two transactions moving one job at the same moment may each see the other's move.
 */
export async function watchJobStates(
  tx: Db,
  orgId: string,
  jobIds: readonly (string | null | undefined)[],
): Promise<JobStateWatch> {
  const ids = [...new Set(jobIds.filter((id): id is string => Boolean(id)))];
  if (ids.length === 0) return UNWATCHED;
  const endpointIds = await subscribedEndpoints(tx, orgId, 'job.state_changed');
  if (endpointIds.length === 0) return UNWATCHED;
  const statesNow = async () =>
    new Map(
      (
        await tx
          .select({ id: clientJobs.id, state: clientJobs.state })
          .from(clientJobs)
          .where(and(eq(clientJobs.organizationId, orgId), inArray(clientJobs.id, ids)))
      ).map((row) => [row.id, row.state]),
    );
  const before = await statesNow();
  return {
    async record(actorId) {
      const after = await statesNow();
      // A job deleted meanwhile (with its client) has no state to report.
      const moved = ids.filter((id) => after.has(id) && before.has(id) && after.get(id) !== before.get(id));
      await writeEvents(tx, { orgId, type: 'job.state_changed', actorId }, endpointIds, moved);
    },
  };
}
