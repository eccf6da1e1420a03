/**
 * The S3 driver against a local S3-compatible server (s3rver): the four operations, and a file of
 * many megabytes streamed up in parts and down as it arrives, never held whole in memory.
 */
import { createHash } from 'node:crypto';
import { readdir, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type S3Server, startS3Server } from '../../test/s3-server';
import type { StorageDriver } from './file-storage';
import { createS3Storage } from './s3-storage';

let s3: S3Server;
let storage: StorageDriver;

beforeAll(async () => {
  s3 = await startS3Server();
  storage = createS3Storage(s3.config);
});
afterAll(async () => {
  storage.close();
  await s3.close();
});

async function bytesOf(stream: Readable) {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** Every byte s3rver holds on disk: stored objects and the parts of uploads in progress. */
async function bytesOnServer(directory: string): Promise<number> {
  let total = 0;
  for (const entry of await readdir(directory, { withFileTypes: true, recursive: true })) {
    if (entry.isFile()) total += (await stat(join(entry.parentPath, entry.name))).size;
  }
  return total;
}

async function waitFor(check: () => Promise<boolean>, what: string, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe('S3 storage', () => {
  it('puts, opens, reads and removes a file by its key', async () => {
    const key = 'logos/0b6c8d5e-1f2a-4b3c-8d4e-5f6a7b8c9d0e.png';
    const bytes = Buffer.from('a small logo');
    await storage.put(key, bytes, 'image/png');
    expect(await s3.keys('logos/')).toEqual([key]);
    expect(await storage.read(key)).toEqual(bytes);
    expect(await bytesOf(await storage.open(key))).toEqual(bytes);

    await storage.remove(key);
    expect(await s3.keys('logos/')).toEqual([]);
    await expect(storage.read(key)).rejects.toThrow();
    await expect(storage.open(key)).rejects.toThrow();
    // Removing what is not there is no error: a rollback may remove a file that was never stored.
    await expect(storage.remove(key)).resolves.toBeUndefined();
  });

  it('takes a stream as a body', async () => {
    const key = 'task-attachments/stream';
    await storage.put(key, Readable.from([Buffer.from('first '), Buffer.from('second')]));
    expect((await storage.read(key)).toString()).toBe('first second');
  });

  it('refuses a key that could leave its folder', async () => {
    await expect(storage.put('../outside', Buffer.from('x'))).rejects.toThrow(/Not a storage key/);
    await expect(storage.read('logos/../../etc/passwd')).rejects.toThrow(/Not a storage key/);
  });

  it('streams a 24 MB file up in parts and down as it arrives', { timeout: 120_000 }, async () => {
    const size = 24 * 1024 * 1024;
    const chunkSize = 64 * 1024;
    const sent = createHash('sha256');
    // The source makes its bytes as they are asked for; before its last chunk it waits until the
    // server holds a whole part (5 MB): a driver that read the whole stream first would never get there.
    async function* source() {
      for (let offset = 0; offset < size; offset += chunkSize) {
        if (offset === size - chunkSize) {
          await waitFor(async () => (await bytesOnServer(s3.directory)) >= 5 * 1024 * 1024, 'a stored part');
        }
        const chunk = Buffer.alloc(chunkSize, offset / chunkSize);
        sent.update(chunk);
        yield chunk;
      }
    }
    const key = 'task-attachments/large';
    await storage.put(key, Readable.from(source()));

    const received = createHash('sha256');
    let length = 0;
    let chunks = 0;
    for await (const chunk of await storage.open(key)) {
      received.update(chunk as Buffer);
      length += (chunk as Buffer).length;
      chunks += 1;
    }
    expect(length).toBe(size);
    expect(received.digest('hex')).toBe(sent.digest('hex'));
    // Read as it arrives, in many small pieces, not handed over whole.
    expect(chunks).toBeGreaterThan(10);
    await storage.remove(key);
  });
});
