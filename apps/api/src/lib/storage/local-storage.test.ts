import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StorageDriver } from './file-storage';
import { createLocalStorage } from './local-storage';

let root: string;
let storage: StorageDriver;
beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'taskflow-local-storage-'));
  storage = createLocalStorage(root);
});
afterAll(() => rm(root, { recursive: true, force: true }));

describe('local storage', () => {
  it('keeps a file under its key, readable by this user only, until removed', async () => {
    const key = 'task-attachments/one';
    await storage.put(key, Readable.from([Buffer.from('streamed '), Buffer.from('in')]));
    expect((await stat(join(root, key))).mode & 0o777).toBe(0o600);
    expect((await storage.read(key)).toString()).toBe('streamed in');
    const chunks: Buffer[] = [];
    for await (const chunk of await storage.open(key)) chunks.push(chunk as Buffer);
    expect(Buffer.concat(chunks).toString()).toBe('streamed in');
    await storage.remove(key);
    await expect(storage.open(key)).rejects.toThrow(/ENOENT/);
    await expect(storage.remove(key)).resolves.toBeUndefined();
  });

  it('refuses a key that could leave the folder', async () => {
    for (const key of ['../x', '/etc/passwd', 'logos/../../x', 'logos/..', 'logos\\x', 'single']) {
      await expect(storage.put(key, Buffer.from('x')), key).rejects.toThrow(/Not a storage key/);
    }
  });
});
