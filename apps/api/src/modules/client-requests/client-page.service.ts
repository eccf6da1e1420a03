/**
 * The client page (issue 41, decision 046): what a client link opens and what the client may do there.
 * Every query is scoped to the link's organization and client; the client reaches the items and files of
 * that client's requests and nothing else: no other client's, no staff member's, no storage key.
 */
import type { Readable } from 'node:stream';
import {
  CLIENT_DONE_NEEDS_NOTE,
  CLIENT_FILE_NOT_FOUND,
  CLIENT_LINK_EXPIRED,
  CLIENT_PAGE_COMPLETE_DAYS,
  type ClientPageView,
  REQUEST_ITEM_ACCEPTED,
  REQUEST_ITEM_FILES_FULL,
  REQUEST_ITEM_FILES_MAX,
  REQUEST_ITEM_NOT_FOUND,
  REQUEST_NOT_OPEN,
  type RequestItemStatus,
  type RequestItemView,
  type RequestStatus,
  TASK_ATTACHMENT_REQUIRED,
  TASK_FILE_MIME_TYPES,
  TASK_FILE_TYPE_MESSAGE,
} from '@taskflow/shared';
import { and, asc, count, eq, gt, inArray, isNotNull, or, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import {
  clientLinks,
  clientRequestEvents,
  clientRequestFiles,
  clientRequestItems,
  clientRequests,
  customers,
  organizations,
} from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { addressKeyOf } from '../../lib/client-address';
import type { StreamedUpload } from '../../lib/multipart-form';
import { isUuid } from '../../lib/reach';
import type { FileStorage } from '../../lib/storage';
import { checkStorageAfterInsert } from '../../lib/storage-quota';
import { openAttachmentAllowance, type UploadAllowanceDeps } from '../../lib/upload-allowance';
import { newUploadKey, safeFileName, sniffAttachmentMime, withUploadRollback } from '../../lib/uploads';
import { watchJobStates } from '../../lib/webhook-outbox';
import type { RateLimits } from '../../plugins/types';
import { type NotifyDeps, queueNotices } from '../notifications';
import { type OpenClientLink, openClientLink } from './client-links';
import { recomputeRequestStatus } from './requests.service';

/** What the client page needs; a Fastify `app` fits as is. */
export interface ClientPageDeps extends UploadAllowanceDeps, NotifyDeps {
  storage: FileStorage;
  rateLimits: RateLimits;
  log: FastifyBaseLogger;
}

/** Uploads (or done marks) this close together make one notice to the staff, not one per file. */
const NOTICE_BURST = sql`interval '10 minutes'`;

const expired = () => new AppError('NOT_FOUND', CLIENT_LINK_EXPIRED);

/**
 * The live link a request's token opens. Unknown, expired, revoked and suspended answer the same 404;
 * each such miss counts against the caller's address, and an address past `clientLinkMisses` is refused
 * before any lookup, so a guesser is cut off after a few tries whatever tokens it tries.
 */
export async function openLinkOrThrow(
  deps: Pick<ClientPageDeps, 'db' | 'windowCounter' | 'rateLimits'>,
  token: string | undefined,
  address: string,
): Promise<OpenClientLink> {
  const limit = deps.rateLimits.clientLinkMisses;
  const missKey = `client-link:miss:${addressKeyOf(address)}`;
  const misses = await deps.windowCounter.hit(missKey, limit.timeWindow, 0);
  if (misses.count >= limit.max) throw tooManyMisses(misses.resetInMs);
  const link = await openClientLink(deps.db, token);
  if (link) return link;
  await deps.windowCounter.hit(missKey, limit.timeWindow);
  throw expired();
}

function tooManyMisses(resetInMs: number) {
  return AppError.rateLimited(
    'Too many requests. Please wait a moment and try again.',
    Math.ceil(resetInMs / 1000),
  );
}

/** When the link was last used, written at most once a minute (a page's every request would be a write). */
export async function touchLink(db: Db, link: OpenClientLink) {
  await db
    .update(clientLinks)
    .set({ lastUsedAt: sql`now()` })
    .where(
      and(
        eq(clientLinks.id, link.id),
        or(
          sql`${clientLinks.lastUsedAt} is null`,
          sql`${clientLinks.lastUsedAt} < now() - interval '1 minute'`,
        ),
      ),
    );
}

/** The requests a client sees: sent, and open, or complete within the last days (what the firm received). */
const shownToClient = (link: OpenClientLink) =>
  and(
    eq(clientRequests.organizationId, link.orgId),
    eq(clientRequests.customerId, link.customerId),
    isNotNull(clientRequests.sentAt),
    or(
      eq(clientRequests.status, 'open'),
      and(
        eq(clientRequests.status, 'complete'),
        gt(clientRequests.completedAt, sql`now() - make_interval(days => ${CLIENT_PAGE_COMPLETE_DAYS})`),
      ),
    ),
  );

type ItemRow = typeof clientRequestItems.$inferSelect;
type FileRow = typeof clientRequestFiles.$inferSelect;

function toItemView(item: ItemRow, files: FileRow[]): RequestItemView {
  return {
    id: item.id,
    name: item.name,
    note: item.note,
    wantsFile: item.wantsFile,
    status: item.status as RequestItemStatus,
    clientNote: item.clientNote,
    // The reason is the client's to read while the item is returned; after that it is the firm's history.
    returnReason: item.status === 'returned' ? item.returnReason : null,
    submittedAt: item.submittedAt?.toISOString() ?? null,
    files: files.map((file) => ({
      id: file.id,
      fileName: file.fileName,
      mime: file.mime,
      sizeBytes: file.sizeBytes,
      createdAt: file.createdAt.toISOString(),
    })),
  };
}

async function filesOf(db: Db, orgId: string, itemIds: string[]) {
  if (itemIds.length === 0) return [];
  return db
    .select()
    .from(clientRequestFiles)
    .where(and(eq(clientRequestFiles.organizationId, orgId), inArray(clientRequestFiles.itemId, itemIds)))
    .orderBy(asc(clientRequestFiles.createdAt), asc(clientRequestFiles.id));
}

/** GET /client-link: the firm, the client and the client's requests with their items and files. */
export async function getClientPage(db: Db, link: OpenClientLink): Promise<ClientPageView> {
  const [names] = await db
    .select({
      firmName: organizations.name,
      hasLogo: sql<boolean>`${organizations.logoFile} is not null`,
      clientName: customers.businessName,
    })
    .from(customers)
    .innerJoin(organizations, eq(organizations.id, customers.organizationId))
    .where(and(eq(customers.id, link.customerId), eq(customers.organizationId, link.orgId)));
  if (!names) throw expired();
  const requests = await db
    .select({
      id: clientRequests.id,
      title: clientRequests.title,
      message: clientRequests.message,
      dueOn: clientRequests.dueOn,
      status: clientRequests.status,
    })
    .from(clientRequests)
    .where(shownToClient(link))
    // Open ones first (what is still expected), then what the firm received.
    .orderBy(
      sql`${clientRequests.status} <> 'open'`,
      asc(clientRequests.dueOn),
      asc(clientRequests.createdAt),
    )
    .limit(100);
  const items =
    requests.length === 0
      ? []
      : await db
          .select()
          .from(clientRequestItems)
          .where(
            and(
              eq(clientRequestItems.organizationId, link.orgId),
              inArray(
                clientRequestItems.requestId,
                requests.map((request) => request.id),
              ),
            ),
          )
          .orderBy(asc(clientRequestItems.position), asc(clientRequestItems.id));
  const files = await filesOf(
    db,
    link.orgId,
    items.map((item) => item.id),
  );
  return {
    firm: { name: names.firmName, hasLogo: names.hasLogo },
    client: { name: names.clientName },
    expiresAt: link.expiresAt.toISOString(),
    requests: requests.map((request) => ({
      ...request,
      status: request.status as RequestStatus,
      items: items
        .filter((item) => item.requestId === request.id)
        .map((item) =>
          toItemView(
            item,
            files.filter((file) => file.itemId === item.id),
          ),
        ),
    })),
  };
}

/** The firm's logo for the page's header (GET /client-link/logo). */
export async function getFirmLogo(db: Db, link: OpenClientLink) {
  const [org] = await db
    .select({ file: organizations.logoFile, mime: organizations.logoMime })
    .from(organizations)
    .where(eq(organizations.id, link.orgId));
  if (!org?.file || !org.mime) throw new AppError('NOT_FOUND', 'This firm has no logo');
  return { file: org.file, mime: org.mime };
}

/**
 * One item of the link's client, with its request's state and how many files it holds; `lock` takes its
 * request's row and then the item's for the rest of the transaction, so two changes of one request (two
 * uploads racing for an item's last file place, an upload beside a removal, the last two items marked done
 * at once) pass one at a time. Request, then item, then (through the files' storage trigger) the
 * organization's storage: the order a staff review takes too, so the two never wait on each other in a
 * cycle.
 */
async function itemOfClient(tx: Db, link: OpenClientLink, itemId: string, lock = false) {
  if (!isUuid(itemId)) throw new AppError('NOT_FOUND', REQUEST_ITEM_NOT_FOUND);
  if (lock) await lockRequestOfItem(tx, link, itemId);
  const query = tx
    .select({
      item: clientRequestItems,
      requestStatus: clientRequests.status,
      jobId: clientRequests.jobId,
      shown: sql<boolean>`${shownToClient(link)}`,
    })
    .from(clientRequestItems)
    .innerJoin(clientRequests, eq(clientRequests.id, clientRequestItems.requestId))
    .where(
      and(
        eq(clientRequestItems.id, itemId),
        eq(clientRequestItems.organizationId, link.orgId),
        eq(clientRequests.organizationId, link.orgId),
        eq(clientRequests.customerId, link.customerId),
        isNotNull(clientRequests.sentAt),
      ),
    );
  const [row] = await (lock ? query.for('update', { of: clientRequestItems }) : query);
  if (!row) throw new AppError('NOT_FOUND', REQUEST_ITEM_NOT_FOUND);
  // A complete request stays changeable while it is shown (a wrong file sent last): the change reopens it.
  if (row.requestStatus === 'cancelled' || !row.shown) throw new AppError('CONFLICT', REQUEST_NOT_OPEN);
  if (row.item.status === 'accepted') throw new AppError('CONFLICT', REQUEST_ITEM_ACCEPTED);
  const [files] = await tx
    .select({ n: count() })
    .from(clientRequestFiles)
    .where(and(eq(clientRequestFiles.itemId, itemId), eq(clientRequestFiles.organizationId, link.orgId)));
  return { item: row.item, jobId: row.jobId, fileCount: files?.n ?? 0 };
}

/** Locks the request an item of the link's organization belongs to (none: the item lookup answers 404). */
async function lockRequestOfItem(tx: Db, link: OpenClientLink, itemId: string) {
  await tx
    .select({ id: clientRequests.id })
    .from(clientRequests)
    .where(
      and(
        eq(clientRequests.organizationId, link.orgId),
        inArray(
          clientRequests.id,
          tx
            .select({ requestId: clientRequestItems.requestId })
            .from(clientRequestItems)
            .where(and(eq(clientRequestItems.id, itemId), eq(clientRequestItems.organizationId, link.orgId))),
        ),
      ),
    )
    .for('update');
}

async function itemView(db: Db, link: OpenClientLink, itemId: string) {
  const [item] = await db
    .select()
    .from(clientRequestItems)
    .where(and(eq(clientRequestItems.id, itemId), eq(clientRequestItems.organizationId, link.orgId)));
  if (!item) throw new AppError('NOT_FOUND', REQUEST_ITEM_NOT_FOUND);
  return toItemView(item, await filesOf(db, link.orgId, [itemId]));
}

/** Whether the client sent something on this request just before (one notice per burst of uploads). */
async function sentJustBefore(tx: Db, requestId: string) {
  const [recent] = await tx
    .select({ id: clientRequestEvents.id })
    .from(clientRequestEvents)
    .where(
      and(
        eq(clientRequestEvents.requestId, requestId),
        inArray(clientRequestEvents.kind, ['uploaded', 'submitted']),
        gt(clientRequestEvents.createdAt, sql`now() - ${NOTICE_BURST}`),
      ),
    )
    .limit(1);
  return Boolean(recent);
}

/**
 * Tells the request's creator and the client's responsible member (queueNotices keeps the active members
 * of the organization, once each) that the client sent something, after the client's answer. Queued after
 * the change committed, and a failure only logged: the client's file is in whether or not a notice went out.
 */
async function noticeStaff(deps: ClientPageDeps, link: OpenClientLink, requestId: string, what: string) {
  try {
    const [row] = await deps.db
      .select({
        title: clientRequests.title,
        createdById: clientRequests.createdById,
        clientName: customers.businessName,
        responsibleId: customers.responsibleId,
      })
      .from(clientRequests)
      .innerJoin(customers, eq(customers.id, clientRequests.customerId))
      .where(and(eq(clientRequests.id, requestId), eq(clientRequests.organizationId, link.orgId)));
    if (!row) return;
    await queueNotices(deps.db, [
      {
        organizationId: link.orgId,
        userIds: [row.createdById, row.responsibleId].filter((id): id is string => Boolean(id)),
        kind: 'client_uploaded',
        title: `${row.clientName} ${what} for “${row.title}”`,
        link: `/app/requests/${requestId}`,
      },
    ]);
  } catch (error) {
    deps.log.warn({ err: error }, 'Notice of a client upload failed');
  }
}

/**
 * A client's file for an item (POST /client-link/items/:itemId/files), with the upload rules of task
 * attachments (tasks/attachments.service.ts addAttachment): the link's upload rate and the organization's
 * storage quota checked before a byte is read, the file streamed into storage up to the organization's
 * file limit, its type sniffed from its content, the quota checked again by the row's insert, and a
 * refused file removed at once. The item is then submitted and the request's status follows.
 */
export async function addClientFile(
  deps: ClientPageDeps,
  link: OpenClientLink,
  itemId: string,
  receive: (
    maxBytes: number,
    store: (file: Readable) => Promise<void>,
  ) => Promise<{ file?: StreamedUpload; fileName?: string }>,
  declaredBytes?: number,
): Promise<RequestItemView> {
  const before = await itemOfClient(deps.db, link, itemId);
  if (before.fileCount >= REQUEST_ITEM_FILES_MAX) throw AppError.invalid({ file: REQUEST_ITEM_FILES_FULL });
  const allowance = await openAttachmentAllowance(
    deps,
    { orgId: link.orgId, clientLinkId: link.id },
    declaredBytes,
  );
  const key = newUploadKey('client-request-files');
  const { requestId, isBurstStart } = await withUploadRollback(deps.storage, key, async () => {
    const { file, fileName } = await allowance.read(
      (maxBytes) => receive(maxBytes, (source) => deps.storage.put(key, source)),
      (read) => read.file,
    );
    if (!file || file.sizeBytes === 0) throw AppError.invalid({ file: TASK_ATTACHMENT_REQUIRED });
    const mime = await sniffAttachmentMime(file.head, fileName);
    if (!mime || !(TASK_FILE_MIME_TYPES as readonly string[]).includes(mime))
      throw AppError.invalid({ file: TASK_FILE_TYPE_MESSAGE });
    const name = safeFileName(fileName, mime);
    return deps.db.transaction(async (tx) => {
      // Again under the item's lock: the firm may have accepted it, or another upload filled it, meanwhile.
      const { item, jobId, fileCount } = await itemOfClient(tx, link, itemId, true);
      if (fileCount >= REQUEST_ITEM_FILES_MAX) throw AppError.invalid({ file: REQUEST_ITEM_FILES_FULL });
      // The item is no longer owed: the job may stop waiting on the client (by the client: no actor).
      const jobStates = await watchJobStates(tx, link.orgId, [jobId]);
      await tx.insert(clientRequestFiles).values({
        organizationId: link.orgId,
        requestId: item.requestId,
        itemId,
        fileName: name,
        file: key,
        mime,
        sizeBytes: file.sizeBytes,
      });
      await checkStorageAfterInsert(tx, link.orgId, file.sizeBytes);
      await tx
        .update(clientRequestItems)
        .set({ status: 'submitted', submittedAt: sql`now()` })
        .where(eq(clientRequestItems.id, itemId));
      const isFirst = !(await sentJustBefore(tx, item.requestId));
      await tx.insert(clientRequestEvents).values({
        organizationId: link.orgId,
        requestId: item.requestId,
        itemId,
        kind: 'uploaded',
        detail: name,
      });
      await recomputeRequestStatus(tx, link.orgId, item.requestId);
      await jobStates.record(null);
      return { requestId: item.requestId, isBurstStart: isFirst };
    });
  });
  if (isBurstStart) await noticeStaff(deps, link, requestId, 'sent documents');
  return itemView(deps.db, link, itemId);
}

/**
 * Whether the client marked the item done since the firm last reviewed it (the `submitted` event is
 * the done mark; a return resets `reviewedAt`): such an item stays submitted when its last file goes.
 */
async function isMarkedDone(tx: Db, item: ItemRow) {
  const [mark] = await tx
    .select({ id: clientRequestEvents.id })
    .from(clientRequestEvents)
    .where(
      and(
        eq(clientRequestEvents.itemId, item.id),
        eq(clientRequestEvents.kind, 'submitted'),
        item.reviewedAt ? gt(clientRequestEvents.createdAt, item.reviewedAt) : undefined,
      ),
    )
    .limit(1);
  return Boolean(mark);
}

/**
 * The client removes a file they sent (DELETE /client-link/items/:itemId/files/:fileId): never one of an
 * accepted item. An item left with no file and no done mark is pending again.
 */
export async function removeClientFile(
  deps: Pick<ClientPageDeps, 'db' | 'storage'>,
  link: OpenClientLink,
  itemId: string,
  fileId: string,
): Promise<RequestItemView> {
  if (!isUuid(fileId)) throw new AppError('NOT_FOUND', CLIENT_FILE_NOT_FOUND);
  const removed = await deps.db.transaction(async (tx) => {
    const { item, jobId, fileCount } = await itemOfClient(tx, link, itemId, true);
    const [row] = await tx
      .delete(clientRequestFiles)
      .where(
        and(
          eq(clientRequestFiles.id, fileId),
          eq(clientRequestFiles.itemId, itemId),
          eq(clientRequestFiles.organizationId, link.orgId),
        ),
      )
      .returning({ file: clientRequestFiles.file, fileName: clientRequestFiles.fileName });
    if (!row) throw new AppError('NOT_FOUND', CLIENT_FILE_NOT_FOUND);
    // The firm's record keeps what the client took back, as it keeps what they sent.
    await tx.insert(clientRequestEvents).values({
      organizationId: link.orgId,
      requestId: item.requestId,
      itemId,
      kind: 'file_removed',
      detail: row.fileName,
    });
    if (fileCount === 1 && item.status === 'submitted' && !(await isMarkedDone(tx, item))) {
      // Owed again: the job may wait on the client once more.
      const jobStates = await watchJobStates(tx, link.orgId, [jobId]);
      await tx
        .update(clientRequestItems)
        .set({ status: 'pending', submittedAt: null })
        .where(eq(clientRequestItems.id, itemId));
      await recomputeRequestStatus(tx, link.orgId, item.requestId);
      await jobStates.record(null);
    }
    return row;
  });
  // Only once the row is gone: a failed delete leaves the row and its file as they were.
  await deps.storage.discard(removed.file);
  return itemView(deps.db, link, itemId);
}

/**
 * The client's note on an item and its done mark (PATCH /client-link/items/:itemId). Done without a file
 * where one was asked needs a note (the firm learns why: "no such statement this month").
 */
export async function updateClientItem(
  deps: ClientPageDeps,
  link: OpenClientLink,
  itemId: string,
  body: { note?: string | null; done?: true },
): Promise<RequestItemView> {
  const marked = await deps.db.transaction(async (tx) => {
    const { item, jobId, fileCount } = await itemOfClient(tx, link, itemId, true);
    const note = body.note === undefined ? item.clientNote : body.note;
    if (body.done && item.wantsFile && fileCount === 0 && !note)
      throw AppError.invalid({ note: CLIENT_DONE_NEEDS_NOTE });
    if (body.note === undefined && !body.done) return null;
    // Marked done, the item is no longer owed (a note alone changes nothing of the job).
    const jobStates = await watchJobStates(tx, link.orgId, [body.done ? jobId : null]);
    await tx
      .update(clientRequestItems)
      .set({
        clientNote: note,
        ...(body.done ? { status: 'submitted', submittedAt: sql`now()` } : {}),
      })
      .where(eq(clientRequestItems.id, itemId));
    if (!body.done) return null;
    const isFirst = !(await sentJustBefore(tx, item.requestId));
    await tx.insert(clientRequestEvents).values({
      organizationId: link.orgId,
      requestId: item.requestId,
      itemId,
      kind: 'submitted',
      detail: note ?? null,
    });
    await recomputeRequestStatus(tx, link.orgId, item.requestId);
    await jobStates.record(null);
    return { requestId: item.requestId, isBurstStart: isFirst };
  });
  if (marked?.isBurstStart) await noticeStaff(deps, link, marked.requestId, 'marked an item done');
  return itemView(deps.db, link, itemId);
}
