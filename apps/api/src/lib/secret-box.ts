/**
 * Secrets the server must read back (webhook signing secrets: signing needs them, so a hash will not
 * do), sealed with AES-256-GCM under a server key. The key is WEBHOOK_SECRET_KEY (hashed to 32 bytes),
 * or else one generated once in the data folder (`secret-box.key`, mode 600) for the embedded database on
 * one machine. A stolen database alone does not give the secrets away.
 */
import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { AppConfig } from '../config/env';

const VERSION = 'v1';
const keys = new Map<string, Buffer>();

/** The key of this configuration (read or made once per process). */
export function secretBoxKey(config: Pick<AppConfig, 'webhookSecretKey' | 'dataDir'>): Buffer {
  const source = config.webhookSecretKey ?? `file:${config.dataDir}`;
  const known = keys.get(source);
  if (known) return known;
  let key: Buffer;
  if (config.webhookSecretKey) {
    key = createHash('sha256').update(config.webhookSecretKey).digest();
  } else {
    const path = join(config.dataDir, 'secret-box.key');
    try {
      key = Buffer.from(readFileSync(path, 'utf8').trim(), 'base64');
    } catch {
      mkdirSync(config.dataDir, { recursive: true });
      try {
        // `wx`: of two processes starting at once, the second reads the first's key.
        writeFileSync(path, randomBytes(32).toString('base64'), { flag: 'wx', mode: 0o600 });
      } catch {}
      key = Buffer.from(readFileSync(path, 'utf8').trim(), 'base64');
    }
    if (key.length !== 32) throw new Error(`${path} does not hold a 32-byte key`);
  }
  keys.set(source, key);
  return key;
}

/** `v1.<iv>.<tag>.<ciphertext>`, base64url. */
export function sealSecret(key: Buffer, plaintext: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const sealed = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
  return [VERSION, iv, cipher.getAuthTag(), sealed]
    .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
    .join('.');
}

export function openSecret(key: Buffer, sealed: string): string {
  const [version, iv, tag, data] = sealed.split('.');
  if (version !== VERSION || !iv || !tag || data === undefined) throw new Error('Not a sealed secret');
  const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  return Buffer.concat([decipher.update(Buffer.from(data, 'base64url')), decipher.final()]).toString('utf8');
}
