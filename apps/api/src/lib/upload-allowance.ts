import { formatStorage, storageFullMessage, uploadRateMessage } from '@taskflow/shared';
import type { Db } from '../db/client';
import type { RateLimits } from '../plugins/types';
import { AppError } from './app-error';
import { storageOf, storageQuotaRefusal } from './storage-quota';
import type { WindowCounter } from './window-counter';

/** What an upload may take, decided before a byte of it is read. */
export interface UploadAllowance {
  /** The most bytes to read: the file limit, what the quota has left, what the person's rate has left. */
  maxBytes: number;
  /**
   * Once the file is read: counts its bytes against the person's rate, and refuses a file that passed
   * `maxBytes` with the answer of the limit it passed (the file limit, the quota or the rate).
   */
  received(file: { sizeBytes: number; isTruncated: boolean } | undefined): Promise<void>;
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
 * - one person's files per window and bytes per window (issue 38: 30 a minute, 200 MB an hour), counted in
 *   the window counter every process shares; past either, 429 with Retry-After. Files count when asked
 *   for, bytes once read (so uploads in flight together may pass the byte rate by what they carry; the
 *   file rate bounds how many there are);
 * - the organization's storage quota: at or over it, 409 before a byte is read, and the file may take
 *   no more than what is left (the row's insert checks again, checkStorageAfterInsert).
 */
export async function openUploadAllowance(
  deps: UploadAllowanceDeps,
  who: { orgId: string; userId: string },
  file: { maxBytes: number; sizeMessage: string },
): Promise<UploadAllowance> {
  const { uploadFiles, uploadBytes } = deps.rateLimits;
  const files = await deps.windowCounter.hit(`upload:files:${who.userId}`, uploadFiles.timeWindow);
  if (files.count > uploadFiles.max)
    throw rateRefusal(`${uploadFiles.max} files ${windowText(uploadFiles.timeWindow)}`, files.resetInMs);

  const bytesKey = `upload:kb:${who.userId}`;
  const bytesLimit = `${formatStorage(uploadBytes.max)} ${windowText(uploadBytes.timeWindow)}`;
  const maxKb = Math.floor(uploadBytes.max / KB);
  const uploaded = await deps.windowCounter.hit(bytesKey, uploadBytes.timeWindow, 0);
  if (uploaded.count >= maxKb) throw rateRefusal(bytesLimit, uploaded.resetInMs);

  const storage = await storageOf(deps.db, who.orgId);
  if (storage.usedBytes >= storage.quotaBytes) {
    const message = storageFullMessage(storage.usedBytes, storage.quotaBytes);
    throw storageQuotaRefusal(storage.usedBytes, storage.quotaBytes, message);
  }

  const quotaLeft = storage.quotaBytes - storage.usedBytes;
  const rateLeft = (maxKb - uploaded.count) * KB;
  const maxBytes = Math.min(file.maxBytes, quotaLeft, rateLeft);
  return {
    maxBytes,
    async received(received) {
      if (!received || received.sizeBytes === 0) return;
      const counted = await deps.windowCounter.hit(
        bytesKey,
        uploadBytes.timeWindow,
        Math.ceil(received.sizeBytes / KB),
      );
      if (!received.isTruncated && received.sizeBytes <= maxBytes) return;
      if (maxBytes === file.maxBytes) throw AppError.invalid({ file: file.sizeMessage });
      if (maxBytes === quotaLeft) throw storageQuotaRefusal(storage.usedBytes, storage.quotaBytes);
      throw rateRefusal(bytesLimit, counted.resetInMs);
    },
  };
}
