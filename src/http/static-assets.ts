// Serves the UI bundle: precompressed files chosen by Accept-Encoding, hashed assets cached for a
// year, index.html revalidated on every visit, security headers on every answer (a page's on every
// answer a browser may show as a page), and index.html for any other path so the single-page app
// routes it.
import { EMBEDDED_UI_FILES } from './embedded-ui.ts';
import { readUiManifest, UI_BUILD_DIR, type UiFile, type UiFiles } from './ui-files.ts';

/**
 * Only the site's own origin. Styles also allow inline: KaTeX typesets with style attributes and
 * CodeMirror and the toasts add style elements at run time. Scripts never run inline.
 */
const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self'",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

/**
 * A script, stylesheet or font is loaded by a page and never shown as one: the page's policy is
 * the one that governs it, so it carries only `nosniff` (the problem page loads about fifty, and
 * the page's headers on each would add 13 KB to its first visit). Anything else, an SVG included, gets
 * a page's headers.
 */
const SUBRESOURCE_TYPE = /^(text\/javascript|text\/css|font\/)/;
const SUBRESOURCE_HEADERS: Record<string, string> = { 'X-Content-Type-Options': 'nosniff' };

export const UI_SECURITY_HEADERS: Record<string, string> = {
  'Content-Security-Policy': CONTENT_SECURITY_POLICY,
  'X-Frame-Options': 'DENY',
  'Referrer-Policy': 'same-origin',
  ...SUBRESOURCE_HEADERS,
};

const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Hashed file names live here: a file's name changes whenever its bytes do. */
const HASHED_PREFIX = '/assets/';

/** The embedded UI in the executable; from source, the last `bun run build:ui` in dist/ui. */
export function uiFiles(): UiFiles {
  if (EMBEDDED_UI_FILES) return EMBEDDED_UI_FILES;
  try {
    return readUiManifest(UI_BUILD_DIR);
  } catch {
    throw new Error(`the UI is not built: run \`bun run build:ui\` (looked in ${UI_BUILD_DIR})`);
  }
}

/** Encodings the client accepts (q > 0), from an Accept-Encoding header. */
export function acceptedEncodings(header: string | null): Set<string> {
  const accepted = new Set<string>();
  for (const part of (header ?? '').split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    if (name && !(q && Number(q.slice(2)) === 0)) accepted.add(name);
  }
  return accepted;
}

function pick(file: UiFile, accepted: Set<string>): { path: string; encoding?: 'br' | 'gzip' } {
  if (file.br && (accepted.has('br') || accepted.has('*'))) return { path: file.br, encoding: 'br' };
  if (file.gzip && (accepted.has('gzip') || accepted.has('*'))) return { path: file.gzip, encoding: 'gzip' };
  return { path: file.path };
}

function plain(status: number, text: string, extra: Record<string, string> = {}) {
  return new Response(text, {
    status,
    headers: { ...UI_SECURITY_HEADERS, 'Content-Type': 'text/plain;charset=utf-8', ...extra },
  });
}

/** A fetch handler for every path outside the API. */
export function serveUi(files: UiFiles): (req: Request) => Response {
  const index = files['/index.html'];
  if (!index) throw new Error('the UI build has no index.html');
  return (req) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return plain(405, 'Method Not Allowed', { Allow: 'GET, HEAD' });
    const { pathname } = new URL(req.url);
    if (pathname === '/api' || pathname.startsWith('/api/')) return plain(404, 'Not Found');
    const found = files[pathname];
    if (!found && pathname.startsWith(HASHED_PREFIX)) return plain(404, 'Not Found');
    const file = found ?? index;
    const hashed = pathname.startsWith(HASHED_PREFIX);
    const chosen = pick(file, acceptedEncodings(req.headers.get('Accept-Encoding')));
    const etag = chosen.encoding ? `"${file.etag}-${chosen.encoding}"` : `"${file.etag}"`;
    const headers: Record<string, string> = {
      ...(hashed && SUBRESOURCE_TYPE.test(file.type) ? SUBRESOURCE_HEADERS : UI_SECURITY_HEADERS),
      'Content-Type': file.type,
      'Cache-Control': hashed ? IMMUTABLE : 'no-cache',
      ETag: etag,
    };
    if (file.gzip || file.br) headers.Vary = 'Accept-Encoding';
    if (chosen.encoding) headers['Content-Encoding'] = chosen.encoding;
    if (
      req.headers
        .get('If-None-Match')
        ?.split(',')
        .some((t) => t.trim() === etag)
    )
      return new Response(null, { status: 304, headers });
    return new Response(Bun.file(chosen.path), { headers });
  };
}
