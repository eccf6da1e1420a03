import { createHash, randomBytes } from 'node:crypto';

/** 256 bits of randomness, URL-safe: well above the 128-bit floor for session tokens. */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
