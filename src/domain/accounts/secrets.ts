/** Random secrets and their hashes, for session tokens, codes and generated passwords. */
import { timingSafeEqual } from 'node:crypto';
import { inHashSlot } from './hash-slots.ts';

export function randomToken(bytes = 32): string {
  return Buffer.from(crypto.getRandomValues(new Uint8Array(bytes))).toString('base64url');
}

export function sha256(text: string): string {
  return new Bun.CryptoHasher('sha256').update(text).digest('hex');
}

/** Whether two secrets are equal, compared in a time that does not depend on where they differ. */
export function sameSecret(a: string, b: string): boolean {
  return timingSafeEqual(Buffer.from(sha256(a), 'hex'), Buffer.from(sha256(b), 'hex'));
}

/** A uniformly random integer in [0, n). */
export function randomInt(n: number): number {
  const limit = Math.floor(0x1_0000_0000 / n) * n;
  const buf = new Uint32Array(1);
  do crypto.getRandomValues(buf);
  while (buf[0]! >= limit);
  return buf[0]! % n;
}

export function randomDigits(length: number): string {
  return Array.from({ length }, () => randomInt(10)).join('');
}

const PASSWORD_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789';

/** A password without look-alike characters (no 0/O, 1/l/I). */
export function randomPassword(length = 12): string {
  return Array.from({ length }, () => PASSWORD_ALPHABET[randomInt(PASSWORD_ALPHABET.length)]).join('');
}

/**
 * argon2id at OWASP's minimum: 19 MiB, 2 passes, 1 lane. Strong enough against offline guessing,
 * and about a third of the cost of Bun's default (64 MiB), so a lab's logins are not queued for
 * seconds. Hashes stored with other parameters are replaced at the next right login (needsRehash).
 */
export const PASSWORD_HASH = { algorithm: 'argon2id', memoryCost: 19 * 1024, timeCost: 2 } as const;
const CURRENT_PREFIX = `$argon2id$v=19$m=${PASSWORD_HASH.memoryCost},t=${PASSWORD_HASH.timeCost},p=1$`;

export function hashPassword(password: string): Promise<string> {
  return inHashSlot(() => Bun.password.hash(password, PASSWORD_HASH));
}

export function verifyPassword(password: string, hash: string): Promise<boolean> {
  return inHashSlot(() => Bun.password.verify(password, hash));
}

/** Whether a stored hash was made with other parameters (or another algorithm) than hashPassword's. */
export function needsRehash(hash: string): boolean {
  return !hash.startsWith(CURRENT_PREFIX);
}
