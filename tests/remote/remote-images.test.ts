import { describe, expect, test } from 'bun:test';
import { REMOTE_IMAGES_MAX } from '../../src/contract/remote.ts';
import { downloadStatementImages } from '../../src/remote/statement-images.ts';
import { call } from '../helpers/app.ts';
import { remoteSetup } from './remote-helpers.ts';
import { GIF_1X1, PNG_1X1 } from './stand-ins/codeforces-contests.ts';

const LOCAL = /\/api\/public\/problem-files\/[A-Za-z0-9_-]{24}\/image-\d+\.(png|gif)/g;

describe("a remote statement's images are stored on this server", () => {
  test('the import downloads them, links the statement to the stored copies, and they show with the site gone', async () => {
    using t = await remoteSetup();
    const imported = await call(t.app, '/api/admin/problem/import-remote-oj-problem?name=CF&problemId=1B', {
      headers: t.admin.headers,
    });
    expect(imported.env.status).toBe(200);
    expect(imported.env.data).toMatchObject({ problemId: 'CF-1B', imagesStored: 2, imagesFailed: [] });
    t.site.stop();

    const detail = await call(t.app, '/api/get-problem-detail?problemId=CF-1B', { headers: t.student.headers });
    const description: string = detail.env.data.problem.description;
    expect(description).toContain('The grid looks like this:');
    expect(description).not.toContain(t.site.url);
    expect(description).not.toContain('/images/');
    const links = [...description.matchAll(LOCAL)].map((m) => m[0]);
    expect(links).toHaveLength(2);
    expect(description).toContain(`![](${links[0]})`);
    const png = await t.app.request(links[0]!);
    expect(png.status).toBe(200);
    expect(png.headers.get('content-type')).toBe('image/png');
    expect(new Uint8Array(await png.arrayBuffer())).toEqual(PNG_1X1);
    const gif = await t.app.request(links[1]!);
    expect(gif.headers.get('content-type')).toBe('image/gif');
    expect(new Uint8Array(await gif.arrayBuffer())).toEqual(GIF_1X1);
  }, 120_000);

  test('hostile images are refused one by one, never followed off the site, and the import still succeeds', async () => {
    using t = await remoteSetup();
    const asked: string[] = [];
    const elsewhere = Bun.serve({
      port: 0,
      hostname: '127.0.0.1',
      fetch: (req) => {
        asked.push(req.url);
        return new Response(PNG_1X1, { headers: { 'content-type': 'image/png' } });
      },
    });
    try {
      t.site.elsewhere = `http://127.0.0.1:${elsewhere.port}`;
      const imported = await call(t.app, '/api/admin/problem/import-remote-oj-problem?name=CF&problemId=1C', {
        headers: t.admin.headers,
      });
      expect(imported.env.status).toBe(200);
      expect(imported.env.data.imagesStored).toBe(1);
      expect(imported.env.data.imagesFailed).toEqual([
        { src: '/images/huge.png', reason: 'too-large' },
        { src: '/images/page.png', reason: 'not-an-image' },
        { src: '/images/drawing.svg', reason: 'svg' },
        { src: '/images/to-file.png', reason: 'address' },
        { src: '/images/to-elsewhere.png', reason: 'address' },
        { src: 'http://169.254.169.254/latest/meta-data.png', reason: 'address' },
        { src: '/images/missing.png', reason: 'status' },
      ]);
      // The other host and the off-site address were never asked.
      expect(asked).toEqual([]);
      expect(t.site.imageRequests).not.toContain('/secret.png');

      const detail = await call(t.app, '/api/get-problem-detail?problemId=CF-1C', { headers: t.student.headers });
      const description: string = detail.env.data.problem.description;
      // A failed image keeps the site's full address; the good one is stored here.
      expect(description).toContain(`![](${t.site.url}/images/page.png)`);
      expect(description).toContain('![](http://169.254.169.254/latest/meta-data.png)');
      expect([...description.matchAll(LOCAL)]).toHaveLength(1);
    } finally {
      elsewhere.stop(true);
    }
  }, 120_000);

  test(`at most ${REMOTE_IMAGES_MAX} images of a statement are downloaded; the rest keep their links`, async () => {
    using t = await remoteSetup();
    const links = Array.from({ length: REMOTE_IMAGES_MAX + 2 }, (_, i) => `![](/images/grid.png?n=${i})`);
    const before = t.site.imageRequests.length;
    const got = await downloadStatementImages(
      {
        title: 'Many',
        description: links.join('\n'),
        input: '',
        output: '',
        examples: [],
        hint: '',
        timeLimitMs: 1000,
        memoryLimitMb: 256,
        url: `${t.site.url}/problemset/problem/1/B`,
      },
      { timeoutMs: 10_000 },
    );
    expect(got.images).toHaveLength(REMOTE_IMAGES_MAX);
    expect(got.failed).toEqual([
      { src: `/images/grid.png?n=${REMOTE_IMAGES_MAX}`, reason: 'too-many' },
      { src: `/images/grid.png?n=${REMOTE_IMAGES_MAX + 1}`, reason: 'too-many' },
    ]);
    expect(t.site.imageRequests.length - before).toBe(REMOTE_IMAGES_MAX);
  }, 120_000);
});
