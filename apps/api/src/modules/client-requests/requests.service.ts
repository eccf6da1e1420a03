/**
 * Requests to clients (issue 41, decision 046): making one (the routes, a service step's template),
 * reading, editing and cancelling. Every query is scoped to the organization; `requests.view` reads,
 * `requests.manage` changes.
 */
import {
  type CreateRequestSchema,
  REQUEST_CLIENT_REQUIRED,
  REQUEST_CONTACTS_INVALID,
  REQUEST_JOB_INVALID,
  REQUEST_NOT_FOUND,
  REQUEST_NOT_OPEN,
} from '@taskflow/shared';
import { and, eq, inArray, isNotNull, ne, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import {
  clientJobs,
  clientRequestEvents,
  clientRequestItems,
  clientRequests,
  customerContacts,
  customers,
} from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { isUuid } from '../../lib/reach';

export type CreateRequestInput = z.output<typeof CreateRequestSchema>;
export type RequestRow = typeof clientRequests.$inferSelect;

export const requestNotFound = () => new AppError('NOT_FOUND', REQUEST_NOT_FOUND);
export const requestNotOpen = () => new AppError('CONFLICT', REQUEST_NOT_OPEN);

/** The request `id` of the organization, locked for the caller's transaction when asked; or 404. */
export async function requestOrThrow(db: Db, orgId: string, id: string, options: { lock?: boolean } = {}) {
  if (!isUuid(id)) throw requestNotFound();
  const query = db
    .select()
    .from(clientRequests)
    .where(and(eq(clientRequests.organizationId, orgId), eq(clientRequests.id, id)));
  const [row] = options.lock ? await query.for('update') : await query;
  if (!row) throw requestNotFound();
  return row;
}

/** Records what happened to a request (its history, read on its page and by the dashboard). */
export async function recordRequestEvent(
  tx: Db,
  orgId: string,
  requestId: string,
  event: { kind: string; itemId?: string | null; detail?: string | null; actorId: string | null },
) {
  await tx.insert(clientRequestEvents).values({
    organizationId: orgId,
    requestId,
    itemId: event.itemId ?? null,
    kind: event.kind,
    detail: event.detail ?? null,
    actorId: event.actorId,
  });
}

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
  return { id: row.id };
}

/** Reminder days, each once, furthest first (the cadence reads them in that order). */
export const sortedDays = (days: number[]) => [...new Set(days)].sort((a, b) => b - a);

/**
 * Sets a request's status from its items (not a cancelled one): complete once nothing is owed (no item
 * pending or returned), with `completed_at` kept from the first time; open again, `completed_at`
 * cleared, when an item is owed once more. Answers the status (null for a cancelled request).
 */
export async function recomputeRequestStatus(
  tx: Db,
  orgId: string,
  requestId: string,
): Promise<'open' | 'complete' | null> {
  const owed = sql`exists (
    select 1 from ${clientRequestItems}
     where ${clientRequestItems.requestId} = ${clientRequests.id}
       and ${clientRequestItems.status} in ('pending', 'returned'))`;
  const [row] = await tx
    .update(clientRequests)
    .set({
      status: sql`case when ${owed} then 'open' else 'complete' end`,
      completedAt: sql`case when ${owed} then null else coalesce(${clientRequests.completedAt}, now()) end`,
      updatedAt: sql`case when ${clientRequests.status} = (case when ${owed} then 'open' else 'complete' end)
                          then ${clientRequests.updatedAt} else now() end`,
    })
    .where(
      and(
        eq(clientRequests.organizationId, orgId),
        eq(clientRequests.id, requestId),
        ne(clientRequests.status, 'cancelled'),
      ),
    )
    .returning({ status: clientRequests.status });
  return (row?.status as 'open' | 'complete' | undefined) ?? null;
}
