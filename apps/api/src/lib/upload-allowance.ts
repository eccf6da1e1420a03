import { formatStorage, storageFullMessage, taskFileSizeMessage, uploadRateMessage } from '@taskflow/shared';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { organizations } from '../db/schema';
import type { RateLimits } from '../plugins/types';
import { AppError } from './app-error';
import { storageOf, storageQuotaRefusal } from './storage-quota';
import type { WindowCounter } from './window-counter';

/** What was read of a file: its bytes, and whether it went past the bytes asked for. */
export interface ReadFile {
  sizeBytes: number;
  isTruncated: boolean;
}

/** What an upload may take, decided before a byte of it is read. */
export interface UploadAllowance {
  /** The most bytes to read: the file limit, what the quota has left, what the person's rate has left. */
  maxBytes: number;
  /**
   * Reads the file (`read` is given `maxBytes`) and settles the person's rate: the bytes read count and
   * the rest of the reservation is given back (all of it when the read fails). A file that passed
   * `maxBytes` is refused with the answer of the limit it passed (the file limit, the quota or the rate).
   */
  read<T>(read: (maxBytes: number) => Promise<T>, measure: (result: T) => ReadFile | undefined): Promise<T>;
}

/** A request's declared body size (Content-Length), when it gives one. */
export function declaredBytesOf(headers: Record<string, string | string[] | undefined>) {
  const length = Number(headers['content-length']);
  return Number.isSafeInteger(length) && length > 0 ? length : undefined;
}

export interface UploadAllowanceDeps {
  db: Db;
  windowCounter: WindowCounter;
  rateLimits: Pick<RateLimits, 'uploadFiles' | 'uploadBytes'>;
}

const KB = 1024;

/** "a minute", "an hour", "5 minutes": how a rate's window reads in its message. */
function windowText(ms: number) {
  if (ms === 60_000) return 'a minute';
  if (ms === 3_600_000) return 'an hour';
  return ms % 3_600_000 === 0 ? `${ms / 3_600_000} hours` : `${Math.round(ms / 60_000)} minutes`;
}

function rateRefusal(limit: string, resetInMs: number) {
  const seconds = Math.max(1, Math.ceil(resetInMs / 1000));
  const message = uploadRateMessage(limit, seconds);
  return AppError.rateLimited(message, seconds, { file: message });
}

/**
 * The limits on every upload that keeps a file (task attachments, leave documents), checked after the
 * caller's permission and before the file is read:
 * - one person's files and bytes per window (issue 38: 30 a minute, 200 MB an hour), counted in the
 *   window counter every process shares; past either, 429 with Retry-After. The bytes an upload may
 *   read are reserved in the count before it reads them (what it did not read is given back), so
 *   uploads in flight together can never pass the rate between them;
 * - the organization's storage quota: at or over it, 409 before a byte is read, and the file may take
 *   no more than what is left (the row's insert checks again, checkStorageAfterInsert).
 */
export async function openUploadAllowance(
  deps: UploadAllowanceDeps,
  /** The uploader whose rate is counted: a person, or a client link (a client's uploads have no person). */
  who: { orgId: string; userId: string } | { orgId: string; clientLinkId: string },
  file: {
    maxBytes: number;
    sizeMessage: string;
    /** The request's Content-Length: the file is no larger, so no more need be reserved. */
    declaredBytes?: number;
  },
): Promise<UploadAllowance> {
  const { uploadFiles, uploadBytes } = deps.rateLimits;
  const uploader = 'userId' in who ? who.userId : `link:${who.clientLinkId}`;
  const files = await deps.windowCounter.hit(`upload:files:${uploader}`, uploadFiles.timeWindow);
  if (files.count > uploadFiles.max)
    throw rateRefusal(`${uploadFiles.max} files ${windowText(uploadFiles.timeWindow)}`, files.resetInMs);

  const storage = await storageOf(deps.db, who.orgId);
  if (storage.usedBytes >= storage.quotaBytes) {
    const message = storageFullMessage(storage.usedBytes, storage.quotaBytes);
    throw storageQuotaRefusal(storage.usedBytes, storage.quotaBytes, message);
  }
  const quotaLeft = storage.quotaBytes - storage.usedBytes;

  // Reserve what this upload may read (no more than the request declares), then keep only what the
  // window had left: a person's uploads in flight at once share the rate, one waits for none of them.
  const bytesKey = `upload:kb:${uploader}`;
  const countBytes = (kilobytes: number) =>
    deps.windowCounter.hit(bytesKey, uploadBytes.timeWindow, kilobytes);
  const bytesLimit = `${formatStorage(uploadBytes.max)} ${windowText(uploadBytes.timeWindow)}`;
  const maxKb = Math.floor(uploadBytes.max / KB);
  const wantedKb = Math.ceil(Math.min(file.maxBytes, quotaLeft, file.declaredBytes ?? file.maxBytes) / KB);
  const reserved = await countBytes(wantedKb);
  const grantedKb = Math.min(wantedKb, maxKb - (reserved.count - wantedKb));
  if (grantedKb <= 0) {
    await countBytes(-wantedKb);
    throw rateRefusal(bytesLimit, reserved.resetInMs);
  }
  if (grantedKb < wantedKb) await countBytes(grantedKb - wantedKb);

  const maxBytes = Math.min(file.maxBytes, quotaLeft, grantedKb * KB);
  return {
    maxBytes,
    async read(read, measure) {
      let result: Awaited<ReturnType<typeof read>>;
      try {
        result = await read(maxBytes);
      } catch (error) {
        await countBytes(-grantedKb);
        throw error;
      }
      const received = measure(result);
      const readKb = Math.ceil((received?.sizeBytes ?? 0) / KB);
      const settled = readKb === grantedKb ? reserved : await countBytes(readKb - grantedKb);
      if (!received || (!received.isTruncated && received.sizeBytes <= maxBytes)) return result;
      if (maxBytes === file.maxBytes) throw AppError.invalid({ file: file.sizeMessage });
      if (maxBytes === quotaLeft) throw storageQuotaRefusal(storage.usedBytes, storage.quotaBytes);
      throw rateRefusal(bytesLimit, settled.resetInMs);
    },
  };
}

/**
 * The allowance of an attachment (a task's, a client's file for a request): up to the organization's
 * `attachment_max_mb`, with its size message, and the rate and quota of openUploadAllowance.
 */
export async function openAttachmentAllowance(
  deps: UploadAllowanceDeps,
  who: Parameters<typeof openUploadAllowance>[1],
  declaredBytes?: number,
): Promise<UploadAllowance> {
  const [org] = await deps.db
    .select({ maxMb: organizations.attachmentMaxMb })
    .from(organizations)
    .where(eq(organizations.id, who.orgId));
  const maxMb = org?.maxMb ?? 25;
  return openUploadAllowance(deps, who, {
    maxBytes: maxMb * 1024 * 1024,
    sizeMessage: taskFileSizeMessage(maxMb),
    declaredBytes,
  });
}
