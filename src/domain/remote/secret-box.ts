import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { chmodSync, existsSync, openSync, readFileSync, writeSync, closeSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Seals the remote judges' passwords and cookies at rest: AES-256-GCM under a key kept in the data
 * directory (`remote-judge.key`, 32 random bytes, mode 0600), created on first use. A copy of the
 * database without the key reveals nothing; a sealed value changed by hand fails to open.
 */
export const KEY_FILE = 'remote-judge.key';
const keys = new Map<string, Buffer>();

function keyOf(dataDir: string): Buffer {
  const cached = keys.get(dataDir);
  if (cached) return cached;
  const path = join(dataDir, KEY_FILE);
  if (!existsSync(path)) {
    try {
      // 'wx': two processes starting at once cannot both write a key.
      const fd = openSync(path, 'wx', 0o600);
      writeSync(fd, randomBytes(32));
      closeSync(fd);
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code !== 'EEXIST') throw e;
    }
  }
  chmodSync(path, 0o600);
  const key = readFileSync(path);
  if (key.length !== 32) throw new Error(`${KEY_FILE} in the data directory is not a 32-byte key`);
  keys.set(dataDir, key);
  return key;
}

/** `v1.<iv>.<tag>.<ciphertext>` in base64url. */
export function seal(dataDir: string, plain: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keyOf(dataDir), iv);
  const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return ['v1', iv, cipher.getAuthTag(), body]
    .map((p) => (typeof p === 'string' ? p : p.toString('base64url')))
    .join('.');
}

export function open(dataDir: string, sealed: string): string {
  const [version, iv, tag, body] = sealed.split('.');
  if (version !== 'v1' || !iv || !tag || body === undefined) throw new Error('not a sealed value');
  const decipher = createDecipheriv('aes-256-gcm', keyOf(dataDir), Buffer.from(iv, 'base64url'));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
}
