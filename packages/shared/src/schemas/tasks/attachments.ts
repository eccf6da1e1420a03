import { z } from 'zod';
import { RefSchema } from './field-schemas';

export const TASK_ATTACHMENT_MAX_BYTES = 5 * 1024 * 1024;
/** Checked by content (magic bytes), not by name. */
export const TASK_ATTACHMENT_MIME_TYPES = [
  'image/png',
  'image/jpeg',
  'image/gif',
  'image/webp',
  'application/pdf',
  'application/zip',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  'application/vnd.openxmlformats-officedocument.presentationml.presentation',
] as const;
export const TASK_ATTACHMENT_TYPE_MESSAGE = 'Attach an image, PDF, ZIP or Office document';
export const TASK_ATTACHMENT_SIZE_MESSAGE = 'Attachments must be at most 5 MB';
export const TASK_ATTACHMENT_REQUIRED = 'Choose a file to attach';

export const AttachmentSchema = z.object({
  id: z.string(),
  fileName: z.string(),
  mime: z.string(),
  sizeBytes: z.number(),
  uploadedBy: RefSchema.nullable(),
  url: z.string(),
  createdAt: z.string(),
});
