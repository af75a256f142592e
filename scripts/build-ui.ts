// Builds the UI into dist/ui (or the folder given): index.html, hashed chunks per page in assets/,
// KaTeX's stylesheet and woff2 fonts apart, a gzip and a brotli form of every text file, and
// manifest.json listing them by URL path for the server (src/http/static-assets.ts).
import tailwind from 'bun-plugin-tailwind';
import { mkdirSync, readdirSync, rmSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { UiFiles } from '../src/http/ui-files.ts';
import { contentHash } from './ui-build/content-hash.ts';
import { buildKatexStylesheet } from './ui-build/katex-stylesheet.ts';
import { precompress } from './ui-build/precompress.ts';

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile())
    .map((e) => join(e.parentPath, e.name));
}

/** `compress: false` skips the gzip and brotli forms (quicker; the server then sends files as they are). */
export async function buildUi(outdir = 'dist/ui', { compress = true } = {}): Promise<UiFiles> {
  rmSync(outdir, { recursive: true, force: true });
  mkdirSync(outdir, { recursive: true });
  const katexStylesheet = await buildKatexStylesheet(outdir);
  const result = await Bun.build({
    entrypoints: ['./ui/index.html'],
    outdir,
    target: 'browser',
    splitting: true,
    // Small shared chunks fold into their importers: fewer requests, nothing loaded earlier.
    minChunkSize: 16384,
    minify: true,
    publicPath: '/',
    naming: { entry: '[dir]/[name].[ext]', chunk: 'assets/[name]-[hash].[ext]', asset: 'assets/[name]-[hash].[ext]' },
    plugins: [tailwind],
    define: { 'process.env.NODE_ENV': '"production"', KATEX_STYLESHEET: JSON.stringify(katexStylesheet) },
  });
  if (!result.success) throw new AggregateError(result.logs, 'the UI build failed');

  const manifest: UiFiles = {};
  for (const file of filesUnder(outdir)) {
    const compressed = compress ? await precompress(file) : {};
    const bytes = await Bun.file(file).bytes();
    manifest[`/${relative(outdir, file)}`] = {
      type: Bun.file(file).type,
      etag: contentHash(bytes),
      path: relative(outdir, file),
      ...(compressed.gzip && { gzip: relative(outdir, compressed.gzip) }),
      ...(compressed.br && { br: relative(outdir, compressed.br) }),
    };
  }
  await Bun.write(join(outdir, 'manifest.json'), JSON.stringify(manifest, null, 1));
  return manifest;
}

if (import.meta.main) {
  const started = performance.now();
  const args = process.argv.slice(2);
  const outdir = args.find((a) => !a.startsWith('--')) ?? 'dist/ui';
  const files = await buildUi(outdir, { compress: !args.includes('--no-compress') });
  console.log(`built ${outdir}: ${Object.keys(files).length} files in ${Math.round(performance.now() - started)} ms`);
}
