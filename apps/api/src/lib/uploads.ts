import { randomUUID } from 'node:crypto';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
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

export function readUpload(uploadDir: string, file: string): Promise<Buffer> {
  return readFile(join(uploadDir, file));
}

export function removeUpload(uploadDir: string, file: string): Promise<void> {
  return rm(join(uploadDir, file), { force: true });
}

export interface ImageRule {
  maxBytes: number;
  mimeTypes: readonly string[];
  /** The message when the image is missing, or false when it is optional. */
  requiredMessage: string | false;
  typeMessage: string;
  sizeMessage: string;
}

/** Checks an uploaded image by size and by its real content; answers the field's message or its type. */
export async function checkImage(
  upload: FileUpload | undefined,
  rule: ImageRule,
): Promise<{ error?: string; mime?: string }> {
  if (!upload || upload.buffer.length === 0)
    return rule.requiredMessage ? { error: rule.requiredMessage } : {};
  if (upload.isTruncated || upload.buffer.length > rule.maxBytes) return { error: rule.sizeMessage };
  const mime = await sniffMime(upload.buffer);
  if (!mime || !rule.mimeTypes.includes(mime)) return { error: rule.typeMessage };
  return { mime };
}
