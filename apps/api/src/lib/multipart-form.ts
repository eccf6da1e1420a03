import { type Readable, Transform, Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
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

export interface StreamedUpload {
  sizeBytes: number;
  /** The file's first bytes, kept for sniffing its type. */
  head: Buffer;
  /** True when the file was larger than the cap: the rest was discarded, not stored. */
  isTruncated: boolean;
  /** The name the client gave the file part. */
  fileName: string;
}

/** Bytes kept from the start of a streamed file: enough for file-type and for reading a text file's start. */
export const SNIFF_HEAD_BYTES = 64 * 1024;

/**
 * Reads a multipart form whose file is handed to `store` as a stream as it arrives (never whole in
 * memory), stopping one byte past `maxFileBytes`. Text fields are kept; other file fields are drained.
 */
export async function streamMultipartForm(
  request: FastifyRequest,
  fileField: string,
  maxFileBytes: number,
  store: (file: Readable) => Promise<void>,
) {
  if (!request.isMultipart()) throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'Expected a multipart form');
  const fields: Record<string, string> = {};
  let file: StreamedUpload | undefined;
  // As in readMultipartForm: an oversized file gets its field's message, not a 413 for the request.
  const options = {
    limits: { fileSize: maxFileBytes + 1, files: 1, fields: 30, fieldSize: 64 * 1024 },
    throwFileSizeLimit: false,
  };
  const parts = request.parts(options);
  for await (const part of parts) {
    if (part.type !== 'file') {
      if (typeof part.value === 'string') fields[part.fieldname] = part.value;
      continue;
    }
    if (part.fieldname !== fileField || file) {
      await pipeline(part.file, new Writable({ write: (_chunk, _encoding, done) => done() }));
      continue;
    }
    const head: Buffer[] = [];
    let headLength = 0;
    let sizeBytes = 0;
    const tap = new Transform({
      transform(chunk: Buffer, _encoding, done) {
        sizeBytes += chunk.length;
        if (headLength < SNIFF_HEAD_BYTES) {
          head.push(chunk.subarray(0, SNIFF_HEAD_BYTES - headLength));
          headLength += Math.min(chunk.length, SNIFF_HEAD_BYTES - headLength);
        }
        done(null, chunk);
      },
    });
    // The store's failure is answered from `stored` below; the tap's own copy of it may come after the
    // pipeline has ended (a small file is all read before a store refuses it, e.g. the disk's
    // free-space floor) and must not go unheard, which would crash the process.
    tap.on('error', () => {});
    const stored = store(tap);
    // A store that fails stops reading the part too, instead of leaving it waiting on a full buffer.
    stored.catch((error: unknown) => tap.destroy(error as Error));
    // Both settle before going on: a rollback's removal must not race a store still in progress.
    const [read, written] = await Promise.allSettled([pipeline(part.file, tap), stored]);
    if (read.status === 'rejected') throw read.reason;
    if (written.status === 'rejected') throw written.reason;
    file = {
      sizeBytes,
      head: Buffer.concat(head),
      isTruncated: part.file.truncated,
      fileName: part.filename,
    };
  }
  return { fields, file };
}
