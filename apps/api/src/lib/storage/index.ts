import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from '../../config/env';
import type { FileStorage, StorageDriver } from './file-storage';
import { createLocalStorage } from './local-storage';

export type { FileStorage, StorageDriver } from './file-storage';

/** The driver the configuration names: the local folder (default) or an S3-compatible bucket. */
export async function createStorage(
  config: Pick<AppConfig, 'storage' | 'uploadDir'>,
  log: Pick<FastifyBaseLogger, 'warn'>,
): Promise<FileStorage> {
  const driver = await driverOf(config);
  return {
    ...driver,
    discard: (key) =>
      driver.remove(key).catch((error: unknown) => {
        log.warn({ err: error, key }, 'Removing a replaced file failed');
      }),
  };
}

async function driverOf(config: Pick<AppConfig, 'storage' | 'uploadDir'>): Promise<StorageDriver> {
  if (config.storage.driver === 'local') return createLocalStorage(config.uploadDir);
  // The AWS SDK is loaded only when a bucket is configured: it adds some 150 ms to every start otherwise.
  const { createS3Storage } = await import('./s3-storage');
  return createS3Storage(config.storage);
}
