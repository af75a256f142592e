// Reads the imports of the code base, for the dependency-direction and import-cycle checks.
import { Glob } from 'bun';
import { readFileSync } from 'node:fs';
import { dirname, join, normalize, relative } from 'node:path';

/** One import: `from` and `to` are paths relative to the root, or a package name for `to`. */
export interface Edge {
  from: string;
  to: string;
  typeOnly: boolean;
  dynamic: boolean;
}

const TS = new Bun.Transpiler({ loader: 'ts', trimUnusedImports: false });
const TSX = new Bun.Transpiler({ loader: 'tsx', trimUnusedImports: false });

/** The same text with its type-only imports and exports written as plain ones, for the transpiler to see them. */
const withTypeImportsOpened = (text: string) =>
  text
    .replace(/\bimport\s+type\b(?=\s*[{*\w])/g, 'import')
    .replace(/\bexport\s+type\b(?=\s*[{*])/g, 'export')
    .replace(/([{,]\s*)type\s+(?=[\w$]+\s*(?:[,}]|as\b))/g, '$1');

/**
 * The imports of one file (`file` relative to `root`), read by Bun's transpiler: static imports and
 * re-exports however they are spaced, `require(…)` and `import(…)`. An import is type-only when the
 * transpiler drops it from the code that runs.
 */
export function edgesOf(root: string, file: string): Edge[] {
  const text = readFileSync(join(root, file), 'utf8').replace(/^#!.*/, '');
  const transpiler = file.endsWith('.tsx') ? TSX : TS;
  // The transpiler adds requires of the JSX runtime to .tsx files; only what the file names counts.
  const quoted = (path: string) => [`'${path}'`, `"${path}"`];
  const named = (i: { path: string; kind: string }) =>
    i.kind === 'require-call'
      ? quoted(i.path).some((q) => new RegExp(`require\\(\\s*${q.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}`).test(text))
      : quoted(i.path).some((q) => text.includes(q));
  const running = transpiler.scanImports(text).filter(named);
  const left = new Map<string, number>();
  for (const i of running) left.set(i.path, (left.get(i.path) ?? 0) + 1);
  const typeOnly = transpiler
    .scanImports(withTypeImportsOpened(text))
    .filter(named)
    .filter((i) => {
      const n = left.get(i.path) ?? 0;
      if (n > 0) left.set(i.path, n - 1);
      return n === 0;
    });
  const toOf = (spec: string) =>
    spec.startsWith('.')
      ? normalize(join(dirname(file), spec))
      : spec.startsWith('@/')
        ? normalize(join('ui', spec.slice(2)))
        : spec;
  return [
    ...running.map((i) => ({ from: file, to: toOf(i.path), typeOnly: false, dynamic: i.kind === 'dynamic-import' })),
    ...typeOnly.map((i) => ({ from: file, to: toOf(i.path), typeOnly: true, dynamic: false })),
  ];
}

/** Every non-test source file under the given top-level folders of `root`. */
export function sourceFiles(root: string, dirs = ['src', 'judge', 'ui']): string[] {
  return dirs
    .flatMap((dir) => [...new Glob(`${dir}/**/*.{ts,tsx}`).scanSync(root)].filter((f) => !f.endsWith('.test.ts')))
    .sort();
}

export const under = (path: string, dir: string) => !relative(dir, path).startsWith('..');

/** The file an import names, when it is one of `files` (`./x` may leave out `.ts`, `.tsx`, `/index.ts`). */
export function resolveTarget(to: string, files: ReadonlySet<string>): string | null {
  for (const candidate of [to, `${to}.ts`, `${to}.tsx`, join(to, 'index.ts'), join(to, 'index.tsx')]) {
    if (files.has(candidate)) return candidate;
  }
  return null;
}

/**
 * The import circles among `files`: every strongly connected group of more than one file (or a
 * file importing itself), found with Tarjan's algorithm. Dynamic `import()` is left out: a lazy
 * import runs after both modules have loaded, so it does not make a load-order circle.
 */
export function findCycles(files: string[], edges: Edge[]): string[][] {
  const known = new Set(files);
  const next = new Map<string, string[]>(files.map((f) => [f, []]));
  for (const e of edges) {
    if (e.dynamic) continue;
    const target = resolveTarget(e.to, known);
    if (target) next.get(e.from)!.push(target);
  }
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const groups: string[][] = [];
  let counter = 0;
  const visit = (v: string) => {
    index.set(v, counter);
    low.set(v, counter++);
    stack.push(v);
    onStack.add(v);
    for (const w of next.get(v)!) {
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (onStack.has(w)) {
        low.set(v, Math.min(low.get(v)!, index.get(w)!));
      }
    }
    if (low.get(v) === index.get(v)) {
      const group: string[] = [];
      let w: string;
      do {
        w = stack.pop()!;
        onStack.delete(w);
        group.push(w);
      } while (w !== v);
      if (group.length > 1 || next.get(v)!.includes(v)) groups.push(group.sort());
    }
  };
  for (const f of files) if (!index.has(f)) visit(f);
  return groups;
}
