// While compiling `verdict`, replaces src/http/embedded-ui.ts with a module that embeds every file
// of the UI build (`with { type: 'file' }`), so the executable serves the UI on its own.
import type { BunPlugin } from 'bun';
import { join, resolve } from 'node:path';
import { readUiManifest } from '../../src/http/ui-files.ts';

/** Source of the replacement module: each file (and its compressed forms) imported as a file. */
export function embeddedUiModule(dir: string): string {
  const files = readUiManifest(resolve(dir));
  const imports: string[] = [];
  const fileRef = (path: string) => {
    imports.push(`import f${imports.length} from ${JSON.stringify(path)} with { type: 'file' };`);
    return `f${imports.length - 1}`;
  };
  const entries = Object.entries(files).map(([url, f]) => {
    const fields = [`type: ${JSON.stringify(f.type)}`, `etag: ${JSON.stringify(f.etag)}`, `path: ${fileRef(f.path)}`];
    if (f.gzip) fields.push(`gzip: ${fileRef(f.gzip)}`);
    if (f.br) fields.push(`br: ${fileRef(f.br)}`);
    return `  ${JSON.stringify(url)}: { ${fields.join(', ')} },`;
  });
  return [
    "import type { UiFiles } from './ui-files.ts';",
    ...imports,
    `export const EMBEDDED_UI_FILES: UiFiles | null = {\n${entries.join('\n')}\n};`,
  ].join('\n');
}

export function embedUi(dir: string): BunPlugin {
  const target = join(import.meta.dir, '../../src/http/embedded-ui.ts');
  return {
    name: 'embed-ui',
    setup(build) {
      build.onLoad({ filter: /[\\/]src[\\/]http[\\/]embedded-ui\.ts$/ }, (args) => {
        if (resolve(args.path) !== resolve(target)) return undefined;
        return { contents: embeddedUiModule(dir), loader: 'ts' };
      });
    },
  };
}
