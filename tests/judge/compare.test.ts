import { describe, expect, test } from 'bun:test';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { compareOutputs } from '../../judge/compare.ts';

function files(user: string | Uint8Array | null, answer: string | Uint8Array) {
  const dir = mkdtempSync(join(tmpdir(), 'verdict-compare-'));
  const u = join(dir, 'user');
  const a = join(dir, 'answer');
  if (user !== null) writeFileSync(u, user);
  writeFileSync(a, answer);
  return { u, a, [Symbol.dispose]: () => rmSync(dir, { recursive: true, force: true }) };
}

describe('compareOutputs with removeEndBlank on', () => {
  const rows: Array<[string, string | null, string, 'ac' | 'wa' | 'pe']> = [
    ['identical', '1 2\n3\n', '1 2\n3\n', 'ac'],
    ['trailing spaces per line', '1 2   \n3\t\n', '1 2\n3\n', 'ac'],
    ['CRLF line ends', '1 2\r\n3\r\n', '1 2\n3\n', 'ac'],
    ['missing final newline', '1 2\n3', '1 2\n3\n', 'ac'],
    ['extra blank lines at the end', '1 2\n3\n\n\n  \n', '1 2\n3\n', 'ac'],
    ['answer has trailing blanks', '5', '5 \n\n', 'ac'],
    ['different number', '1 3\n3\n', '1 2\n3\n', 'wa'],
    ['leading space differs', ' 1 2\n3\n', '1 2\n3\n', 'wa'],
    ['inner spaces differ', '1  2\n3\n', '1 2\n3\n', 'wa'],
    ['blank line in the middle', '1 2\n\n3\n', '1 2\n3\n', 'wa'],
    ['missing line', '1 2\n', '1 2\n3\n', 'wa'],
    ['extra output', '1 2\n3\n4\n', '1 2\n3\n', 'wa'],
    ['no output file against empty answer', null, '\n', 'ac'],
    ['no output file against an answer', null, '7\n', 'wa'],
    ['whitespace that is not trailing is kept', '1\t \t2\n', '1\t \t2\n', 'ac'],
  ];
  for (const [name, user, answer, expected] of rows) {
    test(name, async () => {
      using f = files(user, answer);
      expect(await compareOutputs(f.u, f.a, true)).toBe(expected);
    });
  }
});

describe('compareOutputs with removeEndBlank off', () => {
  const rows: Array<[string, string, string, 'ac' | 'wa' | 'pe']> = [
    ['identical', '1 2\n', '1 2\n', 'ac'],
    ['trailing space is a presentation error', '1 2 \n', '1 2\n', 'pe'],
    ['missing newline is a presentation error', '1 2', '1 2\n', 'pe'],
    ['CRLF is a presentation error', '1 2\r\n', '1 2\n', 'pe'],
    ['split differently', '1\n2\n', '1 2\n', 'pe'],
    ['different digits', '1 3\n', '1 2\n', 'wa'],
    ['joined tokens differ only by whitespace', '12\n', '1 2\n', 'pe'],
  ];
  for (const [name, user, answer, expected] of rows) {
    test(name, async () => {
      using f = files(user, answer);
      expect(await compareOutputs(f.u, f.a, false)).toBe(expected);
    });
  }
});

describe('compareOutputs on outputs larger than one read', () => {
  const line = `${'9'.repeat(1000)}\n`;
  const big = line.repeat(300); // 300 KB, several chunks

  test('equal large outputs, user with CRLF and trailing spaces', async () => {
    using f = files(big.replaceAll('\n', '  \r\n'), big);
    expect(await compareOutputs(f.u, f.a, true)).toBe('ac');
  });

  test('one differing byte near the end is found', async () => {
    const user = `${big.slice(0, big.length - 10)}8${big.slice(big.length - 9)}`;
    using f = files(user, big);
    expect(await compareOutputs(f.u, f.a, true)).toBe('wa');
    expect(await compareOutputs(f.u, f.a, false)).toBe('wa');
  });

  test('a long run of spaces before a visible byte is kept', async () => {
    using f = files(`1${' '.repeat(200_000)}2\n`, `1${' '.repeat(200_000)}2\n`);
    expect(await compareOutputs(f.u, f.a, true)).toBe('ac');
    using g = files(`1${' '.repeat(200_001)}2\n`, `1${' '.repeat(200_000)}2\n`);
    expect(await compareOutputs(g.u, g.a, true)).toBe('wa');
  });

  test('a long run of trailing blanks is ignored', async () => {
    using f = files(`${big}${' \n'.repeat(100_000)}`, big);
    expect(await compareOutputs(f.u, f.a, true)).toBe('ac');
  });
});

// The reads are synchronous (judge/compare.ts): a large output must still give the event loop its
// turns, or the server's requests would wait for the whole comparison.
test('comparing outputs of several megabytes gives the event loop a turn', async () => {
  const big = `${'7'.repeat(999)}\n`.repeat(4 * 1024); // 4 MB
  using f = files(big, big);
  let turned = false;
  setImmediate(() => {
    turned = true;
  });
  expect(await compareOutputs(f.u, f.a, true)).toBe('ac');
  expect(turned).toBe(true);
});

test('comparing small outputs answers without waiting for the event loop', async () => {
  using f = files('8\n', '8\n');
  let turned = false;
  setImmediate(() => {
    turned = true;
  });
  expect(await compareOutputs(f.u, f.a, true)).toBe('ac');
  expect(turned).toBe(false);
});
