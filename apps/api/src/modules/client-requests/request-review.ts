/**
 * Reviewing what a client sent (issue 41): accepting an item (final: the client can no longer change it;
 * its files are copied to the job's task), returning it with a reason (mailed, with a fresh link), and the
 * one acknowledgement once every item is accepted. Each review locks its item and then its request, so
 * reviews of one request run one after another: of two reviewers deciding the same item only the first
 * finds it `submitted` (the other gets a 409), and the review that accepts the last item sees all the others.
 */
import {
  REQUEST_ITEM_CHANGED,
  REQUEST_ITEM_NOT_FOUND,
  REQUEST_ITEM_NOTHING_SENT,
  REQUEST_ITEM_REVIEWED,
} from '@taskflow/shared';
import { and, asc, eq, inArray, isNull, ne, notExists, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  clientRequestFiles,
  clientRequestItems,
  clientRequests,
  taskAttachments,
  tasks,
} from '../../db/schema';
import { requirePermission } from '../../lib/access';
import { AppError } from '../../lib/app-error';
import { isUuid } from '../../lib/reach';
import type { FileStorage } from '../../lib/storage';
import { checkStorageAfterInsert } from '../../lib/storage-quota';
import { newUploadKey } from '../../lib/uploads';
import { watchJobStates } from '../../lib/webhook-outbox';
import type { AuthContext } from '../../plugins/types';
import { publishTaskChange, recordTaskHistory } from '../tasks';
import { clientPageUrl, issueClientLink } from './client-links';
import { acknowledgementMail, returnMail } from './request-mail';
import { itemsOf, mailPartiesOf, recipientsOf, type SendDeps } from './request-send';
import {
  type RequestRow,
  recomputeRequestStatus,
  recordRequestEvent,
  requestNotOpen,
  requestOrThrow,
} from './requests.service';

export type ReviewDeps = SendDeps & { storage: FileStorage };

const itemNotFound = () => new AppError('NOT_FOUND', REQUEST_ITEM_NOT_FOUND);

async function itemOrThrow(db: Db, orgId: string, requestId: string, itemId: string, lock = false) {
  if (!isUuid(itemId) || !isUuid(requestId)) throw itemNotFound();
  const query = db
    .select()
    .from(clientRequestItems)
    .where(
      and(
        eq(clientRequestItems.organizationId, orgId),
        eq(clientRequestItems.requestId, requestId),
        eq(clientRequestItems.id, itemId),
      ),
    );
  const [item] = lock ? await query.for('update') : await query;
  if (!item) throw itemNotFound();
  return item;
}

/** Why an item cannot be decided now: its request was cancelled, nothing was sent, or it was decided. */
function undecidable(request: RequestRow, status: string) {
  if (request.status === 'cancelled') return requestNotOpen();
  if (status === 'submitted') return null;
  if (status === 'pending') return new AppError('CONFLICT', REQUEST_ITEM_NOTHING_SENT);
  return new AppError('CONFLICT', REQUEST_ITEM_REVIEWED);
}

/**
 * The request and its item locked for this review, once the item can be decided; else the refusal. The
 * request first, then the item, then (through the attachments' storage trigger) the organization's
 * storage: the order the client page's changes take them in, so the two never wait on each other in a
 * cycle (an upload to one item beside the accept of another deadlocked when the review took the item first).
 */
async function lockForReview(tx: Db, orgId: string, requestId: string, itemId: string) {
  const request = await requestOrThrow(tx, orgId, requestId, { lock: true });
  const item = await itemOrThrow(tx, orgId, requestId, itemId, true);
  const refusal = undecidable(request, item.status);
  if (refusal) throw refusal;
  return { request, item };
}

/** The task a job's accepted files land on: its first open step task, else its first task. */
async function landingTaskOf(db: Db, orgId: string, jobId: string | null) {
  if (!jobId) return null;
  const [task] = await db
    .select({ id: tasks.id })
    .from(tasks)
    .where(and(eq(tasks.organizationId, orgId), eq(tasks.jobId, jobId)))
    .orderBy(sql`${tasks.status} = 'Completed'`, asc(tasks.dueDate), asc(tasks.createdAt))
    .limit(1);
  return task?.id ?? null;
}

function filesOf(db: Db, orgId: string, itemId: string) {
  return db
    .select()
    .from(clientRequestFiles)
    .where(and(eq(clientRequestFiles.organizationId, orgId), eq(clientRequestFiles.itemId, itemId)))
    .orderBy(asc(clientRequestFiles.createdAt));
}

/**
 * Accepts a submitted item. Its files are copied in storage first (nothing locked meanwhile), then one
 * transaction decides the item, names the copies in task attachments of the job's task and, when it was
 * the last item, claims the acknowledgement; a refusal removes the copies. The receipt is mailed after
 * the commit.
 */
export async function acceptItem(deps: ReviewDeps, auth: AuthContext, requestId: string, itemId: string) {
  const orgId = requirePermission(auth, 'requests.manage');
  const request = await requestOrThrow(deps.db, orgId, requestId);
  const item = await itemOrThrow(deps.db, orgId, requestId, itemId);
  const refusal = undecidable(request, item.status);
  if (refusal) throw refusal;
  const taskId = await landingTaskOf(deps.db, orgId, request.jobId);
  const files = await filesOf(deps.db, orgId, itemId);
  const copies: { fileId: string; key: string }[] = [];
  let acknowledgement: Awaited<ReturnType<typeof claimAcknowledgement>>;
  try {
    if (taskId) {
      for (const file of files) {
        const key = newUploadKey('task-attachments');
        copies.push({ fileId: file.id, key });
        await deps.storage.put(key, await deps.storage.open(file.file), file.mime);
      }
    }
    acknowledgement = await deps.db.transaction(async (tx) => {
      await lockForReview(tx, orgId, requestId, itemId);
      const now = await filesOf(tx, orgId, itemId);
      if (now.length !== files.length || now.some((file, index) => file.id !== files[index]?.id)) {
        throw new AppError('CONFLICT', REQUEST_ITEM_CHANGED);
      }
      await tx
        .update(clientRequestItems)
        .set({ status: 'accepted', reviewedAt: sql`now()`, reviewedById: auth.userId })
        .where(eq(clientRequestItems.id, itemId));
      if (taskId && files.length > 0) await attachCopies(tx, orgId, auth.userId, taskId, files, copies);
      await recordRequestEvent(tx, orgId, requestId, {
        kind: 'accepted',
        itemId,
        detail: item.name,
        actorId: auth.userId,
      });
      await recomputeRequestStatus(tx, orgId, requestId, auth.userId);
      return claimAcknowledgement(tx, deps, orgId, requestId, auth.userId);
    });
  } catch (error) {
    // Nothing committed names the copies: they go.
    for (const copy of copies) await deps.storage.remove(copy.key);
    throw error;
  }
  if (acknowledgement) {
    for (const to of acknowledgement.to) await deps.mailer.send({ ...acknowledgement.mail, to });
  }
}

/** The copies as the task's attachments (uploaded by no one: the client sent them), with the task's history. */
async function attachCopies(
  tx: Db,
  orgId: string,
  actorId: string,
  taskId: string,
  files: (typeof clientRequestFiles.$inferSelect)[],
  copies: { fileId: string; key: string }[],
) {
  const keyOf = new Map(copies.map((copy) => [copy.fileId, copy.key]));
  const attached = await tx
    .insert(taskAttachments)
    .values(
      files.map((file) => ({
        organizationId: orgId,
        taskId,
        fileName: file.fileName,
        file: keyOf.get(file.id) as string,
        mime: file.mime,
        sizeBytes: file.sizeBytes,
        uploadedById: null,
      })),
    )
    .returning({ id: taskAttachments.id, file: taskAttachments.file });
  const attachmentOf = new Map(attached.map((row) => [row.file, row.id]));
  for (const file of files) {
    await tx
      .update(clientRequestFiles)
      .set({ taskAttachmentId: attachmentOf.get(keyOf.get(file.id) as string) })
      .where(eq(clientRequestFiles.id, file.id));
    await recordTaskHistory(tx, { orgId, actorId }, taskId, {
      event: 'attachment_added',
      newValue: file.fileName,
    });
  }
  await checkStorageAfterInsert(
    tx,
    orgId,
    files.reduce((sum, file) => sum + file.sizeBytes, 0),
  );
  await publishTaskChange(tx, orgId, [taskId]);
}

/**
 * Once every item is accepted, the one acknowledgement: `acknowledged_at` is claimed by a single UPDATE
 * (never twice, whatever runs beside it) and the mail listing each item and file is made ready.
 */
async function claimAcknowledgement(
  tx: Db,
  deps: SendDeps,
  orgId: string,
  requestId: string,
  actorId: string,
) {
  const [claimed] = await tx
    .update(clientRequests)
    .set({ acknowledgedAt: sql`now()` })
    .where(
      and(
        eq(clientRequests.organizationId, orgId),
        eq(clientRequests.id, requestId),
        isNull(clientRequests.acknowledgedAt),
        ne(clientRequests.status, 'cancelled'),
        notExists(
          tx
            .select({ one: sql`1` })
            .from(clientRequestItems)
            .where(
              and(eq(clientRequestItems.requestId, requestId), ne(clientRequestItems.status, 'accepted')),
            ),
        ),
      ),
    )
    .returning();
  if (!claimed?.acknowledgedAt) return null;
  const { parties, customer } = await mailPartiesOf(tx, deps.config, orgId, claimed.customerId);
  const recipients = await recipientsOf(tx, claimed, customer);
  const items = await itemsOf(tx, orgId, requestId);
  const files =
    items.length === 0
      ? []
      : await tx
          .select({ itemId: clientRequestFiles.itemId, fileName: clientRequestFiles.fileName })
          .from(clientRequestFiles)
          .where(
            and(
              eq(clientRequestFiles.organizationId, orgId),
              inArray(
                clientRequestFiles.itemId,
                items.map((item) => item.id),
              ),
            ),
          )
          .orderBy(asc(clientRequestFiles.createdAt));
  const to = recipients.mails.map((mail) => mail.to);
  await recordRequestEvent(tx, orgId, requestId, {
    kind: 'acknowledged',
    detail: to.length > 0 ? recipients.mails.map((mail) => mail.label).join(', ') : null,
    actorId,
  });
  const mail = acknowledgementMail(
    parties,
    claimed,
    items.map((item) => ({
      name: item.name,
      fileNames: files.filter((file) => file.itemId === item.id).map((file) => file.fileName),
    })),
    claimed.acknowledgedAt,
  );
  return { to, mail };
}

/** Returns a submitted item with a reason the client reads: the request is open again and the client mailed. */
export async function returnItem(
  deps: SendDeps,
  auth: AuthContext,
  requestId: string,
  itemId: string,
  reason: string,
) {
  const orgId = requirePermission(auth, 'requests.manage');
  const returned = await deps.db.transaction(async (tx) => {
    const { request, item } = await lockForReview(tx, orgId, requestId, itemId);
    // Owed again: the job waits on the client once more.
    const jobStates = await watchJobStates(tx, orgId, [request.jobId]);
    await tx
      .update(clientRequestItems)
      .set({
        status: 'returned',
        returnReason: reason,
        reviewedAt: sql`now()`,
        reviewedById: auth.userId,
      })
      .where(eq(clientRequestItems.id, itemId));
    await recomputeRequestStatus(tx, orgId, requestId, auth.userId);
    await jobStates.record(auth.userId);
    await recordRequestEvent(tx, orgId, requestId, {
      kind: 'returned',
      itemId,
      detail: `${item.name}: ${reason}`,
      actorId: auth.userId,
    });
    const { parties, customer } = await mailPartiesOf(tx, deps.config, orgId, request.customerId);
    const recipients = await recipientsOf(tx, request, customer);
    if (recipients.mails.length === 0) return null;
    const link = await issueClientLink(tx, {
      orgId,
      customerId: request.customerId,
      requestId,
      sentTo: recipients.mails.map((mail) => mail.label).join(', '),
      createdById: auth.userId,
    });
    return { request, item, parties, recipients, link };
  });
  if (!returned) return;
  const mail = returnMail(
    returned.parties,
    returned.request,
    { name: returned.item.name, reason },
    {
      url: clientPageUrl(deps.config.publicUrl, returned.link.token),
      expiresAt: returned.link.expiresAt,
    },
  );
  for (const recipient of returned.recipients.mails) await deps.mailer.send({ ...mail, to: recipient.to });
}
