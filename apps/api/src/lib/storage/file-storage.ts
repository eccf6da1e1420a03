import type { Readable } from 'node:stream';

/**
 * Where uploaded files (avatars, logos, task and leave attachments) live, by key (`folder/uuid.ext`, as
 * the rows store them). Callers store first, commit the row that names the key, and remove a replaced
 * file only after that commit (`withUploadRollback` in lib/uploads.ts removes a stored file whose row
 * failed), so no row names a missing file and no file is left that no row names.
 */
export interface FileStorage {
  /** Stores the bytes under `key`; a stream is passed on as it arrives, never held whole in memory. */
  put(key: string, body: Buffer | Readable, mime?: string): Promise<void>;
  /** The file as a stream, for downloads of any size; fails (before any byte) when it is missing. */
  open(key: string): Promise<Readable>;
  /** The whole file in memory: only for small ones (avatars, logos, leave documents). */
  read(key: string): Promise<Buffer>;
  /** Removes the file; a missing one is not an error (a retried removal, a rollback of nothing). */
  remove(key: string): Promise<void>;
  /**
   * Removes a file the change just committed no longer names (a replaced logo, a deleted attachment).
   * The change is saved whatever happens here: a failure is logged, not answered, and the file stays
   * behind unnamed rather than a saved change being reported as failed.
   */
  discard(key: string): Promise<void>;
  /** Frees connections at shutdown. */
  close(): void;
}

/**
 * What a driver (the local folder, a bucket) provides; `createStorage` adds `discard` and, where the
 * driver can tell its free space, the free-space floor in front of `put`.
 */
export type StorageDriver = Omit<FileStorage, 'discard'> & {
  /** Bytes free for new files (the local folder's disk); a bucket has no such figure. */
  freeBytes?(): Promise<number>;
};

/**
 * Keys come from our own rows, but a key is also a path on disk: one that could leave its folder
 * (`..`, an absolute path, a backslash) is refused outright.
 */
export function checkedKey(key: string): string {
  const isSafe = /^[\w.+-]+(\/[\w.+-]+)+$/.test(key) && !key.split('/').some((part) => /^\.+$/.test(part));
  if (!isSafe) throw new Error(`Not a storage key: ${JSON.stringify(key)}`);
  return key;
}
