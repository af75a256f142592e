import { expect, test } from 'bun:test';
import { call } from '../../helpers/app.ts';
import { setup, upload, zip, type TestApp } from './helpers.ts';
import { fpsItem, PNG } from './package-builders.ts';

/** FPS files as HUSTOJ writes them: references in CDATA, images in base64, solutions in other languages. */

async function adminView(t: TestApp, headers: Record<string, string>, id: number) {
  return (await call(t.app, `/api/admin/problem?pid=${id}`, { headers })).env.data;
}

test('an FPS file imports faithfully: references decoded, images stored and linked, languages and templates kept, a bad item reported', async () => {
  using s = await setup();
  const tree = fpsItem({
    title: '<![CDATA[&#26641;&#x5F62; DP]]>',
    source: '<![CDATA[&#20449;&#24687;&#23398; &amp; NOIP]]>',
    description:
      '<![CDATA[<p>&#26641;&#30340;&#28145;&#24230; &lt;= 10&#8308; &amp; &le; <img src="/upload/tree.png" alt="t"></p>]]>',
    samples: [['<![CDATA[3\n1 2]]>', '<![CDATA[2]]>']],
    tests: [
      ['1 &#50; &amp; &lt;', '&#26641;'],
      ['<![CDATA[&#50; stays]]>', '<![CDATA[x]]>'],
    ],
    extra: [
      `<img><src><![CDATA[/upload/tree.png]]></src><base64><![CDATA[${Buffer.from(PNG).toString('base64')}]]></base64></img>`,
      '<solution language="Pascal"><![CDATA[begin end.]]></solution><solution language="C"><![CDATA[int main(){}]]></solution>',
      '<prepend language="C"><![CDATA[#include <stdio.h>]]></prepend><template language="C"><![CDATA[int solve();]]></template><append language="C"><![CDATA[int main(){return solve();}]]></append>',
    ].join(''),
  });
  const slow = fpsItem({ title: 'Too slow', timeLimit: '<time_limit unit="s">999</time_limit>', tests: [['1', '1']] });
  const untitled = fpsItem({ title: '', tests: [['1', '1']] });
  const xml = `<?xml version="1.0" encoding="UTF-8"?><fps version="1.2">${tree}${slow}${untitled}</fps>`;
  const { env } = await upload(
    s.t,
    '/api/file/import-fps-problem',
    s.admin.headers,
    new TextEncoder().encode(xml),
    {},
    'bank.xml',
  );
  expect(env.status).toBe(200);
  expect(env.data).toEqual([
    { title: '树形 DP', id: expect.any(Number), problemId: 'P1000', warnings: [] },
    { title: 'Too slow', error: 'Time limit: 999000 ms is more than the 60000 ms you may set' },
    { title: '#3', error: 'The problem package is invalid: an FPS item has no title' },
  ]);
  const got = await adminView(s.t, s.admin.headers, env.data[0].id);
  const image = /src="(\/api\/public\/problem-files\/[\w-]{24}\/tree\.png)"/.exec(got.problem.description)?.[1];
  expect(got.problem.description).toBe(`<p>树的深度 &lt;= 10⁴ &amp; ≤ <img src="${image}" alt="t"></p>`);
  expect([got.problem.title, got.problem.source, got.problem.exampleList]).toEqual([
    '树形 DP',
    '信息学 & NOIP',
    [{ input: '3\n1 2', output: '2' }],
  ]);
  const served = await s.t.app.request(image!);
  expect([served.status, served.headers.get('Content-Type'), new Uint8Array(await served.arrayBuffer())]).toEqual([
    200,
    'image/png',
    PNG,
  ]);
  expect(got.languages.sort()).toEqual(['C', 'C++17', 'Java', 'Pascal', 'Python3']);
  expect(got.codeTemplates).toEqual([
    { language: 'C', code: '#include <stdio.h>\nint solve();\nint main(){return solve();}', status: true },
  ]);
  const data = (n: string) => Bun.file(`${s.t.dataDir}/testcases/${got.problem.id}/${n}`).text();
  expect([await data('1.in'), await data('1.out'), await data('2.in')]).toEqual(['1 2 & <', '树', '&#50; stays']);
  // Search finds the decoded title.
  const found = (await call(s.t.app, `/api/get-problem-list?keyword=${encodeURIComponent('树形')}`)).env.data.records;
  expect(found.map((r: { problemId: string }) => r.problemId)).toEqual(['P1000']);
});

test('a file that is not FPS, or only bad items, is refused with what was found', async () => {
  using s = await setup();
  const bad = `<fps>${fpsItem({ title: '', tests: [['1', '1']] })}${fpsItem({ title: 'No data' })}</fps>`;
  expect(
    (await upload(s.t, '/api/file/import-fps-problem', s.admin.headers, new TextEncoder().encode(bad), {}, 'bad.xml'))
      .env.msg,
  ).toBe(
    'No problem was imported: #1: The problem package is invalid: an FPS item has no title; No data: No data has no test data',
  );
  const hydro = zip({ 'p/problem.yaml': 'title: H\n', 'p/testdata/1.in': '1' });
  expect((await upload(s.t, '/api/file/import-fps-problem', s.admin.headers, hydro, {}, 'hydro.zip')).env.msg).toBe(
    'hydro.zip looks like a Hydro package (p/problem.yaml, p/testdata/), not FPS: choose “Hydro” on the import page',
  );
});
