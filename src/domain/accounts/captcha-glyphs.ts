import { cubic, type Point } from './raster.ts';
import { randomInt } from './secrets.ts';

/**
 * Digit glyphs for the image captcha, several per digit, as strokes in a 20 × 30 box written with
 * absolute M, L, C and Z commands. Each drawing picks a variant and moves every point a little.
 */
const VARIANTS: Record<string, string[]> = {
  '0': [
    'M10 2 C1 2 1 28 10 28 C19 28 19 2 10 2 Z',
    'M10 2 C3 2 2 9 2 15 C2 22 4 28 10 28 C16 28 18 22 18 15 C18 8 16 2 10 2 Z M14 7 L6 23',
  ],
  '1': ['M5 8 L11 2 L11 28 M5 28 L17 28', 'M6 7 L11 2 L11 28', 'M4 9 C8 7 10 5 12 2 L12 28'],
  '2': ['M3 8 C3 0 17 0 17 8 C17 15 3 20 3 28 L17 28', 'M3 6 C6 1 15 1 16 7 C17 12 10 16 3 28 L18 27'],
  '3': [
    'M3 5 C7 0 17 1 16 8 C15 13 10 14 8 14 C13 14 17 17 17 21 C17 29 6 30 2 25',
    'M3 2 L17 2 L9 12 C15 11 18 15 18 20 C18 28 7 30 2 25',
  ],
  '4': ['M13 28 L13 2 L2 20 L18 20', 'M10 2 L3 18 L18 18 M14 9 L14 28'],
  '5': [
    'M16 2 L5 2 L3 13 C8 10 17 11 17 19 C17 28 6 30 2 25',
    'M17 2 L5 2 L4 12 C7 10 11 10 14 12 C18 15 18 24 13 27 C9 29 5 28 2 25',
  ],
  '6': [
    'M15 3 C8 0 3 7 3 17 C3 30 17 30 17 20 C17 12 5 11 3 18',
    'M14 2 L5 16 C1 22 4 28 10 28 C16 28 18 23 17 19 C16 14 10 13 6 16',
  ],
  '7': ['M2 2 L18 2 L8 28', 'M2 3 L18 3 C12 10 9 18 8 28 M6 15 L15 15'],
  '8': [
    'M10 14 C2 12 3 2 10 2 C17 2 18 12 10 14 C1 16 2 28 10 28 C18 28 19 16 10 14 Z',
    'M10 2 C4 2 4 13 10 13 C16 13 16 2 10 2 Z M10 13 C2 13 2 28 10 28 C18 28 18 13 10 13 Z',
  ],
  '9': ['M17 12 C15 19 3 18 3 10 C3 0 17 0 17 10 C17 22 12 29 5 27', 'M17 10 C17 17 3 17 3 9 C3 1 17 1 17 9 L16 28'],
};

const CURVE_STEPS = 12;

/** One drawing of the digit: a variant, each point moved by up to ±`jitter`, as polylines. */
export function glyphStrokes(digit: string, jitter = 1.5): Point[][] {
  const variants = VARIANTS[digit]!;
  const tokens = variants[randomInt(variants.length)]!.match(/[MLCZ]|-?\d+(?:\.\d+)?/g)!;
  const strokes: Point[][] = [];
  let current: Point[] = [];
  let at = 0;
  const shake = () => (randomInt(2001) / 1000 - 1) * jitter;
  const next = (): Point => [Number(tokens[at++]) + shake(), Number(tokens[at++]) + shake()];
  while (at < tokens.length) {
    const command = tokens[at++];
    if (command === 'M') {
      if (current.length > 1) strokes.push(current);
      current = [next()];
    } else if (command === 'L') {
      current.push(next());
    } else if (command === 'C') {
      current.push(...cubic(current.at(-1)!, next(), next(), next(), CURVE_STEPS));
    } else if (command === 'Z') {
      current.push(current[0]!);
    }
  }
  if (current.length > 1) strokes.push(current);
  return strokes;
}
