import type { Db } from '../../db/client.ts';
import type { ImageCaptcha } from '../../contract/accounts.ts';
import { CODE_LENGTH } from '../../contract/accounts.ts';
import { Errors } from '../errors.ts';
import { consumeCode, issueCode } from './codes.ts';
import { randomDigits, randomInt } from './secrets.ts';

/** A 6-digit image captcha drawn here as SVG: hand-made digit strokes, rotated, plus noise. */

const TTL_MS = 5 * 60_000;
const WIDTH = 150;
const HEIGHT = 50;

/** Each digit as strokes in a 20 × 30 box. */
const GLYPHS: Record<string, string> = {
  '0': 'M10 2 C1 2 1 28 10 28 C19 28 19 2 10 2 Z',
  '1': 'M5 8 L11 2 L11 28 M5 28 L17 28',
  '2': 'M3 8 C3 0 17 0 17 8 C17 15 3 20 3 28 L17 28',
  '3': 'M3 5 C7 0 17 1 16 8 C15 13 10 14 8 14 C13 14 17 17 17 21 C17 29 6 30 2 25',
  '4': 'M13 28 L13 2 L2 20 L18 20',
  '5': 'M16 2 L5 2 L3 13 C8 10 17 11 17 19 C17 28 6 30 2 25',
  '6': 'M15 3 C8 0 3 7 3 17 C3 30 17 30 17 20 C17 12 5 11 3 18',
  '7': 'M2 2 L18 2 L8 28',
  '8': 'M10 14 C2 12 3 2 10 2 C17 2 18 12 10 14 C1 16 2 28 10 28 C18 28 19 16 10 14 Z',
  '9': 'M17 12 C15 19 3 18 3 10 C3 0 17 0 17 10 C17 22 12 29 5 27',
};

const between = (lo: number, hi: number) => lo + randomInt(hi - lo + 1);
const color = () => `hsl(${randomInt(360)},${between(45, 75)}%,${between(25, 45)}%)`;

export function drawCaptchaSvg(digits: string): string {
  const parts: string[] = [`<rect width="${WIDTH}" height="${HEIGHT}" fill="hsl(${randomInt(360)},40%,94%)"/>`];
  for (let i = 0; i < 40; i++) {
    parts.push(`<circle cx="${randomInt(WIDTH)}" cy="${randomInt(HEIGHT)}" r="${between(1, 2)}" fill="${color()}" opacity="0.5"/>`);
  }
  [...digits].forEach((d, i) => {
    const x = 6 + i * 23 + between(-2, 2);
    const y = 9 + between(-4, 4);
    const scale = between(85, 110) / 100;
    const transform = `translate(${x} ${y}) rotate(${between(-25, 25)} 10 15) scale(${scale}) skewX(${between(-12, 12)})`;
    parts.push(`<path d="${GLYPHS[d]}" transform="${transform}" fill="none" stroke="${color()}" stroke-width="${between(25, 35) / 10}" stroke-linecap="round" stroke-linejoin="round"/>`);
  });
  for (let i = 0; i < 4; i++) {
    const p = () => `${randomInt(WIDTH)} ${randomInt(HEIGHT)}`;
    parts.push(`<path d="M0 ${randomInt(HEIGHT)} C${p()} ${p()} ${WIDTH} ${randomInt(HEIGHT)}" fill="none" stroke="${color()}" stroke-width="${between(10, 20) / 10}" opacity="0.7"/>`);
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">${parts.join('')}</svg>`;
}

export function svgDataUrl(svg: string): string {
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
}

export function createImageCaptcha(db: Db): ImageCaptcha {
  const digits = randomDigits(CODE_LENGTH);
  const captchaKey = issueCode(db, 'image', digits, TTL_MS);
  return { img: svgDataUrl(drawCaptchaSvg(digits)), captchaKey };
}

/** Checks and uses up an image captcha; throws "The captcha is wrong or has expired". */
export function verifyImageCaptcha(db: Db, captchaKey: string, answer: string): void {
  if (consumeCode(db, 'image', captchaKey, (digits) => digits === answer.trim()) === null) throw Errors.CaptchaWrong();
}
