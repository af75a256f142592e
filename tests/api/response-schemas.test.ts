import { expect, test } from 'bun:test';
import { Hono } from 'hono';
import { z } from 'zod';
import { okAs } from '../../src/http/respond.ts';

/** Answers declare the contract's schema (their UI type is its type); with checking on, a drifting answer is a server error. */
function appWith(checkResponses: boolean) {
  const app = new Hono();
  app.use('*', async (c, next) => {
    c.set('deps' as never, { config: { checkResponses } } as never);
    await next();
  });
  app.get('/good', (c) => okAs(c, z.object({ id: z.number() }), { id: 1 }));
  app.get('/drifted', (c) => okAs(c, z.object({ id: z.number() }), { id: '1' } as never));
  app.onError((e, c) => c.json({ status: 500, msg: e.message }, 500));
  return app;
}

test('a checked answer that matches its schema passes; one that drifted is refused naming the field', async () => {
  const checked = appWith(true);
  expect(await (await checked.request('/good')).json()).toEqual({ status: 200, msg: 'success', data: { id: 1 } });
  const drifted = await checked.request('/drifted');
  expect(drifted.status).toBe(500);
  expect((await drifted.json()).msg).toContain('"path":["id"]');
  // Unchecked (a production server), the answer goes out as it is.
  expect((await (await appWith(false).request('/drifted')).json()).data).toEqual({ id: '1' });
});
