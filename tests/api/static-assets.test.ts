// The UI as the server sends it: a real build of ui/ into a fresh folder, served by the real handler.
import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { buildUi } from '../../scripts/build-ui.ts';
import { serveUi } from '../../src/http/static-assets.ts';
import { readUiManifest } from '../../src/http/ui-files.ts';

let dir = '';
let ui: (req: Request) => Response;
let indexHtml = '';
let entry = '';

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'verdict-ui-'));
  await buildUi(dir);
  ui = serveUi(readUiManifest(dir));
  indexHtml = await Bun.file(join(dir, 'index.html')).text();
  entry = indexHtml.match(/<script[^>]*src="([^"]+)"/)![1]!;
}, 180_000);

afterAll(() => rmSync(dir, { recursive: true, force: true }));

const get = (path: string, headers: Record<string, string> = {}) =>
  ui(new Request(`http://verdict.test${path}`, { headers }));
const bytes = async (res: Response) => new Uint8Array(await res.arrayBuffer());

describe('pages', () => {
  test('every page path gets index.html, revalidated on each visit, with the security headers', async () => {
    for (const path of ['/', '/home', '/problem/P1000', '/introduction', '/admin/problems', '/no/such/page']) {
      const res = get(path);
      expect(res.status).toBe(200);
      expect(res.headers.get('Content-Type')).toStartWith('text/html');
      expect(res.headers.get('Cache-Control')).toBe('no-cache');
      expect(res.headers.get('X-Frame-Options')).toBe('DENY');
      expect(res.headers.get('Referrer-Policy')).toBe('same-origin');
      expect(res.headers.get('X-Content-Type-Options')).toBe('nosniff');
      const csp = res.headers.get('Content-Security-Policy')!;
      expect(csp).toContain("default-src 'self'");
      expect(csp).toContain("script-src 'self';");
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).not.toMatch(/script-src[^;]*(unsafe-inline|unsafe-eval)/);
      expect(await res.text()).toBe(indexHtml);
    }
  });

  test("index.html has no inline script and loads only the site's own hashed files", () => {
    const scripts = [...indexHtml.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)];
    expect(scripts.length).toBeGreaterThan(0);
    for (const [, attrs, body] of scripts) {
      expect(attrs).toMatch(/src="\/assets\//);
      expect(body!.trim()).toBe('');
    }
    for (const [, url] of indexHtml.matchAll(/(?:src|href)="([^"]+)"/g)) expect(url).toStartWith('/assets/');
  });

  test('a revalidation with the same ETag is answered 304 without a body', async () => {
    const first = get('/home', { 'Accept-Encoding': 'gzip' });
    const again = get('/problem', { 'Accept-Encoding': 'gzip', 'If-None-Match': first.headers.get('ETag')! });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
  });
});

describe('assets', () => {
  test('hashed files are cached for a year, immutable', () => {
    const res = get(entry);
    expect(res.status).toBe(200);
    expect(res.headers.get('Cache-Control')).toBe('public, max-age=31536000, immutable');
    expect(res.headers.get('Content-Type')).toStartWith('text/javascript');
  });

  test('a script, stylesheet or font carries nosniff and not the page headers; a page and an error carry them all', async () => {
    const manifest = readUiManifest(dir);
    const sub = ['.js', '.css', '.woff2'].map(
      (ext) => Object.keys(manifest).find((u) => u.startsWith('/assets/') && u.endsWith(ext))!,
    );
    for (const url of sub) {
      const res = get(url);
      expect(res.status).toBe(200);
      expect(res.headers.get('X-Content-Type-Options')).toBe('nosniff');
      expect(res.headers.get('Content-Security-Policy')).toBeNull();
      expect(res.headers.get('X-Frame-Options')).toBeNull();
    }
    for (const res of [get('/assets/missing-0000.js'), get('/home'), get(entry.replace('/assets/', '/'))]) {
      expect(res.headers.get('Content-Security-Policy')).toContain("frame-ancestors 'none'");
      expect(res.headers.get('X-Frame-Options')).toBe('DENY');
    }
  });

  test('brotli, gzip or plain as the client accepts; each decodes to the same bytes', async () => {
    const plain = await bytes(get(entry));
    const br = get(entry, { 'Accept-Encoding': 'gzip, deflate, br' });
    expect(br.headers.get('Content-Encoding')).toBe('br');
    expect(br.headers.get('Vary')).toBe('Accept-Encoding');
    const brBody = await bytes(br);
    expect(brBody.length).toBeLessThan(plain.length / 2);
    expect(new Uint8Array(brotliDecompressSync(brBody))).toEqual(plain);

    for (const accept of ['gzip', 'br;q=0, gzip;q=0.8', 'deflate, gzip']) {
      const gz = get(entry, { 'Accept-Encoding': accept });
      expect(gz.headers.get('Content-Encoding')).toBe('gzip');
      expect(new Uint8Array(gunzipSync(await bytes(gz)))).toEqual(plain);
    }
    for (const accept of ['', 'identity', 'gzip;q=0, br;q=0']) {
      const res = get(entry, accept ? { 'Accept-Encoding': accept } : {});
      expect(res.headers.get('Content-Encoding')).toBeNull();
      expect(await bytes(res)).toEqual(plain);
    }
    expect(get(entry, { 'Accept-Encoding': 'br' }).headers.get('ETag')).not.toBe(get(entry).headers.get('ETag'));
  });

  test('a missing asset or an API path is a 404, not the page; other methods are refused', async () => {
    expect(get('/assets/nothing-12345678.js').status).toBe(404);
    expect(get('/api/get-problem-list').status).toBe(404);
    expect(get('/api').status).toBe(404);
    const post = ui(new Request('http://verdict.test/home', { method: 'POST' }));
    expect(post.status).toBe(405);
    expect(post.headers.get('Allow')).toBe('GET, HEAD');
  });
});

describe('first load', () => {
  test('the entry script holds neither the editor nor KaTeX: they come with the pages that use them', async () => {
    const text = await get(entry).text();
    expect(text).not.toContain('cm-content');
    expect(text).not.toContain('katex-display');
    const chunks = Object.keys(readUiManifest(dir)).filter((p) => p.endsWith('.js'));
    const texts = await Promise.all(chunks.map(async (p) => get(p).text()));
    expect(texts.some((t) => t.includes('cm-content'))).toBe(true);
    expect(texts.some((t) => t.includes('katex-display'))).toBe(true);
  });

  test("KaTeX's stylesheet is a file of its own whose fonts are separate woff2 files", async () => {
    const files = readUiManifest(dir);
    const stylesheets = Object.keys(files).filter((p) => /^\/assets\/katex-\w+\.css$/.test(p));
    expect(stylesheets).toHaveLength(1);
    const css = await get(stylesheets[0]!).text();
    const urls = [...css.matchAll(/url\(([^)]+)\)/g)].map((m) => m[1]!);
    expect(urls.length).toBeGreaterThan(10);
    for (const url of urls) {
      expect(url).toMatch(/^\/assets\/KaTeX_[\w-]+\.woff2$/);
      const font = get(url);
      expect(font.status).toBe(200);
      expect(font.headers.get('Content-Type')).toBe('font/woff2');
    }
    expect(css).not.toContain('data:');
    // The app's own stylesheet carries no fonts either.
    const appCss = indexHtml.match(/href="(\/assets\/[^"]+\.css)"/)![1]!;
    expect(await get(appCss).text()).not.toContain('data:font');
  });
});
