// Checks the dependency directions of DESIGN.md by reading every import of the code base.
import { describe, expect, test } from 'bun:test';
import { Glob } from 'bun';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, normalize, relative } from 'node:path';

interface Edge { from: string; to: string; typeOnly: boolean }

const IMPORT = /(?:^|\n)\s*(import|export)\s+(type\s+)?(?:[^'"]*?\sfrom\s+)?['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g;

function edgesOf(file: string): Edge[] {
  const text = readFileSync(file, 'utf8');
  const edges: Edge[] = [];
  for (const m of text.matchAll(IMPORT)) {
    const spec = m[3] ?? m[4];
    if (!spec) continue;
    let to = spec;
    if (spec.startsWith('.')) to = normalize(join(dirname(file), spec));
    else if (spec.startsWith('@/')) to = normalize(join('ui', spec.slice(2)));
    edges.push({ from: file, to, typeOnly: Boolean(m[2]) });
  }
  return edges;
}

const files = ['src', 'judge', 'ui'].flatMap((dir) =>
  [...new Glob(`${dir}/**/*.{ts,tsx}`).scanSync('.')].filter((f) => !f.endsWith('.test.ts')),
);
const edges = files.flatMap(edgesOf);
const under = (path: string, dir: string) => !relative(dir, path).startsWith('..');
const show = (bad: Edge[]) => bad.map((e) => `${e.from} → ${e.to}`);

describe('dependency directions', () => {
  test('the code base has files to check', () => {
    expect(files.length).toBeGreaterThan(10);
  });

  test('judge/ imports nothing from src/ except src/contract, and nothing from ui/', () => {
    const bad = edges.filter((e) => under(e.from, 'judge') && ((under(e.to, 'src') && !under(e.to, 'src/contract')) || under(e.to, 'ui')));
    expect(show(bad)).toEqual([]);
  });

  test('src/domain never imports hono or src/http', () => {
    const bad = edges.filter((e) => under(e.from, 'src/domain') && (e.to === 'hono' || e.to.startsWith('hono/') || under(e.to, 'src/http')));
    expect(show(bad)).toEqual([]);
  });

  test('src/http reaches the database only through src/domain (type imports aside)', () => {
    const bad = edges.filter((e) => under(e.from, 'src/http') && !e.typeOnly && (under(e.to, 'src/db') || e.to.startsWith('drizzle-orm') || e.to === 'bun:sqlite'));
    expect(show(bad)).toEqual([]);
  });

  test('ui/ imports from src/ only src/contract (type imports aside)', () => {
    const bad = edges.filter((e) => under(e.from, 'ui') && under(e.to, 'src') && !under(e.to, 'src/contract') && !e.typeOnly);
    expect(show(bad)).toEqual([]);
  });

  test('features in ui/features do not import each other', () => {
    const featureOf = (p: string) => (under(p, 'ui/features') ? relative('ui/features', p).split('/')[0] : null);
    const bad = edges.filter((e) => {
      const a = featureOf(e.from);
      const b = featureOf(e.to);
      return a && b && a !== b;
    });
    expect(show(bad)).toEqual([]);
  });

  test('the server does not import the UI except the page bundle it serves', () => {
    const bad = edges.filter((e) => under(e.from, 'src') && under(e.to, 'ui') && !e.to.endsWith('index.html'));
    expect(show(bad)).toEqual([]);
  });
});

test('the import reader sees static, type-only, re-export and dynamic imports', () => {
  const dir = mkdtempSync(join(tmpdir(), 'arch-'));
  const file = join(dir, 'sample.ts');
  writeFileSync(file, [
    "import { a } from './a.ts';",
    "import type { B } from '../b.ts';",
    "export * from 'hono';",
    "const c = await import('./c.ts');",
    "import {\n  d,\n} from 'drizzle-orm';",
  ].join('\n'));
  const found = edgesOf(file).map((e) => [e.to.startsWith('/') ? relative(dir, e.to) : e.to, e.typeOnly]);
  rmSync(dir, { recursive: true });
  expect(found.sort()).toEqual([['../b.ts', true], ['a.ts', false], ['c.ts', false], ['drizzle-orm', false], ['hono', false]]);
});
