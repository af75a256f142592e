import { expect, test } from 'bun:test';
import {
  initialView,
  sourceRect,
  turned,
  turnedSize,
  turnPoint,
  turnTransform,
} from '../../ui/components/avatar-crop/crop-math.ts';

const FRAME = { viewport: 280, box: 200 };

test('turning left and right counts quarter turns round the clock', () => {
  expect([turned(0, 1), turned(3, 1), turned(0, -1), turned(1, -1)]).toEqual([1, 0, 3, 0]);
  let t = 0;
  for (let i = 0; i < 5; i++) t = turned(t, -1);
  expect(t).toBe(3);
});

test.each([0, 1, 2, 3])(
  'a 300×100 image turned %i times: its corners land on the corners of the turned size',
  (turns) => {
    const w = 300;
    const h = 100;
    const size = turnedSize(w, h, turns);
    expect(size).toEqual(turns % 2 ? { w: 100, h: 300 } : { w: 300, h: 100 });
    const corners = [
      [0, 0],
      [w, 0],
      [w, h],
      [0, h],
    ].map(([x, y]) => turnPoint(x!, y!, w, h, turns));
    const xs = corners.map((c) => c.x).sort((a, b) => a - b);
    const ys = corners.map((c) => c.y).sort((a, b) => a - b);
    expect([xs[0], xs[3], ys[0], ys[3]]).toEqual([0, size.w, 0, size.h]);
  },
);

test("a right turn puts the image's top-left corner at the top right; a left turn at the bottom left", () => {
  expect(turnPoint(0, 0, 300, 100, 1)).toEqual({ x: 100, y: 0 });
  expect(turnPoint(0, 0, 300, 100, 3)).toEqual({ x: 0, y: 300 });
  expect(turnPoint(0, 0, 300, 100, 2)).toEqual({ x: 300, y: 100 });
  expect(turnTransform(300, 100, 0)).toEqual({ dx: 0, dy: 0, angle: 0 });
});

test('after a turn the box starts centred on the turned image and inside it', () => {
  const size = turnedSize(600, 300, 1);
  const view = initialView(size.w, size.h, FRAME);
  const r = sourceRect(view, FRAME);
  expect(r.size).toBeCloseTo(300);
  expect(r.sx).toBeCloseTo(0);
  expect(r.sy).toBeCloseTo((600 - 300) / 2);
});
