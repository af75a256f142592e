import type { Db } from '../../db/client.ts';
import { SLIDE_CAPTCHA, type SlideCaptcha } from '../../contract/accounts.ts';
import { Errors } from '../errors.ts';
import { consumeCode, issueCode } from './codes.ts';
import { Canvas, hsl, type Rgb } from './raster.ts';
import { randomInt } from './secrets.ts';

/**
 * Slide verification: a picture with a puzzle-shaped gap and the matching piece. The client
 * drags the piece and sends its x; within the tolerance it gets a single-use slide token that the
 * next login carries. Challenge and token each live 2 minutes.
 *
 * Both pictures are PNG pixels. The piece is cut out and drawn at the origin of its own
 * block × block picture, so nothing the browser receives before the drag names the gap's x; the
 * picture also holds decoy gaps of other shapes, one of them on the piece's row.
 */
const TTL_MS = 2 * 60_000;
const { width: W, height: H, block: B, tolerance } = SLIDE_CAPTCHA;

/** A knob on each side of the 30 px square: out (a bump), in (a dent) or none. */
type Knob = 'out' | 'in' | 'none';
type Shape = readonly [Knob, Knob, Knob, Knob];
const SIDE = 30;
const KNOB = 6;
const EDGE = (B - SIDE) / 2;
const KNOB_CENTRES = [
  [B / 2, EDGE],
  [EDGE + SIDE, B / 2],
  [B / 2, EDGE + SIDE],
  [EDGE, B / 2],
] as const;

function randomShape(): Shape {
  const knobs: Knob[] = ['out', 'in', 'none'];
  const shape = Array.from({ length: 4 }, () => knobs[randomInt(3)]!) as unknown as Shape;
  return shape.includes('out') ? shape : randomShape();
}

/** Whether the point (block coordinates) lies inside the piece of that shape. */
function inside(shape: Shape, px: number, py: number): boolean {
  const inKnob = (k: number) => Math.hypot(px - KNOB_CENTRES[k]![0], py - KNOB_CENTRES[k]![1]) <= KNOB;
  if (shape.some((knob, k) => knob === 'out' && inKnob(k))) return true;
  const inSquare = px >= EDGE && px <= EDGE + SIDE && py >= EDGE && py <= EDGE + SIDE;
  return inSquare && !shape.some((knob, k) => knob === 'in' && inKnob(k));
}

/** Inside, but within 1.5 px of the outline. */
function onEdge(shape: Shape, px: number, py: number): boolean {
  return (
    inside(shape, px, py) &&
    [
      [-1.5, 0],
      [1.5, 0],
      [0, -1.5],
      [0, 1.5],
    ].some(([dx, dy]) => !inside(shape, px + dx!, py + dy!))
  );
}

function background(): Canvas {
  const canvas = new Canvas(W, H);
  const hue = randomInt(360);
  const from = hsl(hue, 0.6, 0.7);
  const to = hsl((hue + 120) % 360, 0.6, 0.45);
  canvas.fill((x, y) => {
    const t = (x / W + y / H) / 2;
    return from.map((c, k) => c + (to[k]! - c) * t) as unknown as Rgb;
  });
  for (let i = 0; i < 18; i++) {
    canvas.circle(
      randomInt(W),
      randomInt(H),
      6 + randomInt(22),
      hsl(randomInt(360), 0.55, (40 + randomInt(40)) / 100),
      0.55,
    );
  }
  return canvas;
}

/** Darkens the shape at (x, y) of the picture and lights its outline, as the gap is drawn. */
function cutGap(canvas: Canvas, shape: Shape, x: number, y: number): void {
  for (let py = 0; py < B; py++) {
    for (let px = 0; px < B; px++) {
      if (onEdge(shape, px + 0.5, py + 0.5)) canvas.blend(x + px, y + py, [255, 255, 255], 0.75);
      else if (inside(shape, px + 0.5, py + 0.5)) canvas.blend(x + px, y + py, [0, 0, 0], 0.45);
    }
  }
}

/** The piece: the picture's pixels inside the shape at (x, y), drawn at the origin. */
function cutPiece(picture: Canvas, shape: Shape, x: number, y: number): Canvas {
  const piece = new Canvas(B, B);
  for (let py = 0; py < B; py++) {
    for (let px = 0; px < B; px++) {
      if (!inside(shape, px + 0.5, py + 0.5)) continue;
      const [r, g, b] = picture.get(x + px, y + py);
      piece.blend(px, py, [r, g, b]);
      if (onEdge(shape, px + 0.5, py + 0.5)) piece.blend(px, py, [255, 255, 255], 0.9);
    }
  }
  return piece;
}

/** x positions for the gap and two decoys, each at least a block apart from the others. */
function spreadXs(): [number, number, number] {
  const x = 70 + randomInt(W - B - 80);
  const free = (v: number, taken: number[]) => taken.every((t) => Math.abs(t - v) > B + 4);
  const pick = (taken: number[]): number => {
    const v = B + 8 + randomInt(W - 2 * B - 10);
    return free(v, taken) ? v : pick(taken);
  };
  const first = pick([x]);
  return [x, first, pick([x, first])];
}

export function createSlideCaptcha(db: Db): SlideCaptcha {
  const [x, decoyX, otherX] = spreadXs();
  const y = randomInt(H - B + 1);
  const shape = randomShape();
  const picture = background();
  const piece = cutPiece(picture, shape, x, y);
  const otherShape = (): Shape => {
    const s = randomShape();
    return s.join() === shape.join() ? otherShape() : s;
  };
  cutGap(picture, shape, x, y);
  cutGap(picture, otherShape(), decoyX, y);
  cutGap(picture, otherShape(), otherX, randomInt(H - B + 1));
  const key = issueCode(db, 'slide', String(x), TTL_MS);
  return { key, width: W, height: H, block: B, y, bg: picture.toDataUrl(), piece: piece.toDataUrl() };
}

/** One try per challenge: a right x (within the tolerance) gives a slide token. */
export function checkSlideCaptcha(db: Db, key: string, x: number): { slideToken: string } {
  const solved = consumeCode(db, 'slide', key, (answer) => Math.abs(Number(answer) - x) <= tolerance);
  if (solved === null) throw Errors.SlideFailed();
  return { slideToken: issueCode(db, 'slide_token', 'ok', TTL_MS) };
}

/** Uses up a slide token; false when it is unknown, used or expired. */
export function consumeSlideToken(db: Db, slideToken: string): boolean {
  return consumeCode(db, 'slide_token', slideToken, () => true) !== null;
}
