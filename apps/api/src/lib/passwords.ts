import { hash, verify } from '@node-rs/argon2';
import { PASSWORD_MIN_LENGTH } from '@taskflow/shared';
import { dictionary } from '@zxcvbn-ts/language-common';

/** OWASP's argon2id baseline: 19 MiB, two passes, one lane (algorithm 2 = argon2id). */
const ARGON2_OPTIONS = { algorithm: 2, memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

export const COMMON_PASSWORD_MESSAGE = 'This password is too common. Choose one that is harder to guess';

/** The 10,000 most used passwords that the length rule alone would let through. */
const commonPasswords = new Set(
  dictionary['passwords-common'].slice(0, 10_000).filter((word) => word.length >= PASSWORD_MIN_LENGTH),
);

export function isCommonPassword(password: string): boolean {
  return commonPasswords.has(password.toLowerCase());
}

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2_OPTIONS);
}

export function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  return verify(passwordHash, password).catch(() => false);
}

/** Verifying against this when no user matches keeps response times from revealing accounts. */
let decoyHash: Promise<string> | undefined;
export function verifyDecoy(password: string): Promise<boolean> {
  decoyHash ??= hashPassword('decoy-password-never-matches');
  return decoyHash.then((decoy) => verifyPassword(decoy, password)).then(() => false);
}
