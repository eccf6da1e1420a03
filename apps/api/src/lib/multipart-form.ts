import type { FastifyRequest } from 'fastify';
import { AppError } from './app-error';

export interface FileUpload {
  buffer: Buffer;
  /** True when the file was larger than the cap and only its start was read. */
  isTruncated: boolean;
}

/**
 * Reads a multipart form: its text fields and at most one file from `fileField`, read up to one byte
 * past `maxFileBytes` so an oversized file is reported as such instead of being held in memory whole.
 */
export async function readMultipartForm(request: FastifyRequest, fileField: string, maxFileBytes: number) {
  if (!request.isMultipart()) throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'Expected a multipart form');
  const fields: Record<string, string> = {};
  let file: FileUpload | undefined;
  const options = {
    limits: { fileSize: maxFileBytes + 1, files: 1, fields: 30, fieldSize: 64 * 1024 },
    // Keep reading past an oversized file: its field gets a message, not the whole request a 413.
    // (@fastify/multipart reads this per call; its typings only list it on the plugin options.)
    throwFileSizeLimit: false,
  };
  const parts = request.parts(options);
  for await (const part of parts) {
    if (part.type === 'file') {
      const buffer = await part.toBuffer();
      if (part.fieldname === fileField) file = { buffer, isTruncated: part.file.truncated };
    } else if (typeof part.value === 'string') {
      fields[part.fieldname] = part.value;
    }
  }
  return { fields, file };
}
