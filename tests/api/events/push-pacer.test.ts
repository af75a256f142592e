/** The pace of a stream's gathered pushes, on given times: at once when idle, one per gap in a burst. */
import { expect, test } from 'bun:test';
import { PUSH_GAP_MS, PushPacer } from '../../../src/domain/events/push-pacer.ts';

/** Pushes a stream makes for changes at `times` (ms), each push taking what came before it. */
function replay(times: number[]): { pushes: number[]; waits: number[] } {
  const pacer = new PushPacer();
  const pushes: number[] = [];
  const waits: number[] = [];
  let due: number | null = null;
  for (const t of times) {
    // A push that was due before this change goes out first.
    if (due !== null && due <= t) {
      pushes.push(due);
      pacer.pushed(due);
      due = null;
    }
    const at = t + pacer.delay(t);
    if (due === null) due = at;
    waits.push(due - t);
  }
  if (due !== null) pushes.push(due);
  return { pushes, waits };
}

test('a change after a quiet moment is pushed at once', () => {
  const pacer = new PushPacer();
  expect(pacer.delay(1_000)).toBe(0);
  pacer.pushed(1_000);
  expect(pacer.delay(1_000 + PUSH_GAP_MS)).toBe(0);
  expect(replay([0, 10_000, 20_000]).waits).toEqual([0, 0, 0]);
});

test('changes in a burst wait at most one gap and are pushed at most once a gap', () => {
  const pacer = new PushPacer();
  pacer.pushed(1_000);
  expect(pacer.delay(1_010)).toBe(PUSH_GAP_MS - 10);
  // 500 verdicts over one second, two a millisecond at the start, then spread out.
  const times = Array.from({ length: 500 }, (_, i) => (i < 100 ? Math.floor(i / 2) : 50 + (i - 100) * 2.4));
  const { pushes, waits } = replay(times);
  expect(Math.max(...waits)).toBeLessThanOrEqual(PUSH_GAP_MS);
  const span = times.at(-1)! - times[0]!;
  expect(pushes.length).toBeLessThanOrEqual(Math.ceil(span / PUSH_GAP_MS) + 1);
  for (let i = 1; i < pushes.length; i++) expect(pushes[i]! - pushes[i - 1]!).toBeGreaterThanOrEqual(PUSH_GAP_MS);
  // Every change is in a push at or after it.
  expect(pushes.at(-1)!).toBeGreaterThanOrEqual(times.at(-1)!);
});
