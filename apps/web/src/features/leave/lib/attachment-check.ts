import {
  TASK_ATTACHMENT_MAX_BYTES,
  TASK_ATTACHMENT_SIZE_MESSAGE,
  TASK_ATTACHMENT_TYPE_MESSAGE,
} from '@taskflow/shared';
import { sniffImageType } from '../../../lib/file-check';

/** The leave API stores documents under the narrower TASK_ATTACHMENT_* rules (5 MB; image, PDF, Office, ZIP). */
export const LEAVE_ATTACHMENT_ACCEPT = 'image/*,application/pdf,.pdf,.docx,.xlsx,.pptx,.zip';

/**
 * What a chosen document really is, from its first bytes (a renamed text file keeps its real type):
 * an image the app shows, a PDF, or a ZIP container (which is also what .docx, .xlsx and .pptx are).
 */
export async function sniffDocumentType(file: Blob): Promise<'image' | 'pdf' | 'zip' | null> {
  if (await sniffImageType(file)) return 'image';
  const head = new Uint8Array(await file.slice(0, 5).arrayBuffer());
  const starts = (...bytes: number[]) => bytes.every((byte, index) => head[index] === byte);
  if (starts(0x25, 0x50, 0x44, 0x46, 0x2d)) return 'pdf';
  if (starts(0x50, 0x4b, 0x03, 0x04)) return 'zip';
  return null;
}

/** The first rule a chosen document breaks, or undefined when it may be uploaded. The server checks again. */
export async function checkLeaveAttachment(file: File): Promise<string | undefined> {
  if (file.size > TASK_ATTACHMENT_MAX_BYTES) return TASK_ATTACHMENT_SIZE_MESSAGE;
  if (file.size === 0 || !(await sniffDocumentType(file))) return TASK_ATTACHMENT_TYPE_MESSAGE;
  return undefined;
}
