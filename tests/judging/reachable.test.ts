import { expect, test } from 'bun:test';
import { chmodSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { assertReachable, blockingAncestor } from '../../src/judging/reachable.ts';

test('a data directory below a directory closed to others is named as the blocking one', () => {
  const base = mkdtempSync(join(tmpdir(), 'verdict-reach-'));
  const data = join(base, 'home', 'data');
  mkdirSync(data, { recursive: true });
  chmodSync(base, 0o755);
  try {
    chmodSync(join(base, 'home'), 0o700);
    expect(blockingAncestor(data)).toBe(join(base, 'home'));
    expect(() => assertReachable(data)).toThrow(`chmod o+x ${join(base, 'home')}`);
    chmodSync(join(base, 'home'), 0o711);
    expect(blockingAncestor(data)).toBeNull();
    expect(() => assertReachable(data)).not.toThrow();
  } finally {
    rmSync(base, { recursive: true, force: true });
  }
});
