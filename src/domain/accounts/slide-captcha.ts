import type { Db } from '../../db/client.ts';
import { SLIDE_CAPTCHA, type SlideCaptcha } from '../../contract/accounts.ts';
import { Errors } from '../errors.ts';
import { consumeCode, issueCode } from './codes.ts';
import { svgDataUrl } from './image-captcha.ts';
import { randomInt } from './secrets.ts';

/**
 * Slide verification: a background with a puzzle-shaped gap and the matching piece. The client
 * drags the piece and sends its x; within the tolerance it gets a single-use slide token that the
 * next login carries. Challenge and token each live 2 minutes.
 */
const TTL_MS = 2 * 60_000;
const { width: W, height: H, block: B, tolerance } = SLIDE_CAPTCHA;

/** The piece inside its B × B box: a square with a knob on top and one on the right. */
function piecePath(x: number, y: number): string {
  const s = 30; // side of the square
  const r = 6; // knob radius
  const top = y + B - s;
  return `M${x} ${top} h${s / 2 - r} a${r} ${r} 0 1 1 ${2 * r} 0 h${s / 2 - r} v${s / 2 - r} a${r} ${r} 0 1 1 0 ${2 * r} v${s / 2 - r} h${-s} Z`;
}

function background(): string {
  const hue = randomInt(360);
  const parts = [
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue},60%,70%)"/><stop offset="1" stop-color="hsl(${(hue + 120) % 360},60%,45%)"/></linearGradient></defs>`,
    `<rect width="${W}" height="${H}" fill="url(#g)"/>`,
  ];
  for (let i = 0; i < 14; i++) {
    const fill = `hsl(${randomInt(360)},55%,${40 + randomInt(40)}%)`;
    parts.push(`<circle cx="${randomInt(W)}" cy="${randomInt(H)}" r="${6 + randomInt(22)}" fill="${fill}" opacity="0.55"/>`);
  }
  return parts.join('');
}

const svg = (w: number, h: number, viewBox: string, body: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="${viewBox}">${body}</svg>`;

export function createSlideCaptcha(db: Db): SlideCaptcha {
  const x = 70 + randomInt(W - B - 80);
  const y = 4 + randomInt(H - B - 8);
  const bg = background();
  const path = piecePath(x, y);
  const gap = `<path d="${path}" fill="rgba(0,0,0,0.45)" stroke="rgba(255,255,255,0.8)" stroke-width="1"/>`;
  const piece = `<clipPath id="p"><path d="${path}"/></clipPath><g clip-path="url(#p)">${bg}</g>`
    + `<path d="${path}" fill="none" stroke="rgba(255,255,255,0.9)" stroke-width="1.5"/>`;
  const key = issueCode(db, 'slide', String(x), TTL_MS);
  return {
    key,
    width: W,
    height: H,
    block: B,
    y,
    bg: svgDataUrl(svg(W, H, `0 0 ${W} ${H}`, bg + gap)),
    piece: svgDataUrl(svg(B, B, `${x} ${y} ${B} ${B}`, piece)),
  };
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
