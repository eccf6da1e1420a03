import { randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { textAttachmentType } from '@taskflow/shared';
import { fileTypeFromBuffer } from 'file-type';
import type { FileUpload } from './multipart-form';

export interface StoredFile {
  file: string;
  mime: string;
}

/** The real type of an upload, read from its first bytes: a file's name and declared type prove nothing. */
export async function sniffMime(buffer: Buffer): Promise<string | undefined> {
  return (await fileTypeFromBuffer(buffer))?.mime;
}

/** Uploads live under the upload dir, never the web root, under names we choose. */
export async function storeUpload(
  uploadDir: string,
  folder: string,
  buffer: Buffer,
  mime: string,
): Promise<StoredFile> {
  const dir = join(uploadDir, folder);
  await mkdir(dir, { recursive: true });
  const file = `${folder}/${randomUUID()}.${mime.split('/')[1] ?? 'bin'}`;
  await writeFile(join(uploadDir, file), buffer, { mode: 0o600 });
  return { file, mime };
}

/** A stored file as a stream, so a large download is never held whole in memory. */
export function openUpload(uploadDir: string, file: string) {
  return createReadStream(join(uploadDir, file));
}

/** A new path under the upload dir for a file streamed there; the answer's `file` is what is stored. */
export async function newUploadPath(uploadDir: string, folder: string) {
  await mkdir(join(uploadDir, folder), { recursive: true });
  const file = `${folder}/${randomUUID()}`;
  return { file, path: join(uploadDir, file) };
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

export function readUpload(uploadDir: string, file: string): Promise<Buffer> {
  return readFile(join(uploadDir, file));
}

export function removeUpload(uploadDir: string, file: string): Promise<void> {
  return rm(join(uploadDir, file), { force: true });
}

/**
 * Runs the work that records a file just stored (the row that names it): when the work throws (a
 * refusal, a failed or raced write), the file is removed, so no stored file is left that no row names.
 * Without a file (none was sent) it only runs the work.
 */
export async function withUploadRollback<T>(
  uploadDir: string,
  file: string | undefined,
  work: () => Promise<T>,
): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (file) await removeUpload(uploadDir, file);
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
