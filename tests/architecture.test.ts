// Checks the dependency directions of DESIGN.md by reading every import of the code base, and
// that no files import each other in a circle.
import { describe, expect, test } from 'bun:test';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { type Edge, edgesOf, findCycles, resolveTarget, sourceFiles, under } from './helpers/imports.ts';

const isPackage = (to: string, name: string) => to === name || to.startsWith(`${name}/`);
const featureOf = (p: string) => (under(p, 'ui/features') ? relative('ui/features', p).split('/')[0]! : null);

/** One rule per direction that DESIGN.md lists: `bad` says which imports break it. */
const RULES: { name: string; bad: (e: Edge) => boolean }[] = [
  {
    name: 'judge/ imports nothing from src/ except src/contract, and nothing from ui/',
    bad: (e) => under(e.from, 'judge') && ((under(e.to, 'src') && !under(e.to, 'src/contract')) || under(e.to, 'ui')),
  },
  {
    name: 'src/domain never imports hono or src/http',
    bad: (e) => under(e.from, 'src/domain') && (isPackage(e.to, 'hono') || under(e.to, 'src/http')),
  },
  {
    name: 'src/domain does not import judge/ (the bridge is src/judging)',
    bad: (e) => under(e.from, 'src/domain') && under(e.to, 'judge'),
  },
  {
    name: 'src/contract imports only zod (and itself)',
    bad: (e) => under(e.from, 'src/contract') && !isPackage(e.to, 'zod') && !under(e.to, 'src/contract'),
  },
  {
    name: 'src/http reaches the database only through src/domain (type imports aside)',
    bad: (e) =>
      under(e.from, 'src/http') &&
      !e.typeOnly &&
      (under(e.to, 'src/db') || isPackage(e.to, 'drizzle-orm') || e.to === 'bun:sqlite'),
  },
  {
    name: 'ui/ imports from src/ only src/contract (type imports aside)',
    bad: (e) => under(e.from, 'ui') && under(e.to, 'src') && !under(e.to, 'src/contract') && !e.typeOnly,
  },
  {
    name: 'features in ui/features do not import each other',
    bad: (e) => featureOf(e.from) !== null && featureOf(e.to) !== null && featureOf(e.from) !== featureOf(e.to),
  },
  {
    name: 'ui/components and ui/lib never import a feature',
    bad: (e) => (under(e.from, 'ui/components') || under(e.from, 'ui/lib')) && under(e.to, 'ui/features'),
  },
  {
    name: 'the server does not import the UI except the page bundle it serves',
    bad: (e) => under(e.from, 'src') && under(e.to, 'ui') && !e.to.endsWith('index.html'),
  },
  {
    name: 'ui/ never imports judge/ (the UI knows the judge only through src/contract)',
    bad: (e) => under(e.from, 'ui') && under(e.to, 'judge'),
  },
];

const show = (bad: Edge[]) => bad.map((e) => `${e.from} → ${e.to}`);
const files = sourceFiles('.');
const edges = files.flatMap((f) => edgesOf('.', f));

describe('dependency directions', () => {
  test('the code base has files to check', () => {
    expect(files.length).toBeGreaterThan(10);
    expect(edges.length).toBeGreaterThan(files.length);
  });

  test.each(RULES.map((r) => [r.name, r] as const))('%s', (_, rule) => {
    expect(show(edges.filter(rule.bad))).toEqual([]);
  });
});

/**
 * Requests are checked once, in src/http (validate.ts), against the contract's schemas; domain
 * functions take what was checked. Parsing a schema in src/domain is left to these files, each
 * for its reason.
 */
const DOMAIN_PARSES: Record<string, string> = {
  'src/domain/accounts/create-user.ts':
    'the username rule holds for every account, also those the command line creates',
  'src/domain/problems/save-problem.ts': 'problems also come from packages, checked with the same form schema',
};

test('src/domain does not parse request schemas; src/http does, through validate()', () => {
  const parsing = files.filter(
    (f) => under(f, 'src/domain') && /\b\w+Schema\.(?:safeParse|parse)\(/.test(readFileSync(f, 'utf8')),
  );
  expect(parsing.filter((f) => !(f in DOMAIN_PARSES))).toEqual([]);
  // A file that no longer parses leaves the list.
  expect(Object.keys(DOMAIN_PARSES).filter((f) => !parsing.includes(f))).toEqual([]);
});

/**
 * Routes answer with `okAs(c, schema, data)`, the contract's schema of the answer (the UI's type is
 * its type), or with `ok(c, null)`. A plain `ok(c, data)` is left to these answers, each for its
 * reason; the key is "file: METHOD /path" (or the helper function that answers).
 */
const PLAIN_ANSWERS: Record<string, string> = {};

/** Each plain `ok(c, data)` of src/http/routes with data other than null, named by its route. */
function plainAnswers(root: string, sources: string[]): string[] {
  const found: string[] = [];
  for (const file of sources.filter((f) => under(f, 'src/http/routes'))) {
    const text = readFileSync(join(root, file), 'utf8');
    for (const call of text.matchAll(/\bok\(c,\s*/g)) {
      if (/^null\s*[,)]/.test(text.slice(call.index + call[0].length))) continue;
      const before = text.slice(0, call.index);
      const route = [...before.matchAll(/\.(get|post|put|delete|patch)\(\s*'([^']+)'/g)].at(-1);
      const helper = [...before.matchAll(/function (\w+)/g)].at(-1);
      // A helper declared after the last route above it answers for the routes that call it.
      const named =
        route && (!helper || route.index > helper.index)
          ? `${route[1]!.toUpperCase()} ${route[2]}`
          : (helper?.[1] ?? '?');
      found.push(`${file.split('/').at(-1)}: ${named}`);
    }
  }
  return [...new Set(found)];
}

test('routes answer through their contract schema (okAs), or plain ok() only where listed', () => {
  const plain = plainAnswers('.', files);
  expect(plain.filter((r) => !(r in PLAIN_ANSWERS))).toEqual([]);
  // An answer that gained its schema leaves the list.
  expect(Object.keys(PLAIN_ANSWERS).filter((r) => !plain.includes(r))).toEqual([]);
});

/**
 * Routes hold the database handle only to hand it to the domain: no file of src/http reads a
 * member of it (no query, no transaction, no `$client`), so every read and write of the database
 * is a domain function's.
 */
const HANDLE_USE = /\bdb\s*\??\.\s*[\w$]+/g;
function handleUses(root: string, sources: string[]): string[] {
  return sources
    .filter((f) => under(f, 'src/http'))
    .flatMap((f) =>
      [...readFileSync(join(root, f), 'utf8').matchAll(HANDLE_USE)].map((m) => `${f}: ${m[0].replace(/\s+/g, '')}`),
    );
}

test('src/http passes the database handle to the domain and never uses it itself', () => {
  expect(handleUses('.', files)).toEqual([]);
});

test('the handle check sees a planted use of the database in a route', () => {
  using tree = plant({
    'src/http/routes/x.ts':
      "r.get('/x', (c) => c.var.deps.db.select().from(users));\nr.get('/y', (c) => list(c.var.deps.db, 1));",
    'src/http/routes/y.ts': 'const { db } = c.var.deps;\nreturn db\n  .transaction(() => 1);',
  });
  expect(handleUses(tree.root, tree.files)).toEqual([
    'src/http/routes/x.ts: db.select',
    'src/http/routes/y.ts: db.transaction',
  ]);
});

test('no files import each other in a circle (type imports count, lazy import() does not)', () => {
  expect(findCycles(files, edges)).toEqual([]);
});

/**
 * The layers of src/domain, lowest first (DESIGN.md, "Shared spaces that hold against students"):
 * a folder imports the folders of lower layers, and those of its own layer only where that makes
 * no circle; never a higher layer. Single files directly under src/domain (errors.ts, csv.ts, …)
 * are of the lowest layer, the base that every folder may import.
 */
const DOMAIN_LAYERS: readonly (readonly string[])[] = [
  ['errors', 'permissions', 'site', 'announcements', 'checker-includes', 'events'],
  ['access'],
  ['messages', 'notices'],
  ['accounts'],
  ['testcases'],
  ['problems', 'tags'],
  ['packages', 'users', 'uploads', 'videos'],
  ['submissions', 'judge-nodes'],
  ['contests', 'trainings', 'choice', 'rejudge', 'remote'],
  ['groups', 'discussions'],
  ['home', 'dashboard', 'ranks', 'similarity'],
];

/**
 * Imports that still go against the layers, each for its reason; both checks below leave them
 * out. An import that is gone leaves the list.
 */
const LAYER_EXCEPTIONS: Record<string, string> = {};

/** The folder of src/domain a file is in ('' for the single files directly under it), or null outside src/domain. */
function domainFolder(file: string): string | null {
  if (!under(file, 'src/domain')) return null;
  const parts = relative('src/domain', file).split('/');
  return parts.length > 1 ? parts[0]! : '';
}

/** The imports between folders of src/domain, file to file (lazy import() included: it is a direction too). */
function domainEdges(sources: string[], all: Edge[]): Edge[] {
  const known = new Set(sources);
  return all.flatMap((e) => {
    const to = resolveTarget(e.to, known);
    const a = domainFolder(e.from),
      b = to === null ? null : domainFolder(to);
    return a === null || b === null || a === b || b === '' ? [] : [{ ...e, to: to! }];
  });
}

/** A folder's layer (-1: none); the single files are of the lowest. */
const layerOf = (folder: string) => (folder === '' ? 0 : DOMAIN_LAYERS.findIndex((l) => l.includes(folder)));

/** Imports of a higher layer's folder (or of a folder the layers do not name). */
function upwardImports(sources: string[], all: Edge[]): Edge[] {
  return domainEdges(sources, all).filter((e) => {
    const from = layerOf(domainFolder(e.from)!),
      to = layerOf(domainFolder(e.to)!);
    return to === -1 || from < to;
  });
}

/** The circles among the folders of src/domain: each as the imports (file → file) that close it. */
function folderCircles(sources: string[], all: Edge[]): Edge[][] {
  const edges = domainEdges(sources, all).filter((e) => !e.dynamic);
  const folder = (f: string) => `src/domain/${domainFolder(f)}`;
  const folders = [...new Set(edges.flatMap((e) => [folder(e.from), folder(e.to)]))].sort();
  const between = edges.map((e) => ({ ...e, from: folder(e.from), to: folder(e.to) }));
  return findCycles(folders, between).map((circle) =>
    edges.filter((e) => circle.includes(folder(e.from)) && circle.includes(folder(e.to))),
  );
}

describe('the layers of src/domain', () => {
  const kept = edges.filter(
    (e) =>
      !(`${e.from} → ${e.to}` in LAYER_EXCEPTIONS) &&
      !(`${e.from} → ${resolveTarget(e.to, new Set(files))}` in LAYER_EXCEPTIONS),
  );

  test('every folder of src/domain has its layer, once', () => {
    const folders = [...new Set(files.map(domainFolder).filter((f): f is string => !!f))].sort();
    expect(folders.filter((f) => layerOf(f) === -1)).toEqual([]);
    expect(DOMAIN_LAYERS.flat().filter((f, i, all) => all.indexOf(f) !== i || !folders.includes(f))).toEqual([]);
  });

  test('no folder of src/domain imports a folder of a higher layer', () => {
    expect(show(upwardImports(files, kept))).toEqual([]);
  });

  test('the folders of src/domain import each other in no circle', () => {
    expect(folderCircles(files, kept).map(show)).toEqual([]);
  });

  test('an exception that no longer imports leaves the list', () => {
    const all = new Set(domainEdges(files, edges).map((e) => `${e.from} → ${e.to}`));
    expect(Object.keys(LAYER_EXCEPTIONS).filter((e) => !all.has(e))).toEqual([]);
  });
});

test('the layer checks name each planted import against the layers, file to file', () => {
  using tree = plant({
    'src/domain/errors.ts': 'export const Errors = {};',
    'src/domain/access/actor.ts': "import { Errors } from '../errors.ts';",
    'src/domain/problems/policy.ts':
      "import { x } from '../access/actor.ts';\nimport { y } from '../submissions/list.ts';",
    'src/domain/submissions/list.ts':
      "import { p } from '../problems/policy.ts';\nimport type { C } from '../contests/store.ts';",
    'src/domain/contests/store.ts': "import { l } from '../submissions/list.ts';",
    'src/domain/home/page.ts': "const c = await import('../contests/store.ts');",
    'src/domain/nowhere/x.ts': 'export const x = 1;',
  });
  expect(show(upwardImports(tree.files, tree.edges))).toEqual([
    'src/domain/problems/policy.ts → src/domain/submissions/list.ts',
    'src/domain/submissions/list.ts → src/domain/contests/store.ts',
  ]);
  expect(folderCircles(tree.files, tree.edges).map(show)).toEqual([
    [
      'src/domain/contests/store.ts → src/domain/submissions/list.ts',
      'src/domain/problems/policy.ts → src/domain/submissions/list.ts',
      'src/domain/submissions/list.ts → src/domain/problems/policy.ts',
      'src/domain/submissions/list.ts → src/domain/contests/store.ts',
    ],
  ]);
});

/** Writes files (path → text) into a fresh folder laid out like the repository. */
function plant(tree: Record<string, string>) {
  const root = mkdtempSync(join(tmpdir(), 'arch-'));
  for (const [path, text] of Object.entries(tree)) {
    mkdirSync(join(root, dirname(path)), { recursive: true });
    writeFileSync(join(root, path), text);
  }
  const planted = sourceFiles(root);
  return {
    root,
    files: planted,
    edges: planted.flatMap((f) => edgesOf(root, f)),
    [Symbol.dispose]: () => rmSync(root, { recursive: true }),
  };
}

test('each rule catches a planted import that breaks it, and only that one', () => {
  using tree = plant({
    'judge/sandbox/run.ts': "import { db } from '../../src/db/client.ts';",
    'judge/languages/ok.ts': "import { z } from '../../src/contract/languages.ts';",
    'src/domain/a/hono.ts': "import { Hono } from 'hono';",
    'src/domain/a/judge.ts': "import { LANGUAGES } from '../../../judge/languages/table.ts';",
    'src/contract/x.ts': "import { z } from 'zod';\nimport { y } from './y.ts';\nimport { db } from '../db/client.ts';",
    'src/http/routes/x.ts': "import { eq } from 'drizzle-orm';\nimport type { Db } from '../../db/client.ts';",
    'ui/features/a/page.tsx': "import { B } from '../b/page.tsx';\nimport { run } from '../../../src/domain/run.ts';",
    'ui/components/header/menu.tsx': "import { LoginModal } from '@/features/auth/login-modal.tsx';",
    'ui/lib/session.ts': "import { authApi } from '../features/auth/api.ts';",
    'src/cli/x.ts': "import page from '../../ui/app/app.tsx';",
    'ui/lib/limits.ts': "const { LANGUAGES } = require('../../judge/languages/table.ts');",
    'ui/lib/run.ts': "import{run}from'../../judge/sandbox/run.ts';",
    'ui/lib/types.ts': "import { type Box, type Cell } from '../../judge/sandbox/box.ts';",
  });
  const caught = RULES.map((r) => show(tree.edges.filter(r.bad)));
  expect(caught).toEqual([
    ['judge/sandbox/run.ts → src/db/client.ts'],
    ['src/domain/a/hono.ts → hono'],
    ['src/domain/a/judge.ts → judge/languages/table.ts'],
    ['src/contract/x.ts → src/db/client.ts'],
    ['src/http/routes/x.ts → drizzle-orm'],
    ['ui/features/a/page.tsx → src/domain/run.ts'],
    ['ui/features/a/page.tsx → ui/features/b/page.tsx'],
    ['ui/components/header/menu.tsx → ui/features/auth/login-modal.tsx', 'ui/lib/session.ts → ui/features/auth/api.ts'],
    ['src/cli/x.ts → ui/app/app.tsx'],
    [
      'ui/lib/limits.ts → judge/languages/table.ts',
      'ui/lib/run.ts → judge/sandbox/run.ts',
      'ui/lib/types.ts → judge/sandbox/box.ts',
    ],
  ]);
});

test('the import reader sees require, unspaced and type imports, and tells which run', () => {
  using tree = plant({
    'ui/lib/x.tsx': [
      '#!/usr/bin/env bun',
      "import type { A } from './a.ts';",
      "import{b}from'./b.ts';",
      "import { type C, d } from './c.ts';",
      "import { type E } from './e.ts';",
      "export type { F } from './f.ts';",
      "const h = require('./h.ts');",
      "const i = () => import('./i.ts');",
      "const text = `import { g } from './g.ts'`;",
      'export const X = () => <div>{String(b) + d + h + i + text}</div>;',
    ].join('\n'),
  });
  const seen = tree.edges.map((e) => `${e.to}${e.typeOnly ? ' type' : ''}${e.dynamic ? ' lazy' : ''}`).sort();
  expect(seen).toEqual([
    'ui/lib/a.ts type',
    'ui/lib/b.ts',
    'ui/lib/c.ts',
    'ui/lib/e.ts type',
    'ui/lib/f.ts type',
    'ui/lib/h.ts',
    'ui/lib/i.ts lazy',
  ]);
});

test('the answer check sees a planted plain answer, by route or by the helper that sends it', () => {
  using tree = plant({
    'src/http/routes/x.ts': [
      'async function helper(c) { return ok(c, { saved: 1 }); }',
      'export const r = new Hono()',
      "  .get('/x', (c) => ok(c, { a: 1 }))",
      "  .post(\n    '/y',\n    (c) => ok(c, null))",
      "  .put('/z', (c) => okAs(c, schema, { a: 1 }))",
      "  .delete('/w', (c) => ok(c, null, 'Deleted'))",
      "  .patch('/v', (c) => helper(c));",
    ].join('\n'),
  });
  expect(plainAnswers(tree.root, tree.files)).toEqual(['x.ts: helper', 'x.ts: GET /x']);
});

test('the circle finder sees a planted circle through type imports and leaves out lazy imports', () => {
  using tree = plant({
    'judge/sandbox/a.ts': "import { b } from './b.ts';",
    'judge/sandbox/b.ts': "import type { C } from './c.ts';",
    'judge/sandbox/c.ts': "import { a } from './a.ts';",
    'ui/lib/d.ts': "const e = () => import('../features/x/e.tsx');",
    'ui/features/x/e.tsx': "import { d } from '../../lib/d.ts';",
    'ui/lib/self.ts': "export * from './self.ts';",
  });
  expect(findCycles(tree.files, tree.edges)).toEqual([
    ['judge/sandbox/a.ts', 'judge/sandbox/b.ts', 'judge/sandbox/c.ts'],
    ['ui/lib/self.ts'],
  ]);
});

test('the import reader sees static, type-only, re-export and dynamic imports', () => {
  using tree = plant({
    'src/sample.ts': [
      "import { a } from './a.ts';",
      "import type { B } from '../b.ts';",
      "export * from 'hono';",
      "const c = await import('./c.ts');",
      "import {\n  d,\n} from 'drizzle-orm';",
      "import { e } from '@/lib/e.ts';",
    ].join('\n'),
  });
  const found = tree.edges.map((e) => [e.to, e.typeOnly, e.dynamic]);
  expect(found.sort()).toEqual([
    ['b.ts', true, false],
    ['drizzle-orm', false, false],
    ['hono', false, false],
    ['src/a.ts', false, false],
    ['src/c.ts', false, true],
    ['ui/lib/e.ts', false, false],
  ]);
});
