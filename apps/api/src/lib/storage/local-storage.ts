import { createWriteStream } from 'node:fs';
import { mkdir, open, readFile, rm, statfs, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { checkedKey, type StorageDriver } from './file-storage';

/** The disk figures the free-space floor reads (fs.statfs; tests give a stand-in). */
export type StatFs = (path: string) => Promise<{ bavail: number; bsize: number }>;

/** Files under one folder on this machine (outside the web root), readable by this user only. */
export function createLocalStorage(root: string, statFs: StatFs = statfs): StorageDriver {
  const pathOf = (key: string) => join(root, checkedKey(key));
  return {
    async put(key, body) {
      const path = pathOf(key);
      await mkdir(dirname(path), { recursive: true });
      if (Buffer.isBuffer(body)) await writeFile(path, body, { mode: 0o600 });
      else await pipeline(body, createWriteStream(path, { mode: 0o600 }));
    },
    async open(key) {
      // Opened here, not lazily by the stream: a missing file fails before the answer's headers go out.
      const handle = await open(pathOf(key));
      return handle.createReadStream();
    },
    read: (key) => readFile(pathOf(key)),
    remove: (key) => rm(pathOf(key), { force: true }),
    async freeBytes() {
      // Blocks an unprivileged process may still write (bavail), not those kept for root (bfree).
      await mkdir(root, { recursive: true });
      const disk = await statFs(root);
      return disk.bavail * disk.bsize;
    },
    close() {},
  };
}
