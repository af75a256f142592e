// KaTeX's stylesheet for the UI build: woff2 sources only, each font a hashed file of its own.
// (Bun's CSS bundler would inline every url() as base64, in all three formats.)
import { mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { contentHash } from './content-hash.ts';

const KATEX_DIST = dirname(Bun.resolveSync('katex/dist/katex.min.css', import.meta.dir));
const LEGACY_SOURCE = /,url\(fonts\/[\w-]+\.(woff|ttf)\) format\("(woff|truetype)"\)/g;
const WOFF2_SOURCE = /url\(fonts\/([\w-]+)\.woff2\)/g;

/** Writes assets/KaTeX_*-hash.woff2 and assets/katex-hash.css under `outdir`; returns the stylesheet's URL. */
export async function buildKatexStylesheet(outdir: string): Promise<string> {
  mkdirSync(join(outdir, 'assets'), { recursive: true });
  const source = (await Bun.file(join(KATEX_DIST, 'katex.min.css')).text()).replace(LEGACY_SOURCE, '');
  const fonts = new Map<string, string>();
  for (const [, name] of source.matchAll(WOFF2_SOURCE)) {
    if (fonts.has(name!)) continue;
    const bytes = await Bun.file(join(KATEX_DIST, 'fonts', `${name}.woff2`)).bytes();
    const file = `assets/${name}-${contentHash(bytes)}.woff2`;
    await Bun.write(join(outdir, file), bytes);
    fonts.set(name!, `/${file}`);
  }
  const css = source.replace(WOFF2_SOURCE, (_, name: string) => `url(${fonts.get(name)})`);
  const leftover = css.match(/url\((?!\/assets\/)[^)]*\)/);
  if (leftover) throw new Error(`katex.min.css: ${leftover[0]} is neither a woff2 font nor stripped`);
  const file = `assets/katex-${contentHash(css)}.css`;
  await Bun.write(join(outdir, file), css);
  return `/${file}`;
}
