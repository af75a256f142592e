import { expect, test } from 'bun:test';
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { call } from '../../helpers/app.ts';
import { setup, upload, zip, type TestApp } from './helpers.ts';
import { rawZip } from './zip-forge.ts';

/** Hostile archives and packages: each is refused by name before anything is written. */

function nothingWritten(t: TestApp): void {
  const staging = join(t.dataDir, 'testcases', '.staging');
  expect(existsSync(staging) ? readdirSync(staging) : []).toEqual([]);
  const files = join(t.dataDir, 'files', 'problems');
  expect(existsSync(files) ? readdirSync(files) : []).toEqual([]);
}

async function problemCount(s: Awaited<ReturnType<typeof setup>>): Promise<number> {
  return (await call(s.t.app, '/api/admin/problem/get-problem-list', { headers: s.admin.headers })).env.data.total;
}

test('entries sharing one compressed stream are refused: directories or files pointing at the same data', async () => {
  using s = await setup();
  const dirs = rawZip([
    { name: '1.in', data: 'x'.repeat(1000) },
    ...Array.from({ length: 500 }, (_, i) => ({ name: `d${i}/`, sameAs: 0 })),
  ]);
  const env = (await upload(s.t, '/api/file/upload-testcase-zip', s.admin.headers, dirs)).env;
  expect(env.msg).toBe('The archive entries 1.in and d0 share compressed data');
  const files = rawZip([
    { name: 'p/problem.yaml', data: 'title: Shared\n' },
    { name: 'p/testdata/1.in', data: 'y'.repeat(1000) },
    ...Array.from({ length: 300 }, (_, i) => ({ name: `p/testdata/${i + 2}.in`, sameAs: 1 })),
  ]);
  const hydro = (await upload(s.t, '/api/file/import-hydro-problem', s.admin.headers, files)).env;
  expect(hydro.msg).toBe('The archive entries p/testdata/1.in and p/testdata/2.in share compressed data');
  nothingWritten(s.t);
  expect(await problemCount(s)).toBe(0);
});

test('declared sizes and counts that lie are refused before anything is written', async () => {
  using s = await setup();
  const local = rawZip([
    { name: '1.in', data: 'abc' },
    { name: '2.in', data: 'def', localSize: 900_000 },
  ]);
  expect((await upload(s.t, '/api/file/upload-testcase-zip', s.admin.headers, local)).env.msg).toBe(
    'The archive entry 2.in does not match its declared size or checksum',
  );
  const counted = rawZip(
    Array.from({ length: 600 }, (_, i) => ({ name: `${i}.in`, data: 'z' })),
    { count: 10 },
  );
  expect((await upload(s.t, '/api/file/upload-testcase-zip', s.admin.headers, counted)).env.msg).toBe(
    'The file is not a valid zip archive: its central directory holds more entries than it declares',
  );
  nothingWritten(s.t);
});

test('an FPS file declaring thousands of test pairs is refused before writing', async () => {
  using s = await setup();
  const pairs = Array.from(
    { length: 10_001 },
    (_, i) => `<test_input>${i}</test_input><test_output>${i}</test_output>`,
  ).join('');
  const xml = `<?xml version="1.0"?><fps><item><title>Many</title><description>d</description>${pairs}</item></fps>`;
  const env = (
    await upload(s.t, '/api/file/import-fps-problem', s.admin.headers, new TextEncoder().encode(xml), {}, 'many.xml')
  ).env;
  expect(env.msg).toBe('Many: the package declares 10001 test cases; at most 10000 are accepted');
  nothingWritten(s.t);
  expect(await problemCount(s)).toBe(0);
});

test('a package repeating one file 40,000 times, or past the size budget by repeats, is refused before writing', async () => {
  using s = await setup();
  const list = (n: number, file: string) =>
    ['type: default', 'cases:', ...Array.from({ length: n }, () => `  - input: ${file}\n    output: 1.out`)].join('\n');
  const many = zip({
    'p/problem.yaml': 'title: Repeats\n',
    'p/testdata/config.yaml': list(40_000, '1.in'),
    'p/testdata/1.in': '1',
    'p/testdata/1.out': '1',
  });
  expect((await upload(s.t, '/api/file/import-hydro-problem', s.admin.headers, many)).env.msg).toBe(
    'Repeats: the package declares 40000 test cases; at most 10000 are accepted',
  );
  const big = zip({
    'p/problem.yaml': 'title: Heavy\n',
    'p/testdata/config.yaml': list(2000, 'big.in'),
    'p/testdata/big.in': new Uint8Array(1024 * 1024),
    'p/testdata/1.out': '1',
  });
  expect((await upload(s.t, '/api/file/import-hydro-problem', s.admin.headers, big)).env.msg).toBe(
    'Heavy: the test data would unpack to more than 512 MB',
  );
  nothingWritten(s.t);
  expect(await problemCount(s)).toBe(0);
});
