import { expect, test } from 'bun:test';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { problemFilesRoot, storeProblemFiles } from '../../../src/domain/packages/problem-files.ts';
import { setup } from './helpers.ts';

/** What a visitor might try on the public address of an imported problem's files. */
test('problem files are served only by their folder and plain name, never a path out of their folder', async () => {
  using s = await setup();
  const { folder } = storeProblemFiles(s.t.dataDir, [
    { name: 'a.png', content: { content: new Uint8Array([1, 2, 3]) } },
  ]);
  writeFileSync(join(s.t.dataDir, 'secret.txt'), 'do not serve');
  writeFileSync(join(problemFilesRoot(s.t.dataDir), 'root.txt'), 'not in a folder');
  const status = async (path: string) => (await s.t.app.request(`/api/public/problem-files/${path}`)).status;
  expect(await status(`${folder}/a.png`)).toBe(200);
  const hostile = [
    `${folder}/..%2F..%2F..%2Fsecret.txt`,
    `${folder}/%2E%2E%2Froot.txt`,
    '..%2F..%2F..%2Fsecret.txt/x',
    `${folder}/.hidden`,
    `${folder.slice(1)}/a.png`,
    `${folder}/a.png%00.txt`,
    `${folder}/missing.png`,
    '../../verdict.db',
  ];
  for (const path of hostile) expect({ path, status: await status(path) }).toEqual({ path, status: 404 });
});
