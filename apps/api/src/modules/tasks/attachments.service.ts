import type { Readable } from 'node:stream';
import { TASK_ATTACHMENT_REQUIRED, TASK_FILE_MIME_TYPES, TASK_FILE_TYPE_MESSAGE } from '@taskflow/shared';
import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { taskAttachments, users } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import type { StreamedUpload } from '../../lib/multipart-form';
import { isUuid, reachOf } from '../../lib/reach';
import type { FileStorage } from '../../lib/storage';
import { checkStorageAfterInsert } from '../../lib/storage-quota';
import { openAttachmentAllowance, type UploadAllowanceDeps } from '../../lib/upload-allowance';
import { newUploadKey, safeFileName, sniffAttachmentMime, withUploadRollback } from '../../lib/uploads';
import type { AuthContext } from '../../plugins/types';
import { recordTaskHistory } from './history';
import { publishTaskChange } from './task-notices';
import { checkTaskInReach } from './task-row';

const ATTACHMENT_NOT_FOUND = 'Attachment not found';

function toAttachment(taskId: string, row: typeof taskAttachments.$inferSelect, uploaderName: string | null) {
  return {
    id: row.id,
    fileName: row.fileName,
    mime: row.mime,
    sizeBytes: row.sizeBytes,
    uploadedBy: row.uploadedById && uploaderName ? { id: row.uploadedById, name: uploaderName } : null,
    url: `/api/v1/tasks/${taskId}/attachments/${row.id}`,
    createdAt: row.createdAt.toISOString(),
  };
}

export async function listAttachments(db: Db, auth: AuthContext, taskId: string) {
  const reach = await reachOf(db, auth);
  await checkTaskInReach(db, reach, taskId);
  const rows = await db
    .select({ row: taskAttachments, name: users.name })
    .from(taskAttachments)
    .leftJoin(users, eq(users.id, taskAttachments.uploadedById))
    .where(and(eq(taskAttachments.taskId, taskId), eq(taskAttachments.organizationId, reach.orgId)))
    .orderBy(desc(taskAttachments.createdAt))
    .limit(200);
  return rows.map(({ row, name }) => toAttachment(taskId, row, name));
}

/**
 * Stored with the upload rules: the permission, the task, the person's upload rate and the
 * organization's storage quota are checked before a byte is read, the file streams into storage up to
 * the smallest of the organization's file limit (attachment_max_mb), what its quota has left and what
 * the person's rate has left, and its type is sniffed from its first bytes; a refused file is deleted at
 * once. The row's insert checks the quota again (two uploads racing for its last bytes).
 */
export async function addAttachment(
  deps: UploadAllowanceDeps & { storage: FileStorage },
  auth: AuthContext,
  taskId: string,
  receive: (
    maxBytes: number,
    store: (file: Readable) => Promise<void>,
  ) => Promise<{ file?: StreamedUpload; fileName?: string }>,
  declaredBytes?: number,
) {
  const reach = await reachOf(deps.db, auth, undefined, 'tasks.edit');
  await checkTaskInReach(deps.db, reach, taskId);
  const allowance = await openAttachmentAllowance(
    deps,
    { orgId: reach.orgId, userId: auth.userId },
    declaredBytes,
  );
  const key = newUploadKey('task-attachments');
  // Streamed straight to its place (its type is not known yet: the row keeps the sniffed one, which
  // downloads send): a refusal or a failed write of the row removes what was stored.
  return withUploadRollback(deps.storage, key, async () => {
    const { file, fileName } = await allowance.read(
      (maxBytes) => receive(maxBytes, (source) => deps.storage.put(key, source)),
      (read) => read.file,
    );
    if (!file || file.sizeBytes === 0) throw AppError.invalid({ file: TASK_ATTACHMENT_REQUIRED });
    const mime = await sniffAttachmentMime(file.head, fileName);
    if (!mime || !(TASK_FILE_MIME_TYPES as readonly string[]).includes(mime))
      throw AppError.invalid({ file: TASK_FILE_TYPE_MESSAGE });
    const name = safeFileName(fileName, mime);
    const row = await deps.db.transaction(async (tx) => {
      const [inserted] = await tx
        .insert(taskAttachments)
        .values({
          organizationId: reach.orgId,
          taskId,
          fileName: name,
          file: key,
          mime,
          sizeBytes: file.sizeBytes,
          uploadedById: auth.userId,
        })
        .returning();
      if (!inserted) throw new Error('Attachment insert returned no row');
      await checkStorageAfterInsert(tx, reach.orgId, file.sizeBytes);
      await recordTaskHistory(tx, { orgId: reach.orgId, actorId: auth.userId }, taskId, {
        event: 'attachment_added',
        newValue: name,
      });
      await publishTaskChange(tx, reach.orgId, [taskId]);
      return inserted;
    });
    return toAttachment(taskId, row, auth.sessionUser.name);
  });
}

export async function getAttachmentFile(db: Db, auth: AuthContext, taskId: string, attachmentId: string) {
  const reach = await reachOf(db, auth);
  await checkTaskInReach(db, reach, taskId);
  if (!isUuid(attachmentId)) throw new AppError('NOT_FOUND', ATTACHMENT_NOT_FOUND);
  const [row] = await db
    .select()
    .from(taskAttachments)
    .where(
      and(
        eq(taskAttachments.id, attachmentId),
        eq(taskAttachments.taskId, taskId),
        eq(taskAttachments.organizationId, reach.orgId),
      ),
    );
  if (!row) throw new AppError('NOT_FOUND', ATTACHMENT_NOT_FOUND);
  return {
    file: row.file,
    mime: row.mime,
    sizeBytes: row.sizeBytes,
    safeName: row.fileName.replace(/"/g, ''),
  };
}

export async function removeAttachment(
  deps: { db: Db; storage: FileStorage },
  auth: AuthContext,
  taskId: string,
  attachmentId: string,
) {
  const reach = await reachOf(deps.db, auth, undefined, 'tasks.edit');
  await checkTaskInReach(deps.db, reach, taskId);
  if (!isUuid(attachmentId)) throw new AppError('NOT_FOUND', ATTACHMENT_NOT_FOUND);
  const removed = await deps.db.transaction(async (tx) => {
    const [row] = await tx
      .delete(taskAttachments)
      .where(
        and(
          eq(taskAttachments.id, attachmentId),
          eq(taskAttachments.taskId, taskId),
          eq(taskAttachments.organizationId, reach.orgId),
        ),
      )
      .returning();
    if (!row) throw new AppError('NOT_FOUND', ATTACHMENT_NOT_FOUND);
    await recordTaskHistory(tx, { orgId: reach.orgId, actorId: auth.userId }, taskId, {
      event: 'attachment_removed',
      oldValue: row.fileName,
    });
    await publishTaskChange(tx, reach.orgId, [taskId]);
    return row;
  });
  // Only once the row is gone: a failed delete leaves the row and its file as they were.
  await deps.storage.discard(removed.file);
}
