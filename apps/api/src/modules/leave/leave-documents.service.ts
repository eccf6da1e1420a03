/** The supporting document of a leave application: its upload and its download. */

import {
  TASK_ATTACHMENT_MAX_BYTES,
  TASK_ATTACHMENT_MIME_TYPES,
  TASK_ATTACHMENT_REQUIRED,
  TASK_ATTACHMENT_SIZE_MESSAGE,
  TASK_ATTACHMENT_TYPE_MESSAGE,
} from '@taskflow/shared';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { leaveAttachments } from '../../db/schema';
import { requirePermission } from '../../lib/access';
import { AppError } from '../../lib/app-error';
import type { FileUpload } from '../../lib/multipart-form';
import { checkStorageAfterInsert } from '../../lib/storage-quota';
import { openUploadAllowance, type UploadAllowanceDeps } from '../../lib/upload-allowance';
import {
  checkUpload,
  safeFileName,
  storeUpload,
  type UploadRule,
  withUploadRollback,
} from '../../lib/uploads';
import type { AuthContext } from '../../plugins/types';
import { requestAccess } from './leave-queries';
import type { LeaveDeps } from './leave-requests.service';

/** A leave document keeps the narrower TASK_ATTACHMENT_* rules (5 MB; image, PDF, Office, ZIP). */
const LEAVE_DOCUMENT_RULE: UploadRule = {
  maxBytes: TASK_ATTACHMENT_MAX_BYTES,
  mimeTypes: TASK_ATTACHMENT_MIME_TYPES,
  requiredMessage: TASK_ATTACHMENT_REQUIRED,
  typeMessage: TASK_ATTACHMENT_TYPE_MESSAGE,
  sizeMessage: TASK_ATTACHMENT_SIZE_MESSAGE,
};

/**
 * Stored with the task attachment rules: size-limited, type sniffed from the content, outside the web
 * root. The person's upload rate and the organization's storage quota are checked before the form is
 * read (which reads no more than the smallest limit), and the quota again with the row's insert.
 */
export async function uploadLeaveAttachment(
  deps: LeaveDeps & UploadAllowanceDeps,
  auth: AuthContext,
  receive: (maxBytes: number) => Promise<{ file?: FileUpload; fileName?: string }>,
  declaredBytes?: number,
) {
  const orgId = requirePermission(auth, 'leave.apply');
  const allowance = await openUploadAllowance(
    deps,
    { orgId, userId: auth.userId },
    { maxBytes: LEAVE_DOCUMENT_RULE.maxBytes, sizeMessage: LEAVE_DOCUMENT_RULE.sizeMessage, declaredBytes },
  );
  const { file, fileName } = await allowance.read(receive, (read) =>
    read.file ? { sizeBytes: read.file.buffer.length, isTruncated: read.file.isTruncated } : undefined,
  );
  const { error, mime } = await checkUpload(file, LEAVE_DOCUMENT_RULE);
  if (error || !file || !mime) throw AppError.invalid({ file: error ?? TASK_ATTACHMENT_REQUIRED });
  const stored = await storeUpload(deps.storage, 'leave-attachments', file.buffer, mime);
  return withUploadRollback(deps.storage, stored.file, () =>
    deps.db.transaction(async (tx) => {
      const [row] = await tx
        .insert(leaveAttachments)
        .values({
          organizationId: orgId,
          uploadedById: auth.userId,
          fileName: safeFileName(fileName, mime),
          file: stored.file,
          mime,
          sizeBytes: file.buffer.length,
        })
        .returning();
      if (!row) throw new Error('Attachment insert returned no row');
      await checkStorageAfterInsert(tx, orgId, row.sizeBytes);
      return { id: row.id, fileName: row.fileName, size: row.sizeBytes };
    }),
  );
}

/**
 * The document is a detail (a medical certificate says why): only readers of the details get it, so not
 * a colleague, not a delegate whose delegation ended, and, once the request is cancelled, no approver.
 * Everyone else is told there is none, as the request shows them none.
 */
export async function getLeaveAttachment(db: Db, auth: AuthContext, id: string) {
  const access = await requestAccess(db, auth, id);
  const attachmentId = access.entry.readsDetails ? access.entry.row.attachmentId : null;
  const [row] = attachmentId
    ? await db
        .select()
        .from(leaveAttachments)
        .where(
          and(
            eq(leaveAttachments.id, attachmentId),
            eq(leaveAttachments.organizationId, access.entry.row.organizationId),
          ),
        )
    : [];
  if (!row) throw new AppError('NOT_FOUND', 'This leave application has no document');
  return { file: row.file, mime: row.mime, safeName: row.fileName.replace(/"/g, '') };
}
