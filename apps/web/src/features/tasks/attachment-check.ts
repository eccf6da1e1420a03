import {
  TASK_ATTACHMENT_MAX_BYTES,
  TASK_ATTACHMENT_SIZE_MESSAGE,
  TASK_ATTACHMENT_TYPE_MESSAGE,
} from '@taskflow/shared';
import { sniffImageType } from '../../lib/file-check';

/** The Office formats are ZIP files inside; their name tells which. */
const OFFICE_BY_EXTENSION: Record<string, string> = {
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
};

/** What an attachment really is, from its first bytes (the server sniffs again and has the last word). */
export async function sniffAttachmentType(file: File): Promise<string | null> {
  const image = await sniffImageType(file);
  if (image) return image;
  const head = new Uint8Array(await file.slice(0, 5).arrayBuffer());
  const starts = (...bytes: number[]) => bytes.every((byte, index) => head[index] === byte);
  if (starts(0x25, 0x50, 0x44, 0x46, 0x2d)) return 'application/pdf';
  if (starts(0x50, 0x4b, 0x03, 0x04)) {
    const extension = file.name.split('.').pop()?.toLowerCase() ?? '';
    return OFFICE_BY_EXTENSION[extension] ?? 'application/zip';
  }
  return null;
}

/** The message for a file the server would refuse, checked as soon as it is chosen; undefined if fine. */
export async function checkAttachment(file: File): Promise<string | undefined> {
  if (file.size > TASK_ATTACHMENT_MAX_BYTES) return TASK_ATTACHMENT_SIZE_MESSAGE;
  if (file.size === 0 || !(await sniffAttachmentType(file))) return TASK_ATTACHMENT_TYPE_MESSAGE;
  return undefined;
}
