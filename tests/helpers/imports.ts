// Reads the imports of the code base, for the dependency-direction and import-cycle checks.
import { Glob } from 'bun';
import { readFileSync } from 'node:fs';
import { dirname, join, normalize, relative } from 'node:path';

/** One import: `from` and `to` are paths relative to the root, or a package name for `to`. */
export interface Edge { from: string; to: string; typeOnly: boolean; dynamic: boolean }

const IMPORT = /(?:^|\n)\s*(import|export)\s+(type\s+)?(?:[^'"]*?\sfrom\s+)?['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g;

/** The imports of one file (`file` relative to `root`). */
export function edgesOf(root: string, file: string): Edge[] {
  const text = readFileSync(join(root, file), 'utf8');
  const edges: Edge[] = [];
  for (const m of text.matchAll(IMPORT)) {
    const spec = m[3] ?? m[4];
    if (!spec) continue;
    let to = spec;
    if (spec.startsWith('.')) to = normalize(join(dirname(file), spec));
    else if (spec.startsWith('@/')) to = normalize(join('ui', spec.slice(2)));
    edges.push({ from: file, to, typeOnly: Boolean(m[2]), dynamic: Boolean(m[4]) });
  }
  return edges;
}

/** Every non-test source file under the given top-level folders of `root`. */
export function sourceFiles(root: string, dirs = ['src', 'judge', 'ui']): string[] {
  return dirs.flatMap((dir) => [...new Glob(`${dir}/**/*.{ts,tsx}`).scanSync(root)].filter((f) => !f.endsWith('.test.ts'))).sort();
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
