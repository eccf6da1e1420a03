import type { AppConfig } from '../../config/env';
import type { FileStorage } from './file-storage';
import { createLocalStorage } from './local-storage';
import { createS3Storage } from './s3-storage';

export type { FileStorage } from './file-storage';

/** The driver the configuration names: the local folder (default) or an S3-compatible bucket. */
export function createStorage(config: Pick<AppConfig, 'storage' | 'uploadDir'>): FileStorage {
  return config.storage.driver === 's3'
    ? createS3Storage(config.storage)
    : createLocalStorage(config.uploadDir);
}
