import { randomUUID } from 'node:crypto';
import { textAttachmentType } from '@taskflow/shared';
import { fileTypeFromBuffer } from 'file-type';
import type { FileUpload } from './multipart-form';
import type { StorageDriver } from './storage';

export interface StoredFile {
  file: string;
  mime: string;
}

/** The real type of an upload, read from its first bytes: a file's name and declared type prove nothing. */
export async function sniffMime(buffer: Buffer): Promise<string | undefined> {
  return (await fileTypeFromBuffer(buffer))?.mime;
}

/** Uploads are stored under names we choose (the client's name is only ever shown, never used as a key). */
export async function storeUpload(
  storage: StorageDriver,
  folder: string,
  buffer: Buffer,
  mime: string,
): Promise<StoredFile> {
  const file = `${folder}/${randomUUID()}.${mime.split('/')[1] ?? 'bin'}`;
  await storage.put(file, buffer, mime);
  return { file, mime };
}

/** A new key for a file streamed into storage before its type is known (task attachments). */
export function newUploadKey(folder: string) {
  return `${folder}/${randomUUID()}`;
}

/**
 * The real type of a task attachment from its first bytes and, for text, its content: a binary format
 * file-type knows, or text (CSV, JSON, XML, SVG, plain) that carries nothing a browser would run.
 * HTML, scripts, SVG with scripts and programs give undefined, whatever the name says.
 */
export async function sniffAttachmentMime(
  head: Buffer,
  fileName: string | undefined,
): Promise<string | undefined> {
  const known = (await fileTypeFromBuffer(head))?.mime;
  // file-type reads XML-based text too (e.g. application/xml); text is judged below like any other.
  if (known && known !== 'application/xml' && known !== 'image/svg+xml') return known;
  let text: string;
  try {
    // A multi-byte character may be cut at the end of the head: drop the last few bytes before decoding.
    const body = head.length >= 4096 ? head.subarray(0, head.length - 3) : head;
    text = new TextDecoder('utf-8', { fatal: true }).decode(body);
  } catch {
    return undefined;
  }
  return textAttachmentType(text, fileName);
}

/**
 * Runs the work that records a file just stored (the row that names it): when the work throws (a
 * refusal, a failed or raced write), the file is removed, so no stored file is left that no row names.
 * Without a file (none was sent) it only runs the work.
 */
export async function withUploadRollback<T>(
  storage: StorageDriver,
  file: string | undefined,
  work: () => Promise<T>,
): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (file) await storage.remove(file);
    throw error;
  }
}

export interface UploadRule {
  maxBytes: number;
  mimeTypes: readonly string[];
  /** The message when the image is missing, or false when it is optional. */
  requiredMessage: string | false;
  typeMessage: string;
  sizeMessage: string;
}

/** Checks an upload by size and by its real content; answers the field's message or its type. */
export async function checkUpload(
  upload: FileUpload | undefined,
  rule: UploadRule,
): Promise<{ error?: string; mime?: string }> {
  if (!upload || upload.buffer.length === 0)
    return rule.requiredMessage ? { error: rule.requiredMessage } : {};
  if (upload.isTruncated || upload.buffer.length > rule.maxBytes) return { error: rule.sizeMessage };
  const mime = await sniffMime(upload.buffer);
  if (!mime || !rule.mimeTypes.includes(mime)) return { error: rule.typeMessage };
  return { mime };
}

/** A name safe in a header and on disk listings: letters, digits, dot, dash, underscore, space. */
export function safeFileName(name: string | undefined, mime: string) {
  const cleaned = (name ?? '')
    .replace(/[^\w .-]/g, '_')
    .replace(/^\.+/, '')
    .slice(0, 120)
    .trim();
  return cleaned || `attachment.${mime.split('/')[1]?.split('.').pop() ?? 'bin'}`;
}
