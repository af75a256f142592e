/** A live-update stream with nothing to report stays alive: it writes a comment line at each recheck. */
import { expect, test } from 'bun:test';
import { setup, submitOk } from './helpers.ts';

test('a quiet stream (a submission waiting in the queue) sends a comment line, so the server never closes it as idle', async () => {
  using s = await setup();
  const { submitId } = await submitOk(s.t, s.alice.headers);
  const res = await s.t.app.request(`/api/events?submitIds=${submitId}`, { headers: s.alice.headers });
  const reader = res.body!.pipeThrough(new TextDecoderStream()).getReader();
  let text = '';
  while (!text.includes(': waiting')) {
    const { value, done } = await reader.read();
    if (done) break;
    text += value;
  }
  await reader.cancel();
  expect(text).toMatch(/^event: status\ndata: \{[^\n]*"status":5[^\n]*\}\n\n: waiting\n\n$/);
});
