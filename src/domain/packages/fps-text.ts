import { str } from './common.ts';
import { decodeEntities, decodeEntitiesInHtml } from './html-entities.ts';

/** The parser keeps CDATA sections under this name, apart from decoded text. */
export const CDATA = '__cdata';

/**
 * An element's text. Outside CDATA the parser has decoded the references; inside CDATA the text
 * is as written, and `decode` says what to do with it: plain text is decoded, HTML decoded
 * without touching its markup, data kept byte for byte.
 */
export function fpsText(v: unknown, decode: 'plain' | 'html' | 'data' = 'data'): string {
  if (Array.isArray(v)) return v.map((x) => fpsText(x, decode)).join('');
  if (!v || typeof v !== 'object') return str(v);
  const o = v as Record<string, unknown>;
  const raw = [o[CDATA]]
    .flat()
    .map((x) => str(x))
    .join('');
  const cdata = decode === 'plain' ? decodeEntities(raw) : decode === 'html' ? decodeEntitiesInHtml(raw) : raw;
  return str(o['#text']) + cdata;
}

export function attr(v: unknown, name: string): string {
  return v && typeof v === 'object' ? str((v as Record<string, unknown>)[`@_${name}`]) : '';
}

export function list(v: unknown): unknown[] {
  return Array.isArray(v) ? v : v === undefined ? [] : [v];
}
