import { DISK_FULL_MESSAGE } from '@taskflow/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from '../../config/env';
import { AppError } from '../app-error';
import type { FileStorage, StorageDriver } from './file-storage';
import { createLocalStorage, type StatFs } from './local-storage';

export type { FileStorage, StorageDriver } from './file-storage';

type StorageSettings = Pick<AppConfig, 'storage' | 'uploadDir' | 'uploadMinFreeMb'>;

/** How often the refusals below the free-space floor are logged while they last. */
const WARN_EVERY_MS = 60_000;

/**
 * The driver the configuration names: the local folder (default) or an S3-compatible bucket. On the
 * local folder every `put` (attachments, leave documents, avatars, logos) first checks the disk's free
 * space against UPLOAD_MIN_FREE_MB: below it the upload is refused with 507 before a byte is written,
 * and a warning is logged, so a full disk stops uploads instead of the database's own writes.
 */
export async function createStorage(
  config: StorageSettings,
  log: Pick<FastifyBaseLogger, 'warn'>,
  options: { statFs?: StatFs; now?: () => number } = {},
): Promise<FileStorage> {
  const driver = await driverOf(config, options.statFs);
  const minFreeBytes = config.uploadMinFreeMb * 1024 * 1024;
  const now = options.now ?? Date.now;
  const { freeBytes } = driver;
  // One warning a minute while uploads are refused: a flood of refused uploads must not flood the log.
  let warnedAt = Number.NEGATIVE_INFINITY;
  const checkFreeSpace =
    freeBytes && minFreeBytes > 0
      ? async () => {
          const free = await freeBytes();
          if (free >= minFreeBytes) return;
          if (now() - warnedAt >= WARN_EVERY_MS) {
            warnedAt = now();
            log.warn(
              { freeBytes: free, minFreeBytes, uploadDir: config.uploadDir },
              'Uploads refused: free disk space is below UPLOAD_MIN_FREE_MB',
            );
          }
          throw new AppError('INSUFFICIENT_STORAGE', DISK_FULL_MESSAGE);
        }
      : async () => {};
  return {
    ...driver,
    put: async (key, body, mime) => {
      await checkFreeSpace();
      return driver.put(key, body, mime);
    },
    discard: (key) =>
      driver.remove(key).catch((error: unknown) => {
        log.warn({ err: error, key }, 'Removing a replaced file failed');
      }),
  };
}

async function driverOf(config: StorageSettings, statFs: StatFs | undefined): Promise<StorageDriver> {
  if (config.storage.driver === 'local') return createLocalStorage(config.uploadDir, statFs);
  // The AWS SDK is loaded only when a bucket is configured: it adds some 150 ms to every start otherwise.
  const { createS3Storage } = await import('./s3-storage');
  return createS3Storage(config.storage);
}
