// The UI bundle's files as a table by URL path. dist/ui/manifest.json holds it for a build on disk
// (`bun run build:ui`); the `verdict` executable embeds the same files (src/http/embedded-ui.ts).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/** One file of the UI by URL path: its type, ETag, bytes and precompressed forms (paths to read). */
export interface UiFile {
  type: string;
  etag: string;
  path: string;
  gzip?: string;
  br?: string;
}

export type UiFiles = Record<string, UiFile>;

/** The UI build's own folder, next to the sources when running from them. */
export const UI_BUILD_DIR = join(import.meta.dir, '../../dist/ui');

/** Reads manifest.json of a UI build (paths in it are relative to `dir`). */
export function readUiManifest(dir: string): UiFiles {
  const manifest = JSON.parse(readFileSync(join(dir, 'manifest.json'), 'utf8')) as UiFiles;
  const at = (p: string | undefined) => (p === undefined ? undefined : join(dir, p));
  return Object.fromEntries(
    Object.entries(manifest).map(([url, f]) => [url, { ...f, path: at(f.path)!, gzip: at(f.gzip), br: at(f.br) }]),
  );
}
