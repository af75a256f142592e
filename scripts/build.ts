// Builds dist/verdict: one executable holding the server, the migrations and the UI bundle.
import tailwind from 'bun-plugin-tailwind';
import { mkdirSync } from 'node:fs';

mkdirSync('dist', { recursive: true });
const started = performance.now();
const result = await Bun.build({
  entrypoints: ['./src/main.ts'],
  compile: { outfile: './dist/verdict' },
  plugins: [tailwind],
  minify: true,
  sourcemap: 'linked',
  target: 'bun',
  define: { 'process.env.NODE_ENV': '"production"' },
});
if (!result.success) {
  for (const message of result.logs) console.error(message);
  process.exit(1);
}
console.log(`built dist/verdict in ${Math.round(performance.now() - started)} ms`);
