import {
  TASK_ATTACHMENT_MAX_BYTES,
  TASK_ATTACHMENT_MIME_TYPES,
  TASK_ATTACHMENT_REQUIRED,
  TASK_ATTACHMENT_SIZE_MESSAGE,
  TASK_ATTACHMENT_TYPE_MESSAGE,
} from '@taskflow/shared';
import { and, desc, eq } from 'drizzle-orm';
import type { AppConfig } from '../../config/env';
import type { Db } from '../../db/client';
import { taskAttachments, users } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import type { FileUpload } from '../../lib/multipart-form';
import { removeUpload, sniffMime, storeUpload } from '../../lib/uploads';
import type { AuthContext } from '../../plugins/types';
import { recordTaskHistory } from './history';
import { isUuid, reachOf } from './reach';
import { getTaskOrThrow, publishTaskChange } from './tasks.service';

const ATTACHMENT_NOT_FOUND = 'Attachment not found';

/** A name safe in a header and on disk listings: letters, digits, dot, dash, underscore, space. */
export function safeFileName(name: string | undefined, mime: string) {
  const cleaned = (name ?? '')
    .replace(/[^\w .-]/g, '_')
    .replace(/^\.+/, '')
    .slice(0, 120)
    .trim();
  return cleaned || `attachment.${mime.split('/')[1]?.split('.').pop() ?? 'bin'}`;
}

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
  await getTaskOrThrow(db, reach, taskId);
  const rows = await db
    .select({ row: taskAttachments, name: users.name })
    .from(taskAttachments)
    .leftJoin(users, eq(users.id, taskAttachments.uploadedById))
    .where(and(eq(taskAttachments.taskId, taskId), eq(taskAttachments.organizationId, reach.orgId)))
    .orderBy(desc(taskAttachments.createdAt))
    .limit(200);
  return rows.map(({ row, name }) => toAttachment(taskId, row, name));
}

/** Stored with the upload rules: size-limited, type sniffed from the content, outside the web root. */
export async function addAttachment(
  deps: { db: Db; config: AppConfig },
  auth: AuthContext,
  taskId: string,
  file: FileUpload | undefined,
  fileName: string | undefined,
) {
  const reach = await reachOf(deps.db, auth, undefined, 'tasks.edit');
  await getTaskOrThrow(deps.db, reach, taskId);
  if (!file || file.buffer.length === 0) throw AppError.invalid({ file: TASK_ATTACHMENT_REQUIRED });
  if (file.isTruncated || file.buffer.length > TASK_ATTACHMENT_MAX_BYTES)
    throw AppError.invalid({ file: TASK_ATTACHMENT_SIZE_MESSAGE });
  const mime = await sniffMime(file.buffer);
  if (!mime || !(TASK_ATTACHMENT_MIME_TYPES as readonly string[]).includes(mime))
    throw AppError.invalid({ file: TASK_ATTACHMENT_TYPE_MESSAGE });
  const stored = await storeUpload(deps.config.uploadDir, 'task-attachments', file.buffer, mime);
  try {
    const name = safeFileName(fileName, mime);
    const row = await deps.db.transaction(async (tx) => {
      const [inserted] = await tx
        .insert(taskAttachments)
        .values({
          organizationId: reach.orgId,
          taskId,
          fileName: name,
          file: stored.file,
          mime,
          sizeBytes: file.buffer.length,
          uploadedById: auth.userId,
        })
        .returning();
      if (!inserted) throw new Error('Attachment insert returned no row');
      await recordTaskHistory(tx, { orgId: reach.orgId, actorId: auth.userId }, taskId, {
        event: 'attachment_added',
        newValue: name,
      });
      await publishTaskChange(tx, reach.orgId, [taskId]);
      return inserted;
    });
    return toAttachment(taskId, row, auth.sessionUser.name);
  } catch (error) {
    await removeUpload(deps.config.uploadDir, stored.file);
    throw error;
  }
}

export async function getAttachmentFile(db: Db, auth: AuthContext, taskId: string, attachmentId: string) {
  const reach = await reachOf(db, auth);
  await getTaskOrThrow(db, reach, taskId);
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
  return { file: row.file, mime: row.mime, safeName: row.fileName.replace(/"/g, '') };
}

export async function removeAttachment(
  deps: { db: Db; config: AppConfig },
  auth: AuthContext,
  taskId: string,
  attachmentId: string,
) {
  const reach = await reachOf(deps.db, auth, undefined, 'tasks.edit');
  await getTaskOrThrow(deps.db, reach, taskId);
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
  await removeUpload(deps.config.uploadDir, removed.file);
}
