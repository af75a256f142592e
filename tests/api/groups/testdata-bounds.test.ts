import { describe, expect, test } from 'bun:test';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { HARD_PROBLEM_BOUNDS } from '../../../src/contract/problem-bounds.ts';
import { preparePackage } from '../../../src/domain/packages/prepare-import.ts';
import { isRefused } from '../../../src/domain/packages/common.ts';
import { call } from '../../helpers/app.ts';
import { casesZip, zip } from '../../helpers/zip.ts';
import { zipBomb } from '../problems/zip-bomb.ts';
import { send, setup, type Headers } from './helpers.ts';

/**
 * Test data a group's admins upload is bounded by the site's member settings (cases, unpacked
 * MB), checked from what the archive declares before a byte is written; site admins go up to the
 * hard maxima. The teacher is a plain user who owns a group.
 */
async function world() {
  const s = await setup();
  const gid = await s.createGroup(s.teacher.headers);
  const upload = async (h: Headers, bytes: Uint8Array, path = `/api/file/upload-group-testcase-zip?gid=${gid}`) => {
    const body = new FormData();
    body.set('file', new File([new Uint8Array(bytes)], 'data.zip'));
    return (await call(s.t.app, path, { method: 'POST', headers: h, body })).env;
  };
  /** Every file written under the data directory's test data since the setup, with its size. */
  const walk = (dir: string): [string, number][] =>
    (existsSync(dir) ? readdirSync(dir, { withFileTypes: true }) : []).flatMap((e) =>
      e.isDirectory()
        ? walk(join(dir, e.name))
        : [[join(dir, e.name), statSync(join(dir, e.name)).size] as [string, number]],
    );
  const before = new Set(walk(join(s.t.dataDir, 'testcases')).map(([path]) => path));
  const written = () => walk(join(s.t.dataDir, 'testcases')).filter(([path]) => !before.has(path));
  const setSite = (settings: Record<string, unknown>) =>
    send(s.t, 'PUT', '/api/admin/config/set-web-config', s.root.headers, settings);
  return { ...s, gid, upload, written, setSite };
}

const manyCases = (n: number) => casesZip(Array.from({ length: n }, (_, i) => [`${i}\n`, `${i}\n`]));
const BOMB_NAMES = ['1.in', '1.out', '2.in', '2.out', '3.in', '3.out', '4.in', '4.out'];

describe('test data a group admin uploads is bounded by the site settings', () => {
  test('2,000 cases and a zip bomb (480 MB from a 480 KB zip) are refused by name before anything is written', async () => {
    await using w = await world();
    const cases = await w.upload(w.teacher.headers, manyCases(2000));
    expect({ status: cases.status, msg: cases.msg, data: cases.data }).toEqual({
      status: 400,
      msg: 'Test cases: 2000 cases are more than the 100 you may set',
      data: { field: 'caseCount', value: 2000, bound: 100 },
    });
    const bomb = zipBomb(BOMB_NAMES, 60);
    expect(bomb.length).toBeLessThan(500 * 1024);
    expect((await w.upload(w.teacher.headers, bomb)).msg).toBe(
      'Test data: 480 MB unpacked is more than the 64 MB you may upload',
    );
    expect((await w.upload({ ...w.teacher.headers, 'Accept-Language': 'zh-CN' }, bomb)).msg).toBe(
      '测试数据：解压后 480 MB，超过了您可上传的上限 64 MB',
    );
    expect(w.written()).toEqual([]);
    // Within the bounds the same call stages the data.
    expect((await w.upload(w.teacher.headers, manyCases(100))).status).toBe(200);
  });

  test('a site admin uploads past the member bounds, never past the hard maxima', async () => {
    await using w = await world();
    expect((await w.upload(w.root.headers, manyCases(150))).data.fileList).toHaveLength(150);
    expect(
      (await w.upload(w.admin.headers, manyCases(150), '/api/file/upload-testcase-zip')).data.fileList,
    ).toHaveLength(150);
    const tooMany = await w.upload(
      w.admin.headers,
      manyCases(HARD_PROBLEM_BOUNDS.caseCountMax + 1),
      '/api/file/upload-testcase-zip',
    );
    expect(tooMany.msg).toBe('Test cases: 10001 cases are more than the 10000 you may set');
  });

  test('a group admin cannot save test data staged by a site admin past the bounds', async () => {
    await using w = await world();
    const staged = (await w.upload(w.root.headers, manyCases(150))).data as {
      fileListDir: string;
      fileList: unknown[];
    };
    const form = {
      problem: { gid: w.gid, problemId: '1', title: 'Borrowed data', description: 'd' },
      samples: staged.fileList,
      isUploadTestCase: true,
      uploadTestcaseDir: staged.fileListDir,
      languages: ['C'],
    };
    expect((await send(w.t, 'POST', '/api/group/problem', w.teacher.headers, form)).msg).toBe(
      'Test cases: 150 cases are more than the 100 you may set',
    );
    expect(w.written().filter(([path]) => !path.includes('.staging'))).toEqual([]);
  });

  test('a changed site setting changes the bound on test data at once', async () => {
    await using w = await world();
    const two = zipBomb(['1.in', '1.out'], 1);
    expect((await w.setSite({ memberTestDataMaxMb: 1 })).status).toBe(200);
    expect((await w.upload(w.teacher.headers, two)).msg).toBe(
      'Test data: 2 MB unpacked is more than the 1 MB you may upload',
    );
    await w.setSite({ memberTestDataMaxMb: 2 });
    expect((await w.upload(w.teacher.headers, two)).status).toBe(200);
  });
});

describe("packages are held to the importer's bounds", () => {
  const hydro = (title: string, cases: number, input: Uint8Array | string = '1') =>
    zip({
      'p/problem.yaml': `title: ${title}\n`,
      'p/testdata/config.yaml': [
        'type: default',
        'cases:',
        ...Array.from({ length: cases }, () => '  - input: 1.in\n    output: 1.out'),
      ].join('\n'),
      'p/testdata/1.in': input,
      'p/testdata/1.out': '',
    });

  test("a problem past the importer's case count or test data is refused before anything is written", async () => {
    await using w = await world();
    const bounds = { caseCountMax: 100, testDataMaxMb: 1 };
    const [many] = preparePackage(w.t.dataDir, 'hydro', hydro('Many', 101), 'many.zip', 'en-US', bounds);
    expect(isRefused(many!) && many.refused.message).toBe(
      'Many: the package declares 101 test cases; at most 100 are accepted',
    );
    const [heavy] = preparePackage(
      w.t.dataDir,
      'hydro',
      hydro('Heavy', 3, new Uint8Array(512 * 1024)),
      'heavy.zip',
      'en-US',
      bounds,
    );
    expect(isRefused(heavy!) && heavy.refused.message).toBe(
      'Heavy: its test data of 1.5 MB unpacked is more than the 1 MB you may upload',
    );
    expect(w.written()).toEqual([]);
  });
});
