/**
 * The webhooks' outbox (decision 049), where every event source writes: kept in lib/ so that the modules
 * that record events (tasks, time, leave, services, client requests, billing) never import the webhooks
 * module, which reads them back through their services when it delivers.
 */

import { randomUUID } from 'node:crypto';
import type { WebhookEventType } from '@taskflow/shared';
import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { clientJobs, webhookEndpoints } from '../db/schema';
import { currentRequestId } from './request-context';
import { type Write, writeTogether } from './write-together';

export const WEBHOOK_DELIVERY_JOB = 'webhooks.deliver';

/** The first attempt's key, in parts: the one definition that the key in JavaScript and in SQL join. */
function firstKeyParts<T>(endpointId: T, eventId: T): (T | 'webhook')[] {
  return ['webhook', endpointId, eventId];
}

/**
 * The job key of an attempt: the first is `webhook:<endpoint>:<event>` (recording an event twice queues
 * it once), retries add their number, manual attempts a random part (each redelivery is its own).
 */
export function deliveryJobKey(endpointId: string, eventId: string, attempt: number | 'manual'): string {
  const base = firstKeyParts(endpointId, eventId).join(':');
  if (attempt === 'manual') return `${base}:manual:${randomUUID()}`;
  return attempt === 0 ? base : `${base}:${attempt}`;
}

export interface RecordedEvent {
  orgId: string;
  type: WebhookEventType;
  subjectId: string;
  actorId: string | null;
}

/** Subjects of a bulk record per statement: two parameters each, well under PostgreSQL's 65,535. */
const SUBJECTS_PER_STATEMENT = 1000;

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
 * a committed one is delivered even if this process dies now. One statement, which writes nothing for an
 * organization without such an endpoint; eventWrites makes it part of the change's own statement.
 */
export async function recordEvent(tx: Db, event: RecordedEvent): Promise<void> {
  await writeTogether(tx, eventWrites(event, [event.subjectId]));
}

/**
 * One event of a type per subject, as recordEvent records one, for the changes that make many subjects at
 * once (an import's tasks, a generator run's): one query finds whether any endpoint is subscribed and, with
 * none, nothing more is read or written; otherwise a statement per SUBJECTS_PER_STATEMENT subjects.
 */
export async function recordEvents(
  tx: Db,
  event: Omit<RecordedEvent, 'subjectId'>,
  subjectIds: readonly string[],
): Promise<void> {
  if (subjectIds.length === 0) return;
  if ((await subscribedEndpoints(tx, event.orgId, event.type)).length === 0) return;
  for (let start = 0; start < subjectIds.length; start += SUBJECTS_PER_STATEMENT)
    await writeTogether(tx, eventWrites(event, subjectIds.slice(start, start + SUBJECTS_PER_STATEMENT)));
}

/**
 * The outbox rows of one event per subject, a delivery of each to every enabled endpoint subscribed to the
 * type, and the deliveries' first attempts: writes to make with the change's own in one statement
 * (lib/write-together.ts). The endpoints are read in the statement itself, so recording costs no round
 * trip of its own; with none subscribed, nothing is written.
 */
export function eventWrites(event: Omit<RecordedEvent, 'subjectId'>, subjectIds: readonly string[]): Write[] {
  if (subjectIds.length === 0) return [];
  // Names of this call's parts, unique among the statement's (two events of different types may be recorded
  // in one; the same type twice would be one call with both subjects), and the same on every call: the
  // statement's text is then one of a fixed set of shapes, as db/read-tracking.ts keeps them.
  const tag = event.type.replace(/[^a-z0-9]/gi, '_');
  const [endpoints, events, deliveries] = ['endpoints', 'events', 'deliveries'].map(
    (part) => `webhook_${part}_${tag}`,
  ) as [string, string, string];
  const now = new Date();
  const firstKeySql = sql`concat_ws(':', ${sql.join(
    firstKeyParts<SQL>(sql`d.endpoint_id`, sql`d.event_id`).map((part) =>
      typeof part === 'string' ? sql`${part}::text` : part,
    ),
    sql`, `,
  )})`;
  const subjects = sql.join(
    subjectIds.map((subjectId) => sql`(${randomUUID()}::uuid, ${subjectId}::uuid)`),
    sql`, `,
  );
  return [
    {
      name: endpoints,
      write: sql`select id from webhook_endpoints
        where organization_id = ${event.orgId}::uuid and enabled and ${event.type}::text = any(events)`,
    },
    {
      name: events,
      write: sql`insert into webhook_events (id, organization_id, type, subject_id, actor_id)
        select s.id, ${event.orgId}::uuid, ${event.type}::text, s.subject_id, ${event.actorId}::uuid
        from (values ${subjects}) as s(id, subject_id)
        where exists (select 1 from ${sql.identifier(endpoints)})
        returning id`,
    },
    {
      name: deliveries,
      write: sql`insert into webhook_deliveries (organization_id, endpoint_id, event_id, next_attempt_at)
        select ${event.orgId}::uuid, e.id, v.id, ${now}::timestamptz
        from ${sql.identifier(events)} v cross join ${sql.identifier(endpoints)} e
        returning id, endpoint_id, event_id`,
    },
    // The key is deliveryJobKey(endpoint, event, 0)'s.
    sql`insert into jobs (kind, key, run_at, payload, request_id)
      select ${WEBHOOK_DELIVERY_JOB}::text, ${firstKeySql}, ${now}::timestamptz,
        jsonb_build_object('orgId', ${event.orgId}::text, 'deliveryId', d.id, 'attempt', 0),
        ${currentRequestId() ?? null}::text
      from ${sql.identifier(deliveries)} d`,
  ];
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
  if ((await subscribedEndpoints(tx, orgId, 'job.state_changed')).length === 0) return UNWATCHED;
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
      await writeTogether(tx, eventWrites({ orgId, type: 'job.state_changed', actorId }, moved));
    },
  };
}
