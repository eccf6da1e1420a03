import {
  ATTACHMENT_MAX_MB_DEFAULT,
  TASK_FILE_TYPE_MESSAGE,
  taskFileSizeMessage,
  textAttachmentType,
} from '@taskflow/shared';
import { sniffImageType } from '../../lib/file-check';

/** The Office formats are ZIP files inside; their name tells which. */
const OFFICE_BY_EXTENSION: Record<string, string> = {
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
};

/** Enough of a text file to see whether it is a web page or a script (the server reads as much). */
const TEXT_HEAD_BYTES = 64 * 1024;

/**
 * What an attachment really is, from its first bytes (the server sniffs again with file-type and has
 * the last word): PDF, ZIP/Office, legacy Office, images, or text that carries nothing a browser runs.
 */
export async function sniffAttachmentType(file: File): Promise<string | null> {
  const image = await sniffImageType(file);
  if (image) return image;
  const head = new Uint8Array(await file.slice(0, TEXT_HEAD_BYTES).arrayBuffer());
  const starts = (...bytes: number[]) => bytes.every((byte, index) => head[index] === byte);
  if (starts(0x25, 0x50, 0x44, 0x46, 0x2d)) return 'application/pdf';
  if (starts(0x50, 0x4b, 0x03, 0x04)) {
    const extension = file.name.split('.').pop()?.toLowerCase() ?? '';
    return OFFICE_BY_EXTENSION[extension] ?? 'application/zip';
  }
  if (starts(0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1)) return 'application/x-cfb';
  // Programs (Windows, Linux, macOS) are never text; anything else binary is left to the server.
  if (starts(0x4d, 0x5a) || starts(0x7f, 0x45, 0x4c, 0x46) || starts(0xcf, 0xfa, 0xed, 0xfe)) return null;
  try {
    const end = head.length === TEXT_HEAD_BYTES ? head.length - 3 : head.length;
    const text = new TextDecoder('utf-8', { fatal: true }).decode(head.subarray(0, end));
    return textAttachmentType(text, file.name) ?? null;
  } catch {
    // Not UTF-8 text and not a type known here: the server's file-type may still know it.
    return 'application/octet-stream';
  }
}

/**
 * The message for a file the server would refuse, checked as soon as it is chosen; undefined if fine.
 * `maxMb` is the organization's attachment limit.
 */
export async function checkAttachment(
  file: File,
  maxMb: number = ATTACHMENT_MAX_MB_DEFAULT,
): Promise<string | undefined> {
  if (file.size > maxMb * 1024 * 1024) return taskFileSizeMessage(maxMb);
  if (file.size === 0 || !(await sniffAttachmentType(file))) return TASK_FILE_TYPE_MESSAGE;
  return undefined;
}
