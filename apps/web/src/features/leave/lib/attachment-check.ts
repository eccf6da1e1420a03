import {
  TASK_ATTACHMENT_MAX_BYTES,
  TASK_ATTACHMENT_MIME_TYPES,
  TASK_ATTACHMENT_SIZE_MESSAGE,
  TASK_ATTACHMENT_TYPE_MESSAGE,
} from '@taskflow/shared';
import type { FileRule } from '../../../lib/file-check';

/** The leave API stores documents under the narrower TASK_ATTACHMENT_* rules (5 MB; image, PDF, Office, ZIP). */
export const LEAVE_ATTACHMENT_ACCEPT = 'image/*,application/pdf,.pdf,.docx,.xlsx,.pptx,.zip';

export const LEAVE_ATTACHMENT_RULE: FileRule = {
  mimeTypes: TASK_ATTACHMENT_MIME_TYPES,
  maxBytes: TASK_ATTACHMENT_MAX_BYTES,
  typeMessage: TASK_ATTACHMENT_TYPE_MESSAGE,
  sizeMessage: TASK_ATTACHMENT_SIZE_MESSAGE,
};
