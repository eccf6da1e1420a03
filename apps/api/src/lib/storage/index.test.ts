import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStorage } from '.';

let root: string;
beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'taskflow-storage-'));
});
afterAll(() => rm(root, { recursive: true, force: true }));

describe('discard', () => {
  it('removes a replaced file, and logs instead of failing a saved change when it cannot', async () => {
    const warnings: unknown[] = [];
    const storage = await createStorage(
      { storage: { driver: 'local' }, uploadDir: root },
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
