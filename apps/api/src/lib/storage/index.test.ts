import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { DISK_FULL_MESSAGE } from '@taskflow/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../app-error';
import { createStorage } from '.';
import { createS3Storage } from './s3-storage';

let root: string;
beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'taskflow-storage-'));
});
afterAll(() => rm(root, { recursive: true, force: true }));

describe('discard', () => {
  it('removes a replaced file, and logs instead of failing a saved change when it cannot', async () => {
    const warnings: unknown[] = [];
    const storage = await createStorage(
      { storage: { driver: 'local' }, uploadDir: root, uploadMinFreeMb: 0 },
      { warn: (...args: unknown[]) => warnings.push(args) },
    );
    await storage.put('logos/old.png', Buffer.from('old'));
    await storage.discard('logos/old.png');
    await expect(storage.read('logos/old.png')).rejects.toThrow(/ENOENT/);
    expect(warnings).toEqual([]);

    // A removal that fails (here a folder where the file was: rm without `recursive` refuses it).
    await mkdir(join(root, 'logos/stuck.png'), { recursive: true });
    await writeFile(join(root, 'logos/stuck.png/inside'), 'x');
    await expect(storage.remove('logos/stuck.png')).rejects.toThrow();
    await expect(storage.discard('logos/stuck.png')).resolves.toBeUndefined();
    expect(warnings).toHaveLength(1);
  });
});

describe('the free-space floor (UPLOAD_MIN_FREE_MB)', () => {
  const MB = 1024 * 1024;
  /** A disk with `freeMb` megabytes left, in 4 KB blocks, as fs.statfs reports it. */
  const diskWith = (freeMb: number) => async () => ({ bavail: (freeMb * MB) / 4096, bsize: 4096 });

  async function storageOn(freeMb: number, uploadMinFreeMb = 1024) {
    const warnings: unknown[][] = [];
    const clock = { now: 1_000_000 };
    const storage = await createStorage(
      { storage: { driver: 'local' }, uploadDir: root, uploadMinFreeMb },
      { warn: (...args: unknown[]) => warnings.push(args) },
      { statFs: diskWith(freeMb), now: () => clock.now },
    );
    return { storage, warnings, clock };
  }

  it('stores while the disk has the floor free, and refuses with 507 below it, warning once a minute', async () => {
    const { storage, warnings } = await storageOn(1024);
    await storage.put('task-attachments/at-the-floor', Buffer.from('kept'));
    expect((await storage.read('task-attachments/at-the-floor')).toString()).toBe('kept');
    expect(warnings).toEqual([]);

    const low = await storageOn(1023);
    const refusal = await low.storage.put('task-attachments/below', Buffer.from('refused')).catch((e) => e);
    expect(refusal).toBeInstanceOf(AppError);
    expect(refusal).toMatchObject({
      statusCode: 507,
      code: 'INSUFFICIENT_STORAGE',
      message: DISK_FULL_MESSAGE,
    });
    // Nothing was written, a streamed body included (it is not read at all).
    const body = Readable.from([Buffer.from('streamed')]);
    await expect(low.storage.put('task-attachments/streamed', body)).rejects.toThrow(DISK_FULL_MESSAGE);
    await expect(low.storage.read('task-attachments/below')).rejects.toThrow(/ENOENT/);
    await expect(low.storage.read('task-attachments/streamed')).rejects.toThrow(/ENOENT/);
    expect(low.warnings).toHaveLength(1);
    expect(low.warnings[0]?.[0]).toMatchObject({ freeBytes: 1023 * MB, minFreeBytes: 1024 * MB });
    low.clock.now += 60_000;
    await expect(low.storage.put('task-attachments/later', Buffer.from('x'))).rejects.toThrow(
      DISK_FULL_MESSAGE,
    );
    expect(low.warnings).toHaveLength(2);
  });

  it('is off at 0, and the local driver reads the real disk when given no stand-in', async () => {
    const off = await storageOn(0, 0);
    await expect(off.storage.put('logos/any.png', Buffer.from('x'))).resolves.toBeUndefined();
    // A floor no disk reaches (a petabyte) is refused against the real fs.statfs figures.
    const real = await createStorage(
      { storage: { driver: 'local' }, uploadDir: root, uploadMinFreeMb: 1024 ** 3 },
      { warn: () => {} },
    );
    await expect(real.put('logos/huge-floor.png', Buffer.from('x'))).rejects.toThrow(DISK_FULL_MESSAGE);
  });

  it('a bucket has no floor: its driver reports no free space to check', () => {
    const driver = createS3Storage({
      driver: 's3',
      bucket: 'files',
      region: 'us-east-1',
      accessKeyId: 'key',
      secretAccessKey: 'secret',
      forcePathStyle: true,
    });
    expect(driver.freeBytes).toBeUndefined();
    driver.close();
  });
});
