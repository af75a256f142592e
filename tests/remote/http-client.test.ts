// The remote judges' HTTP client never holds a site's answer larger than its bound: an answer that
// says it is too large is refused unread, one that streams past the bound is cut off; both name the
// site. An answer within the bound reads whole.
import { afterAll, expect, test } from 'bun:test';
import { RemoteHttp } from '../../src/remote/http-client.ts';

const MB = 1024 * 1024;
const site = Bun.serve({
  port: 0,
  hostname: '127.0.0.1',
  fetch(req) {
    const path = new URL(req.url).pathname;
    if (path === '/small') return new Response('x'.repeat(1000));
    if (path === '/declared') return new Response(new Uint8Array(2 * MB));
    // Streamed in pieces with no length given.
    let sent = 0;
    return new Response(
      new ReadableStream({
        pull(controller) {
          if (sent >= 4 * MB) return controller.close();
          controller.enqueue(new Uint8Array(64 * 1024));
          sent += 64 * 1024;
        },
      }),
    );
  },
});
afterAll(() => site.stop(true));

test("a site's answer larger than the client's bound is refused, whether declared or streamed; a small one reads whole", async () => {
  const http = new RemoteHttp(
    `http://127.0.0.1:${site.port}`,
    {},
    { maxAnswerBytes: MB, readAttempts: 1, backoffMs: 1 },
  );
  expect((await http.get('/small')).text).toHaveLength(1000);
  await expect(http.get('/declared')).rejects.toThrow(`127.0.0.1:${site.port} answered more than ${MB} bytes`);
  await expect(http.get('/streamed')).rejects.toThrow(`127.0.0.1:${site.port} answered more than ${MB} bytes`);
});
