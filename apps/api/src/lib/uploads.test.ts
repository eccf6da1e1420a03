import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TINY_PNG } from '../test/http';
import { createLocalStorage } from './storage/local-storage';
import { checkUpload, storeUpload, type UploadRule, withUploadRollback } from './uploads';

let uploadDir: string;
let storage: ReturnType<typeof createLocalStorage>;
beforeAll(async () => {
  uploadDir = await mkdtemp(join(tmpdir(), 'taskflow-uploads-'));
  storage = createLocalStorage(uploadDir);
});
afterAll(() => rm(uploadDir, { recursive: true, force: true }));

describe('withUploadRollback', () => {
  it('keeps the stored file when the work that records it succeeds, and answers what it answered', async () => {
    const stored = await storeUpload(storage, 'logos', TINY_PNG, 'image/png');
    expect(await withUploadRollback(storage, stored.file, async () => 'recorded')).toBe('recorded');
    expect(existsSync(join(uploadDir, stored.file))).toBe(true);
  });

  it('removes the stored file when the work fails, and passes the error on', async () => {
    const stored = await storeUpload(storage, 'logos', TINY_PNG, 'image/png');
    const refused = new Error('insert refused');
    await expect(
      withUploadRollback(storage, stored.file, async () => {
        throw refused;
      }),
    ).rejects.toBe(refused);
    expect(existsSync(join(uploadDir, stored.file))).toBe(false);
  });

  it('runs the work alone when no file was sent', async () => {
    await expect(withUploadRollback(storage, undefined, async () => 1)).resolves.toBe(1);
    await expect(
      withUploadRollback(storage, undefined, async () => {
        throw new Error('no file, still refused');
      }),
    ).rejects.toThrow('no file, still refused');
  });
});

describe('checkUpload', () => {
  const rule: UploadRule = {
    maxBytes: 1024,
    mimeTypes: ['image/png'],
    requiredMessage: 'Choose a file',
    typeMessage: 'Not a PNG',
    sizeMessage: 'Too large',
  };

  it('answers the real type of an accepted file', async () => {
    expect(await checkUpload({ buffer: TINY_PNG, isTruncated: false }, rule)).toEqual({ mime: 'image/png' });
  });

  it('asks for a missing or empty file unless the rule makes it optional', async () => {
    expect(await checkUpload(undefined, rule)).toEqual({ error: 'Choose a file' });
    expect(await checkUpload({ buffer: Buffer.alloc(0), isTruncated: false }, rule)).toEqual({
      error: 'Choose a file',
    });
    expect(await checkUpload(undefined, { ...rule, requiredMessage: false })).toEqual({});
  });

  it('refuses a file over the size, also one cut short while reading', async () => {
    expect(await checkUpload({ buffer: Buffer.alloc(2048, 1), isTruncated: false }, rule)).toEqual({
      error: 'Too large',
    });
    expect(await checkUpload({ buffer: TINY_PNG, isTruncated: true }, rule)).toEqual({ error: 'Too large' });
  });

  it('judges the type by the bytes, not the name: text called .png is refused', async () => {
    expect(await checkUpload({ buffer: Buffer.from('not a picture'), isTruncated: false }, rule)).toEqual({
      error: 'Not a PNG',
    });
  });
});
