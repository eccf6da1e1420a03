/**
 * Making and changing requests to clients (issue 41, decision 046): a request and its items inserted (by
 * the routes or a service step's template), edited, cancelled, its reminders paused. `requests.manage`.
 */
import {
  type CreateRequestSchema,
  REQUEST_CLIENT_REQUIRED,
  REQUEST_CONTACTS_INVALID,
  REQUEST_ITEM_KEPT,
  REQUEST_ITEM_NOT_FOUND,
  REQUEST_JOB_INVALID,
  type UpdateRequestSchema,
} from '@taskflow/shared';
import { and, eq, inArray, isNotNull, ne, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import {
  clientJobs,
  clientRequestFiles,
  clientRequestItems,
  clientRequests,
  customerContacts,
  customers,
} from '../../db/schema';
import { requirePermission } from '../../lib/access';
import { AppError } from '../../lib/app-error';
import { isUuid } from '../../lib/reach';
import { watchJobStates } from '../../lib/webhook-outbox';
import type { AuthContext } from '../../plugins/types';
import {
  recomputeRequestStatus,
  recordRequestEvent,
  requestDetail,
  requestNotOpen,
  requestOrThrow,
} from './requests.service';

export type CreateRequestInput = z.output<typeof CreateRequestSchema>;

/**
 * The contacts `ids` must all be the client's with an email address: a field error names what is
 * wrong. Answers them in the order given, without repeats.
 */
export async function checkedContactIds(tx: Db, orgId: string, customerId: string, ids: string[]) {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return unique;
  if (!unique.every(isUuid)) throw AppError.invalid({ contactIds: REQUEST_CONTACTS_INVALID });
  const rows = await tx
    .select({ id: customerContacts.id })
    .from(customerContacts)
    .where(
      and(
        eq(customerContacts.organizationId, orgId),
        eq(customerContacts.customerId, customerId),
        inArray(customerContacts.id, unique),
        isNotNull(customerContacts.email),
        ne(customerContacts.email, ''),
      ),
    );
  if (rows.length !== unique.length) throw AppError.invalid({ contactIds: REQUEST_CONTACTS_INVALID });
  return unique;
}

/** The client's contacts who receive requests and have an email: the recipients when none are chosen. */
async function defaultContactIds(tx: Db, orgId: string, customerId: string) {
  const rows = await tx
    .select({ id: customerContacts.id })
    .from(customerContacts)
    .where(
      and(
        eq(customerContacts.organizationId, orgId),
        eq(customerContacts.customerId, customerId),
        eq(customerContacts.receivesRequests, true),
        isNotNull(customerContacts.email),
        ne(customerContacts.email, ''),
      ),
    )
    .orderBy(customerContacts.position, customerContacts.createdAt);
  return rows.map((row) => row.id);
}

/**
 * Inserts a request and its items in the caller's transaction, once the client is the organization's,
 * the job that client's and the contacts that client's with an email (field errors otherwise). Chosen
 * no contacts: every contact who receives requests; none of those either: the client's own email (an
 * empty list). Sending is the caller's next step (`sendRequest`).
 */
export async function insertRequest(
  tx: Db,
  orgId: string,
  input: CreateRequestInput & { serviceStepId?: string },
  createdById: string | null,
): Promise<{ id: string }> {
  const [customer] = await tx
    .select({ id: customers.id })
    .from(customers)
    .where(and(eq(customers.organizationId, orgId), eq(customers.id, input.customerId)));
  if (!customer) throw AppError.invalid({ customerId: REQUEST_CLIENT_REQUIRED });
  if (input.jobId) {
    const [job] = await tx
      .select({ id: clientJobs.id })
      .from(clientJobs)
      .where(
        and(
          eq(clientJobs.organizationId, orgId),
          eq(clientJobs.id, input.jobId),
          eq(clientJobs.customerId, input.customerId),
        ),
      );
    if (!job) throw AppError.invalid({ jobId: REQUEST_JOB_INVALID });
  }
  const contactIds = input.contactIds?.length
    ? await checkedContactIds(tx, orgId, input.customerId, input.contactIds)
    : await defaultContactIds(tx, orgId, input.customerId);
  // Its items are owed from now: the job waits on the client (a trigger), unless it is done.
  const jobStates = await watchJobStates(tx, orgId, [input.jobId]);
  const [row] = await tx
    .insert(clientRequests)
    .values({
      organizationId: orgId,
      customerId: input.customerId,
      jobId: input.jobId ?? null,
      serviceStepId: input.serviceStepId ?? null,
      title: input.title,
      message: input.message ?? null,
      dueOn: input.dueOn,
      contactIds,
      ...(input.remindDaysBefore ? { remindDaysBefore: sortedDays(input.remindDaysBefore) } : {}),
      ...(input.remindEveryDaysAfter === undefined
        ? {}
        : { remindEveryDaysAfter: input.remindEveryDaysAfter }),
      createdById,
    })
    .returning({ id: clientRequests.id });
  if (!row) throw new Error('Request insert returned no row');
  await tx.insert(clientRequestItems).values(
    input.items.map((item, position) => ({
      organizationId: orgId,
      requestId: row.id,
      position,
      name: item.name,
      note: item.note ?? null,
      wantsFile: item.wantsFile,
    })),
  );
  await jobStates.record(createdById);
  return { id: row.id };
}

/** Reminder days, each once, furthest first (the cadence reads them in that order). */
export const sortedDays = (days: number[]) => [...new Set(days)].sort((a, b) => b - a);

/**
 * A new request (the caller sends it next when asked); `check` runs before the commit, so a request that
 * cannot be sent is not left behind.
 */
export async function createRequest(
  db: Db,
  auth: AuthContext,
  input: CreateRequestInput,
  check?: (tx: Db, orgId: string, id: string) => Promise<void>,
) {
  const orgId = requirePermission(auth, 'requests.manage');
  return db.transaction(async (tx) => {
    const created = await insertRequest(tx, orgId, input, auth.userId);
    await check?.(tx, orgId, created.id);
    return created;
  });
}

/**
 * Edits an open request. Items are replaced as a list: kept by id (renamed, moved), added without one,
 * removed when left out, except an item the client sent files for or the firm accepted.
 */
export async function updateRequest(
  db: Db,
  auth: AuthContext,
  id: string,
  input: z.output<typeof UpdateRequestSchema>,
) {
  const orgId = requirePermission(auth, 'requests.manage');
  await db.transaction(async (tx) => {
    const request = await requestOrThrow(tx, orgId, id, { lock: true });
    if (request.status === 'cancelled') throw requestNotOpen();
    const contactIds =
      input.contactIds === undefined
        ? undefined
        : input.contactIds.length > 0
          ? await checkedContactIds(tx, orgId, request.customerId, input.contactIds)
          : await defaultContactIds(tx, orgId, request.customerId);
    await tx
      .update(clientRequests)
      .set({
        ...(input.title === undefined ? {} : { title: input.title }),
        ...(input.message === undefined ? {} : { message: input.message }),
        ...(input.dueOn === undefined ? {} : { dueOn: input.dueOn }),
        ...(contactIds === undefined ? {} : { contactIds }),
        ...(input.remindDaysBefore === undefined
          ? {}
          : { remindDaysBefore: sortedDays(input.remindDaysBefore) }),
        ...(input.remindEveryDaysAfter === undefined
          ? {}
          : { remindEveryDaysAfter: input.remindEveryDaysAfter }),
        updatedAt: sql`now()`,
      })
      .where(eq(clientRequests.id, id));
    if (input.items) {
      // Items added are owed, items removed no longer: the job may start or stop waiting on the client.
      const jobStates = await watchJobStates(tx, orgId, [request.jobId]);
      await replaceItems(tx, orgId, id, input.items);
      await recomputeRequestStatus(tx, orgId, id, auth.userId);
      await jobStates.record(auth.userId);
    }
  });
  return requestDetail(db, orgId, id);
}

async function replaceItems(
  tx: Db,
  orgId: string,
  requestId: string,
  items: NonNullable<z.output<typeof UpdateRequestSchema>['items']>,
) {
  const current = await tx
    .select({
      id: clientRequestItems.id,
      status: clientRequestItems.status,
      // The table named in full: drizzle leaves the columns of a one-table select unqualified.
      files: sql<number>`(select count(*) from ${clientRequestFiles} as f
                            where f.item_id = ${clientRequestItems}.id)`.mapWith(Number),
    })
    .from(clientRequestItems)
    .where(and(eq(clientRequestItems.organizationId, orgId), eq(clientRequestItems.requestId, requestId)));
  const known = new Set(current.map((item) => item.id));
  const fieldErrors: Record<string, string> = {};
  items.forEach((item, index) => {
    if (item.id && !known.has(item.id)) fieldErrors[`items.${index}.id`] = REQUEST_ITEM_NOT_FOUND;
  });
  const kept = new Set(items.flatMap((item) => (item.id ? [item.id] : [])));
  const removed = current.filter((item) => !kept.has(item.id));
  if (removed.some((item) => item.files > 0 || item.status === 'accepted'))
    fieldErrors.items = REQUEST_ITEM_KEPT;
  if (Object.keys(fieldErrors).length > 0) throw AppError.invalid(fieldErrors);
  if (removed.length > 0) {
    await tx.delete(clientRequestItems).where(
      and(
        eq(clientRequestItems.requestId, requestId),
        inArray(
          clientRequestItems.id,
          removed.map((item) => item.id),
        ),
      ),
    );
  }
  for (const [position, item] of items.entries()) {
    const values = { name: item.name, note: item.note ?? null, wantsFile: item.wantsFile, position };
    if (item.id) {
      await tx.update(clientRequestItems).set(values).where(eq(clientRequestItems.id, item.id));
    } else {
      await tx.insert(clientRequestItems).values({ ...values, organizationId: orgId, requestId });
    }
  }
}

/** Cancels a request that is not cancelled yet: the client page no longer shows it, reminders stop. */
export async function cancelRequest(db: Db, auth: AuthContext, id: string) {
  const orgId = requirePermission(auth, 'requests.manage');
  await db.transaction(async (tx) => {
    const request = await requestOrThrow(tx, orgId, id, { lock: true });
    if (request.status === 'cancelled') throw requestNotOpen();
    const jobStates = await watchJobStates(tx, orgId, [request.jobId]);
    await tx
      .update(clientRequests)
      .set({ status: 'cancelled', updatedAt: sql`now()` })
      .where(eq(clientRequests.id, id));
    await recordRequestEvent(tx, orgId, id, { kind: 'cancelled', actorId: auth.userId });
    await jobStates.record(auth.userId);
  });
  return requestDetail(db, orgId, id);
}

/** Pauses or resumes the queue's reminders (a nudge still goes). */
export async function setRemindersPaused(db: Db, auth: AuthContext, id: string, paused: boolean) {
  const orgId = requirePermission(auth, 'requests.manage');
  await db.transaction(async (tx) => {
    const request = await requestOrThrow(tx, orgId, id, { lock: true });
    if (request.status === 'cancelled') throw requestNotOpen();
    if (request.remindersPaused === paused) return;
    await tx
      .update(clientRequests)
      .set({ remindersPaused: paused, updatedAt: sql`now()` })
      .where(eq(clientRequests.id, id));
    await recordRequestEvent(tx, orgId, id, { kind: paused ? 'paused' : 'resumed', actorId: auth.userId });
  });
  return requestDetail(db, orgId, id);
}
