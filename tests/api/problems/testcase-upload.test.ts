import { expect, test } from 'bun:test';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { unzipSync } from 'fflate';
import { call } from '../../helpers/app.ts';
import { createProblem, problemForm, setup, upload, zip, type TestApp } from './helpers.ts';

/** Rewrites the sizes a zip's central directory declares for one entry (as a forged archive would). */
function forge(bytes: Uint8Array, name: string, sizes: { size?: number; compressedSize?: number }): Uint8Array {
  const out = bytes.slice();
  const view = new DataView(out.buffer);
  let p = view.getUint32(out.length - 22 + 16, true);
  while (view.getUint32(p, true) === 0x02014b50) {
    const nameLen = view.getUint16(p + 28, true);
    const entry = new TextDecoder().decode(out.subarray(p + 46, p + 46 + nameLen));
    if (entry === name) {
      if (sizes.compressedSize !== undefined) view.setUint32(p + 20, sizes.compressedSize, true);
      if (sizes.size !== undefined) view.setUint32(p + 24, sizes.size, true);
      return out;
    }
    p += 46 + nameLen + view.getUint16(p + 30, true) + view.getUint16(p + 32, true);
  }
  throw new Error(`no entry ${name}`);
}

async function uploadCases(t: TestApp, headers: Record<string, string>, bytes: Uint8Array, mode = 'default') {
  return (await upload(t, '/api/file/upload-testcase-zip', headers, bytes, { mode })).env;
}

function stagingLeftovers(dataDir: string): string[] {
  const root = join(dataDir, 'testcases', '.staging');
  return existsSync(root) ? readdirSync(root).filter((n) => n.startsWith('.tmp')) : [];
}

test('an archive is paired, sorted by name length then name, scored and staged', async () => {
  using s = await setup();
  const bytes = zip({
    '10.in': 'ten',
    '10.out': 'TEN',
    '2.in': 'two',
    '2.ans': 'TWO',
    '1.in': 'one',
    'b_input.txt': 'bi',
    'b_output.txt': 'bo',
  });
  const env = await uploadCases(s.t, s.admin.headers, bytes, 'subtask_lowest');
  expect(env.status).toBe(200);
  expect(env.data.fileList).toEqual([
    { input: '1.in', output: '1.out', score: 25, groupNum: 1 },
    { input: '2.in', output: '2.ans', score: 25, groupNum: 2 },
    { input: '10.in', output: '10.out', score: 25, groupNum: 3 },
    { input: 'b_input.txt', output: 'b_output.txt', score: 25, groupNum: 4 },
  ]);
  expect(env.data.fileListDir).toMatch(/^[0-9a-f-]{36}$/);
  const plain = await uploadCases(s.t, s.admin.headers, zip({ '1.in': 'a', '2.in': 'b', '3.in': 'c' }));
  expect(plain.data.fileList.map((f: { score: number; groupNum?: number }) => [f.score, f.groupNum])).toEqual([
    [33, undefined],
    [33, undefined],
    [34, undefined],
  ]);
});

test('unsafe, oversized and malformed archives are refused with a clear message and leave nothing behind', async () => {
  using s = await setup();
  const cases: [Uint8Array, string][] = [
    [zip({ '../evil.in': 'x' }), 'The archive entry ../evil.in has an unsafe path'],
    [zip({ '/abs.in': 'x' }), 'The archive entry /abs.in has an unsafe path'],
    [zip({ 'a\\b.in': 'x' }), 'The archive entry a\\b.in has an unsafe path'],
    [zip({ 'C:/x.in': 'x' }), 'The archive entry C:/x.in has an unsafe path'],
    // A problem admin may set 10,000 cases: room for their files, no more.
    [
      zip(Object.fromEntries(Array.from({ length: 21_001 }, (_, i) => [`${i}.in`, '']))),
      'The archive has more than 21000 entries',
    ],
    [
      forge(
        forge(zip({ '1.in': 'x'.repeat(1000), '2.in': 'y'.repeat(1000) }), '1.in', {
          size: 2100 * 1024 * 1024,
          compressedSize: 3 * 1024 * 1024,
        }),
        '2.in',
        { size: 2100 * 1024 * 1024, compressedSize: 3 * 1024 * 1024 },
      ),
      'The archive unpacks to more than 4096 MB',
    ],
    [
      forge(zip({ '1.in': 'x'.repeat(1000) }), '1.in', { size: 10 * 1024 * 1024 }),
      'The archive entry 1.in claims an impossible compression ratio',
    ],
    [
      forge(zip({ '1.in': new Uint8Array(20 * 1024 * 1024) }), '1.in', { size: 1024 }),
      'The archive entry 1.in does not match its declared size or checksum',
    ],
    [zip({ '1.in': 'a', '1.out': 'b', '1.ans': 'c' }), 'The input 1.in has two output files (1.out and 1.ans)'],
    [zip({ '1.in': 'a', '2.out': 'b' }), 'The output file 2.out has no matching input file'],
    [
      zip({ '1.in': 'a', 'readme.md': 'b' }),
      'Unrecognised file readme.md: use N.in with N.out (or N.ans), or *input*.txt with *output*.txt',
    ],
    [zip({ 'data/1.in': 'a' }), 'Test case files must be at the root of the archive, but data/1.in is in a folder'],
    [zip({ '__MACOSX/._1.in': 'junk' }), 'The archive holds no test case files'],
    [zip({}), 'The archive holds no test case files'],
    [
      new TextEncoder().encode('this is not a zip at all'),
      'The file is not a valid zip archive: no end of central directory',
    ],
  ];
  for (const [bytes, msg] of cases) {
    expect(await uploadCases(s.t, s.admin.headers, bytes)).toEqual({ status: 400, msg, data: null });
  }
  expect(stagingLeftovers(s.t.dataDir)).toEqual([]);
  const zh = await upload(
    s.t,
    '/api/file/upload-testcase-zip',
    { ...s.admin.headers, 'Accept-Language': 'zh-CN' },
    zip({ '1.in': 'a', '2.out': 'b' }),
  );
  expect(zh.env.msg).toBe('输出文件 2.out 没有对应的输入文件');
  const { env } = await call(s.t.app, '/api/file/upload-testcase-zip', {
    method: 'POST',
    headers: s.admin.headers,
    body: new FormData(),
  });
  expect(env.msg).toBe('file is required');
});

test('saving with an upload moves the data into place with hashes; a failed upload or save keeps the previous data', async () => {
  using s = await setup();
  const first = await uploadCases(
    s.t,
    s.admin.headers,
    zip({ '1.in': '1 2', '1.out': '3', '2.in': '4 5', '2.out': '9' }),
  );
  const form = problemForm(
    { type: 1 },
    { isUploadTestCase: true, uploadTestcaseDir: first.data.fileListDir, samples: first.data.fileList },
  );
  const { id } = await createProblem(s.t, s.admin.headers, form);
  const dir = join(s.t.dataDir, 'testcases', String(id));
  const snapshot = () => Object.fromEntries(readdirSync(dir).map((n) => [n, readFileSync(join(dir, n), 'utf8')]));
  const before = snapshot();
  expect(Object.keys(before).sort()).toEqual(['1.in', '1.out', '2.in', '2.out', 'info.json']);
  const info = JSON.parse(before['info.json']!);
  expect(info.cases[0]).toMatchObject({
    inputName: '1.in',
    inputSize: 3,
    outputMd5: new Bun.CryptoHasher('md5').update('3').digest('hex'),
  });
  expect(readdirSync(join(s.t.dataDir, 'testcases', '.staging'))).toEqual([]);

  // A refused upload changes nothing.
  expect((await uploadCases(s.t, s.admin.headers, zip({ '../1.in': 'x' }))).status).toBe(400);
  // A valid upload whose save is refused changes nothing either.
  const second = await uploadCases(s.t, s.admin.headers, zip({ '1.in': 'new', '1.out': 'NEW' }));
  const refused = problemForm(
    { id, type: 1 },
    {
      isUploadTestCase: true,
      uploadTestcaseDir: second.data.fileListDir,
      samples: second.data.fileList,
      languages: [],
    },
  );
  expect(
    (await call(s.t.app, '/api/admin/problem', { method: 'PUT', headers: s.admin.headers, json: refused })).env.msg,
  ).toBe('Please select at least one language');
  const unknown = problemForm(
    { id, type: 1 },
    {
      isUploadTestCase: true,
      uploadTestcaseDir: second.data.fileListDir,
      samples: [{ input: 'nope.in', output: '', score: 100 }],
    },
  );
  expect(
    (await call(s.t.app, '/api/admin/problem', { method: 'PUT', headers: s.admin.headers, json: unknown })).env.msg,
  ).toBe('Judge sample 1: the file nope.in is not part of the test data');
  expect(snapshot()).toEqual(before);
  const admin = (await call(s.t.app, `/api/admin/problem?pid=${id}`, { headers: s.admin.headers })).env.data;
  expect([admin.problem.caseVersion, admin.samples.map((c: { score: number }) => c.score)]).toEqual([1, [50, 50]]);

  // Without a new upload the stored files stay and scores can change; with one they are replaced.
  const rescore = problemForm(
    { id, type: 1 },
    {
      isUploadTestCase: true,
      samples: [
        { input: '1.in', output: '1.out', score: 40 },
        { input: '2.in', output: '2.out', score: 60 },
      ],
    },
  );
  expect(
    (await call(s.t.app, '/api/admin/problem', { method: 'PUT', headers: s.admin.headers, json: rescore })).env.status,
  ).toBe(200);
  expect(snapshot()).toEqual(before);
  const replace = problemForm(
    { id, type: 1 },
    { isUploadTestCase: true, uploadTestcaseDir: second.data.fileListDir, samples: second.data.fileList },
  );
  expect(
    (await call(s.t.app, '/api/admin/problem', { method: 'PUT', headers: s.admin.headers, json: replace })).env.status,
  ).toBe(200);
  expect(Object.keys(snapshot()).sort()).toEqual(['1.in', '1.out', 'info.json']);
  expect(readdirSync(join(s.t.dataDir, 'testcases')).sort()).toEqual(['.staging', String(id)]);
  const after = (await call(s.t.app, `/api/admin/problem?pid=${id}`, { headers: s.admin.headers })).env.data;
  expect([after.problem.caseVersion, after.samples]).toEqual([
    2,
    [{ id: expect.any(Number), index: 1, input: '1.in', output: '1.out', score: 100, groupNum: 1 }],
  ]);
});

test('test data downloads as a zip for problem admins only', async () => {
  using s = await setup();
  const { id } = await createProblem(s.t, s.admin.headers);
  const res = await s.t.app.request(`/api/file/download-testcase?pid=${id}`, { headers: s.admin.headers });
  expect(res.headers.get('Content-Type')).toBe('application/zip');
  const files = unzipSync(new Uint8Array(await res.arrayBuffer()));
  expect(Object.fromEntries(Object.entries(files).map(([n, b]) => [n, new TextDecoder().decode(b)]))).toEqual({
    '1.in': '1 2\n',
    '1.out': '3\n',
    '2.in': '5 7\n',
    '2.out': '12\n',
  });
  expect((await call(s.t.app, `/api/file/download-testcase?pid=${id}`, { headers: s.user.headers })).status).toBe(403);
  expect((await call(s.t.app, `/api/file/download-testcase?pid=${id}`)).status).toBe(401);
  expect((await uploadCases(s.t, s.user.headers, zip({ '1.in': 'a' }))).status).toBe(403);
});
