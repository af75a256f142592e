import type { Db } from '../../db/client.ts';
import type { ImageCaptcha } from '../../contract/accounts.ts';
import { CODE_LENGTH } from '../../contract/accounts.ts';
import { Errors } from '../errors.ts';
import { consumeCode, issueCode } from './codes.ts';
import { glyphStrokes } from './captcha-glyphs.ts';
import { Canvas, cubic, hsl, type Point } from './raster.ts';
import { randomDigits, randomInt } from './secrets.ts';

/**
 * A 6-digit image captcha drawn here as a PNG: each digit is one of several hand-made glyphs
 * whose points are jittered, then scaled, skewed, rotated and placed at a random spot, among
 * noise dots and crossing curves. Nothing but pixels reaches the browser.
 */

const TTL_MS = 5 * 60_000;
const WIDTH = 150;
const HEIGHT = 50;

const between = (lo: number, hi: number) => lo + randomInt(hi - lo + 1);
const ink = () => hsl(randomInt(360), between(45, 75) / 100, between(22, 40) / 100);

/** A cubic curve from edge to edge through two random points, as a polyline. */
function crossingCurve(): Point[] {
  const start: Point = [0, randomInt(HEIGHT)];
  return [
    start,
    ...cubic(
      start,
      [randomInt(WIDTH), randomInt(HEIGHT)],
      [randomInt(WIDTH), randomInt(HEIGHT)],
      [WIDTH, randomInt(HEIGHT)],
      40,
    ),
  ];
}

export function drawCaptcha(digits: string): Canvas {
  const canvas = new Canvas(WIDTH, HEIGHT);
  const hue = randomInt(360);
  canvas.fill((x, y) => hsl((hue + (x + y) / 4) % 360, 0.4, 0.9 + Math.random() * 0.05));
  for (let i = 0; i < 50; i++) canvas.circle(randomInt(WIDTH), randomInt(HEIGHT), between(5, 15) / 10, ink(), 0.6);
  let left = between(2, 10);
  for (const d of digits) {
    const scale = between(95, 125) / 100;
    const angle = (between(-28, 28) * Math.PI) / 180;
    const skew = between(-15, 15) / 100;
    const cx = left + 10;
    const cy = HEIGHT / 2 + between(-4, 4);
    const place = ([x, y]: Point): Point => {
      const sx = (x - 10 + skew * (y - 15)) * scale;
      const sy = (y - 15) * scale * (HEIGHT / 46);
      return [cx + sx * Math.cos(angle) - sy * Math.sin(angle), cy + sx * Math.sin(angle) + sy * Math.cos(angle)];
    };
    const color = ink();
    const width = between(22, 34) / 10;
    for (const stroke of glyphStrokes(d)) canvas.stroke(stroke.map(place), width, color);
    left += between(20, 25);
  }
  for (let i = 0; i < between(3, 5); i++) canvas.stroke(crossingCurve(), between(8, 16) / 10, ink(), 0.75);
  return canvas;
}

export function createImageCaptcha(db: Db): ImageCaptcha {
  const digits = randomDigits(CODE_LENGTH);
  const captchaKey = issueCode(db, 'image', digits, TTL_MS);
  return { img: drawCaptcha(digits).toDataUrl(), captchaKey };
}

/** Checks and uses up an image captcha; throws "The captcha is wrong or has expired". */
export function verifyImageCaptcha(db: Db, captchaKey: string, answer: string): void {
  if (consumeCode(db, 'image', captchaKey, (digits) => digits === answer.trim()) === null) throw Errors.CaptchaWrong();
}
