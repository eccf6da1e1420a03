/**
 * Requests to clients (issue 41, decision 046): making one (the routes, a service step's template),
 * reading, editing and cancelling. Every query is scoped to the organization; `requests.view` reads,
 * `requests.manage` changes.
 */
import {
  CLIENT_FILE_NOT_FOUND,
  CLIENT_LINK_NOT_FOUND,
  type ClientLinkView,
  type CreateRequestSchema,
  type ListMeta,
  REQUEST_CLIENT_REQUIRED,
  REQUEST_CONTACTS_INVALID,
  REQUEST_ITEM_KEPT,
  REQUEST_ITEM_NOT_FOUND,
  REQUEST_JOB_INVALID,
  REQUEST_NOT_FOUND,
  REQUEST_NOT_OPEN,
  type RequestDetail,
  type RequestEventKind,
  type RequestItemStatus,
  type RequestListQuery,
  type RequestStatus,
  type RequestView,
  type UpdateRequestSchema,
} from '@taskflow/shared';
import { and, asc, desc, eq, ilike, inArray, isNotNull, isNull, ne, or, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import {
  clientJobs,
  clientLinks,
  clientRequestEvents,
  clientRequestFiles,
  clientRequestItems,
  clientRequests,
  customerContacts,
  customers,
  organizations,
  users,
} from '../../db/schema';
import { requirePermission } from '../../lib/access';
import { AppError } from '../../lib/app-error';
import { containsPattern } from '../../lib/like';
import { boundedCountQuery, pageOf, totalColumn } from '../../lib/pagination';
import { isUuid } from '../../lib/reach';
import { recordEvent, watchJobStates } from '../../lib/webhook-outbox';
import type { AuthContext } from '../../plugins/types';
import { CUSTOMER_NOT_FOUND } from '../customers';

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
    // The moment itself, not the transaction's start: events of one transaction keep their order.
    createdAt: sql`clock_timestamp()`,
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
 * Sets a request's status from its items (not a cancelled one): complete once nothing is owed (no item
 * pending or returned), with `completed_at` kept from the first time; open again, `completed_at`
 * cleared, when an item is owed once more. Answers the status (null for a cancelled request).
 */
export async function recomputeRequestStatus(
  tx: Db,
  orgId: string,
  requestId: string,
  actorId: string | null = null,
): Promise<'open' | 'complete' | null> {
  // The status before, locked, so the move to complete is told to webhooks once (client_request.completed).
  const [before] = await tx
    .select({ status: clientRequests.status })
    .from(clientRequests)
    .where(and(eq(clientRequests.organizationId, orgId), eq(clientRequests.id, requestId)))
    .for('update');
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
  if (row?.status === 'complete' && before?.status !== 'complete')
    await recordEvent(tx, { orgId, type: 'client_request.completed', subjectId: requestId, actorId });
  return (row?.status as 'open' | 'complete' | undefined) ?? null;
}

// ---------------------------------------------------------------- reading

/** The counts of a request's items, as columns of its row. */
const counted = (status: SQL) =>
  sql<number>`(
  select count(*) from ${clientRequestItems}
   where ${clientRequestItems.requestId} = ${clientRequests.id} and ${status})`.mapWith(Number);

const viewColumns = {
  request: clientRequests,
  customerName: customers.businessName,
  jobTitle: clientJobs.title,
  itemCount: counted(sql`true`),
  openCount: counted(sql`${clientRequestItems.status} in ('pending', 'returned')`),
  toReviewCount: counted(sql`${clientRequestItems.status} = 'submitted'`),
};

type ViewRow = {
  request: RequestRow;
  customerName: string;
  jobTitle: string | null;
  itemCount: number;
  openCount: number;
  toReviewCount: number;
};

function toView(row: ViewRow): RequestView {
  const { request } = row;
  return {
    id: request.id,
    customer: { id: request.customerId, name: row.customerName },
    job: request.jobId && row.jobTitle ? { id: request.jobId, title: row.jobTitle } : null,
    title: request.title,
    message: request.message,
    dueOn: request.dueOn,
    status: request.status as RequestStatus,
    itemCount: row.itemCount,
    openCount: row.openCount,
    toReviewCount: row.toReviewCount,
    contactIds: request.contactIds,
    remindDaysBefore: request.remindDaysBefore,
    remindEveryDaysAfter: request.remindEveryDaysAfter,
    remindersPaused: request.remindersPaused,
    remindersSent: request.remindersSent,
    sentAt: request.sentAt?.toISOString() ?? null,
    completedAt: request.completedAt?.toISOString() ?? null,
    createdAt: request.createdAt.toISOString(),
  };
}

const viewQuery = (db: Db) =>
  db
    .select(viewColumns)
    .from(clientRequests)
    .innerJoin(customers, eq(customers.id, clientRequests.customerId))
    .leftJoin(clientJobs, eq(clientJobs.id, clientRequests.jobId));

/** The organization's requests, soonest due first, filtered by client, job, status, review and text. */
export async function listRequests(
  db: Db,
  auth: AuthContext,
  query: RequestListQuery,
): Promise<{ data: RequestView[]; meta: ListMeta }> {
  const orgId = requirePermission(auth, 'requests.view');
  const where = and(
    eq(clientRequests.organizationId, orgId),
    query.customerId ? eq(clientRequests.customerId, query.customerId) : undefined,
    query.jobId ? eq(clientRequests.jobId, query.jobId) : undefined,
    query.status === 'all' ? undefined : eq(clientRequests.status, query.status),
    query.toReview === 'true'
      ? inArray(
          clientRequests.id,
          db
            .select({ id: clientRequestItems.requestId })
            .from(clientRequestItems)
            .where(
              and(eq(clientRequestItems.organizationId, orgId), eq(clientRequestItems.status, 'submitted')),
            ),
        )
      : undefined,
    query.q
      ? or(
          ilike(clientRequests.title, containsPattern(query.q)),
          inArray(
            clientRequests.customerId,
            db
              .select({ id: customers.id })
              .from(customers)
              .where(
                and(
                  eq(customers.organizationId, orgId),
                  ilike(customers.businessName, containsPattern(query.q)),
                ),
              ),
          ),
        )
      : undefined,
  );
  const { rows, meta } = await pageOf(
    query,
    (limit, offset) =>
      db
        .select({ ...viewColumns, total: totalColumn(db, clientRequests, where) })
        .from(clientRequests)
        .innerJoin(customers, eq(customers.id, clientRequests.customerId))
        .leftJoin(clientJobs, eq(clientJobs.id, clientRequests.jobId))
        .where(where)
        .orderBy(asc(clientRequests.dueOn), desc(clientRequests.createdAt), asc(clientRequests.id))
        .limit(limit)
        .offset(offset),
    () => boundedCountQuery(db, clientRequests, where),
  );
  return { data: rows.map(toView), meta };
}

/** A request with its items, their files, and what happened to it, by whom. */
export async function requestDetail(db: Db, orgId: string, id: string): Promise<RequestDetail> {
  if (!isUuid(id)) throw requestNotFound();
  const [row] = await viewQuery(db).where(
    and(eq(clientRequests.organizationId, orgId), eq(clientRequests.id, id)),
  );
  if (!row) throw requestNotFound();
  const [items, files, events] = await Promise.all([
    db
      .select()
      .from(clientRequestItems)
      .where(and(eq(clientRequestItems.organizationId, orgId), eq(clientRequestItems.requestId, id)))
      .orderBy(asc(clientRequestItems.position)),
    db
      .select()
      .from(clientRequestFiles)
      .where(and(eq(clientRequestFiles.organizationId, orgId), eq(clientRequestFiles.requestId, id)))
      .orderBy(asc(clientRequestFiles.createdAt)),
    db
      .select({ event: clientRequestEvents, actorName: users.name })
      .from(clientRequestEvents)
      .leftJoin(users, eq(users.id, clientRequestEvents.actorId))
      .where(and(eq(clientRequestEvents.organizationId, orgId), eq(clientRequestEvents.requestId, id)))
      .orderBy(asc(clientRequestEvents.createdAt), asc(clientRequestEvents.id)),
  ]);
  return {
    ...toView(row),
    items: items.map((item) => ({
      id: item.id,
      name: item.name,
      note: item.note,
      wantsFile: item.wantsFile,
      status: item.status as RequestItemStatus,
      clientNote: item.clientNote,
      returnReason: item.returnReason,
      submittedAt: item.submittedAt?.toISOString() ?? null,
      files: files
        .filter((file) => file.itemId === item.id)
        .map((file) => ({
          id: file.id,
          fileName: file.fileName,
          mime: file.mime,
          sizeBytes: file.sizeBytes,
          createdAt: file.createdAt.toISOString(),
        })),
    })),
    events: events.map(({ event, actorName }) => ({
      id: event.id,
      kind: event.kind as RequestEventKind,
      detail: event.detail,
      actorName,
      createdAt: event.createdAt.toISOString(),
    })),
  };
}

export function getRequest(db: Db, auth: AuthContext, id: string) {
  return requestDetail(db, requirePermission(auth, 'requests.view'), id);
}

/** A file a client sent, for download (the key stays on the server). */
export async function getRequestFile(db: Db, auth: AuthContext, requestId: string, fileId: string) {
  const orgId = requirePermission(auth, 'requests.view');
  if (!isUuid(requestId) || !isUuid(fileId)) throw new AppError('NOT_FOUND', CLIENT_FILE_NOT_FOUND);
  const [row] = await db
    .select()
    .from(clientRequestFiles)
    .where(
      and(
        eq(clientRequestFiles.organizationId, orgId),
        eq(clientRequestFiles.requestId, requestId),
        eq(clientRequestFiles.id, fileId),
      ),
    );
  if (!row) throw new AppError('NOT_FOUND', CLIENT_FILE_NOT_FOUND);
  return {
    file: row.file,
    mime: row.mime,
    sizeBytes: row.sizeBytes,
    safeName: row.fileName.replace(/"/g, ''),
  };
}

// ---------------------------------------------------------------- changing

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

// ---------------------------------------------------------------- settings and links

export async function getLinkSettings(db: Db, auth: AuthContext) {
  const orgId = requirePermission(auth, 'requests.view');
  const [row] = await db
    .select({ clientLinkDays: organizations.clientLinkDays })
    .from(organizations)
    .where(eq(organizations.id, orgId));
  return { clientLinkDays: row?.clientLinkDays ?? 30 };
}

/** How long new client links live (links already sent keep their expiry). */
export async function setLinkSettings(db: Db, auth: AuthContext, clientLinkDays: number) {
  const orgId = requirePermission(auth, 'requests.manage');
  await db.update(organizations).set({ clientLinkDays }).where(eq(organizations.id, orgId));
  return { clientLinkDays };
}

const isLive = sql<boolean>`(${clientLinks.revokedAt} is null and ${clientLinks.expiresAt} > now())`;

/** A client's links, newest first: who each went to, whether it still opens (never the token or its hash). */
export async function listClientLinks(
  db: Db,
  auth: AuthContext,
  customerId: string,
): Promise<ClientLinkView[]> {
  const orgId = requirePermission(auth, 'requests.view');
  if (!isUuid(customerId)) throw new AppError('NOT_FOUND', CUSTOMER_NOT_FOUND);
  const [customer] = await db
    .select({ id: customers.id })
    .from(customers)
    .where(and(eq(customers.organizationId, orgId), eq(customers.id, customerId)));
  if (!customer) throw new AppError('NOT_FOUND', CUSTOMER_NOT_FOUND);
  return linksOf(db, orgId, eq(clientLinks.customerId, customerId), 200);
}

async function linksOf(db: Db, orgId: string, where: SQL | undefined, limit: number) {
  const rows = await db
    .select({
      id: clientLinks.id,
      requestId: clientLinks.requestId,
      sentTo: clientLinks.sentTo,
      createdAt: clientLinks.createdAt,
      expiresAt: clientLinks.expiresAt,
      revokedAt: clientLinks.revokedAt,
      lastUsedAt: clientLinks.lastUsedAt,
      isLive,
    })
    .from(clientLinks)
    .where(and(eq(clientLinks.organizationId, orgId), where))
    .orderBy(desc(clientLinks.createdAt), desc(clientLinks.id))
    .limit(limit);
  return rows.map((row) => ({
    ...row,
    createdAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
    revokedAt: row.revokedAt?.toISOString() ?? null,
    lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
    isLive: Boolean(row.isLive),
  }));
}

/** Ends a link at once (revoking one already revoked changes nothing); recorded on its request. */
export async function revokeClientLink(db: Db, auth: AuthContext, customerId: string, linkId: string) {
  const orgId = requirePermission(auth, 'requests.manage');
  const notFound = () => new AppError('NOT_FOUND', CLIENT_LINK_NOT_FOUND);
  if (!isUuid(customerId) || !isUuid(linkId)) throw notFound();
  await db.transaction(async (tx) => {
    const where = and(
      eq(clientLinks.organizationId, orgId),
      eq(clientLinks.customerId, customerId),
      eq(clientLinks.id, linkId),
    );
    const [link] = await tx
      .update(clientLinks)
      .set({ revokedAt: sql`now()` })
      .where(and(where, isNull(clientLinks.revokedAt)))
      .returning({ requestId: clientLinks.requestId, sentTo: clientLinks.sentTo });
    if (!link) {
      const [already] = await tx.select({ id: clientLinks.id }).from(clientLinks).where(where);
      if (!already) throw notFound();
      return;
    }
    if (link.requestId) {
      await recordRequestEvent(tx, orgId, link.requestId, {
        kind: 'link_revoked',
        detail: link.sentTo || null,
        actorId: auth.userId,
      });
    }
  });
  const [link] = await linksOf(db, orgId, eq(clientLinks.id, linkId), 1);
  return link as ClientLinkView;
}
