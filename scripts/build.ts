// Builds dist/verdict: one executable holding the server, the migrations and the UI (built first
// into dist/ui by scripts/build-ui.ts, then embedded file by file). VERDICT_OUT names another folder
// than dist (end-to-end tests then take VERDICT_BINARY=<folder>/verdict).
import { mkdirSync } from 'node:fs';
import { buildUi } from './build-ui.ts';
import { embedUi } from './ui-build/embed-ui.ts';

const out = process.env.VERDICT_OUT ?? 'dist';
mkdirSync(out, { recursive: true });
const started = performance.now();
await buildUi(`${out}/ui`);
const result = await Bun.build({
  // The import and similarity workers run in threads of their own, so they are entry points of the
  // executable too.
  entrypoints: ['./src/main.ts', './src/domain/packages/import-worker.ts', './src/similarity/worker.ts'],
  compile: { outfile: `${out}/verdict` },
  plugins: [embedUi(`${out}/ui`)],
  minify: true,
  sourcemap: 'linked',
  target: 'bun',
  define: { 'process.env.NODE_ENV': '"production"' },
});
if (!result.success) {
  for (const message of result.logs) console.error(message);
  process.exit(1);
}
console.log(`built ${out}/verdict in ${Math.round(performance.now() - started)} ms`);
