import {
  ATTACHMENT_MAX_MB_DEFAULT,
  TASK_FILE_MIME_TYPES,
  TASK_FILE_TYPE_MESSAGE,
  taskFileSizeMessage,
  textAttachmentType,
} from '@taskflow/shared';
import { sniffFileType } from '../../../lib/file-check';

/** Enough of a text file to see whether it is a web page or a script (the server reads as much). */
const TEXT_HEAD_BYTES = 64 * 1024;

/**
 * What an attachment really is, from its first bytes (the server sniffs again with file-type and has
 * the last word): a binary type known by its bytes that tasks take (a program is known and refused),
 * or text that carries nothing a browser runs.
 */
export async function sniffAttachmentType(file: File): Promise<string | null> {
  const known = await sniffFileType(file);
  if (known) return (TASK_FILE_MIME_TYPES as readonly string[]).includes(known) ? known : null;
  const head = new Uint8Array(await file.slice(0, TEXT_HEAD_BYTES).arrayBuffer());
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
