/**
 * Requests to clients (issue 41, decision 046): a request of the organization or 404, its history, its
 * status from its items, and reading (the list, one request, a client's file). Making and changing one is
 * request-commands.service.ts, the staff's view of client links request-links.service.ts. Every query is
 * scoped to the organization; `requests.view` reads.
 */
import {
  CLIENT_FILE_NOT_FOUND,
  type ListMeta,
  REQUEST_NOT_FOUND,
  REQUEST_NOT_OPEN,
  type RequestDetail,
  type RequestEventKind,
  type RequestItemStatus,
  type RequestListQuery,
  type RequestStatus,
  type RequestView,
} from '@taskflow/shared';
import { and, asc, desc, eq, ilike, inArray, ne, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  clientJobs,
  clientRequestEvents,
  clientRequestFiles,
  clientRequestItems,
  clientRequests,
  customers,
  users,
} from '../../db/schema';
import { requirePermission } from '../../lib/access';
import { AppError } from '../../lib/app-error';
import { containsPattern } from '../../lib/like';
import { boundedCountQuery, pageOf, totalColumn } from '../../lib/pagination';
import { isUuid } from '../../lib/reach';
import { recordEvent } from '../../lib/webhook-outbox';
import type { AuthContext } from '../../plugins/types';

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
