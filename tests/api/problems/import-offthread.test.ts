import { expect, test } from 'bun:test';
import { existsSync, mkdirSync, readdirSync, utimesSync } from 'node:fs';
import { join } from 'node:path';
import { zipSync } from 'fflate';
import { call } from '../../helpers/app.ts';
import { findStaged, stageTestcaseZip } from '../../../src/domain/testcases/staging.ts';
import { startStagingSweeper, stagingRoot, sweepStaging } from '../../../src/domain/testcases/staging-space.ts';
import { HARD_PROBLEM_BOUNDS } from '../../../src/contract/problem-bounds.ts';
import { setup, upload, zip } from './helpers.ts';

/** Imports run beside the server, and staged uploads are swept and kept within their budget. */

function bigHydroPackage(cases: number, bytesEach: number): Uint8Array {
  const files: Record<string, Uint8Array> = { 'big/problem.yaml': new TextEncoder().encode('title: Big\n') };
  for (let i = 1; i <= cases; i++) {
    const data = new Uint8Array(bytesEach);
    for (let j = 0; j < data.length; j += 4096) data[j] = (i * 31 + j) & 0xff;
    files[`big/testdata/${i}.in`] = data;
    files[`big/testdata/${i}.out`] = data.subarray(0, 16);
  }
  return zipSync(files, { level: 1 });
}

test('/api/ping answers while a large import is still being unpacked', async () => {
  using s = await setup();
  const bytes = bigHydroPackage(64, 1024 * 1024);
  const staging = stagingRoot(s.t.dataDir);
  let done = false;
  const importing = upload(s.t, '/api/file/import-hydro-problem', s.admin.headers, bytes, {}, 'big.zip').then((r) => {
    done = true;
    return r;
  });
  // Wait until the import is writing its test data.
  while (!done && !(existsSync(staging) && readdirSync(staging).some((n) => n.startsWith('.tmp-')))) await Bun.sleep(1);
  expect(done).toBe(false);
  const ping = await call(s.t.app, '/api/ping');
  expect(ping.env.status).toBe(200);
  expect(done).toBe(false);
  const imported = await importing;
  expect(imported.env.data).toEqual([
    { title: 'Big', id: expect.any(Number), problemId: 'P1000', warnings: expect.any(Array) },
  ]);
  expect(readdirSync(join(s.t.dataDir, 'testcases', String(imported.env.data[0].id))).length).toBe(129);
});

test('staged uploads count against a disk budget: new staging is refused with a clear message when over it', async () => {
  using s = await setup();
  const bytes = zip({ '1.in': new Uint8Array(600 * 1024), '1.out': '1' });
  const budget = 1024 * 1024;
  const first = stageTestcaseZip(s.t.dataDir, bytes, 'default', HARD_PROBLEM_BOUNDS, budget);
  expect(findStaged(s.t.dataDir, first.fileListDir).cases).toEqual([{ input: '1.in', output: '1.out' }]);
  expect(() => stageTestcaseZip(s.t.dataDir, bytes, 'default', HARD_PROBLEM_BOUNDS, budget)).toThrow(
    'Uploaded test data waiting to be saved already takes 1 MB (the limit is 1 MB); save or leave the open problem forms, or try again later',
  );
  // The default budget leaves room for an ordinary upload through the API.
  expect((await upload(s.t, '/api/file/upload-testcase-zip', s.admin.headers, bytes)).env.status).toBe(200);
});

test('staged uploads never saved are swept after a day, unfinished ones after an hour, on a schedule', async () => {
  using s = await setup();
  const bytes = zip({ '1.in': '1', '1.out': '1' });
  const old = stageTestcaseZip(s.t.dataDir, bytes, 'default').fileListDir;
  const fresh = stageTestcaseZip(s.t.dataDir, bytes, 'default').fileListDir;
  const root = stagingRoot(s.t.dataDir);
  mkdirSync(join(root, '.tmp-left-behind'));
  const hoursAgo = (h: number) => new Date(Date.now() - h * 3600_000);
  utimesSync(join(root, old), hoursAgo(25), hoursAgo(25));
  utimesSync(join(root, '.tmp-left-behind'), hoursAgo(2), hoursAgo(2));
  expect(sweepStaging(s.t.dataDir).sort()).toEqual(['.tmp-left-behind', old]);
  expect(() => findStaged(s.t.dataDir, old)).toThrow(
    'The uploaded test data has expired or does not exist, please upload it again',
  );
  expect(findStaged(s.t.dataDir, fresh).cases.length).toBe(1);
  // The schedule sweeps at once when it starts, then every few minutes.
  utimesSync(join(root, fresh), hoursAgo(30), hoursAgo(30));
  const stop = startStagingSweeper(s.t.dataDir);
  stop();
  expect(readdirSync(root)).toEqual([]);
});
