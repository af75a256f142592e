// The similarity engine on real programs: disguised copies are flagged, independent solutions not,
// and code from the template never counts as shared.
import { describe, expect, test } from 'bun:test';
import { analyse } from '../../src/similarity/analyse.ts';
import { DEFAULT_ENGINE } from '../../src/similarity/engine-types.ts';
import { tokenize } from '../../src/similarity/tokenize.ts';
import * as P from './programs.ts';

const docs = [
  { id: 'original', family: 'cpp', source: P.ORIGINAL_CPP },
  { id: 'renamed', family: 'cpp', source: P.RENAMED_CPP },
  { id: 'reordered', family: 'cpp', source: P.REORDERED_CPP },
  { id: 'map', family: 'cpp', source: P.MAP_CPP },
  { id: 'array', family: 'cpp', source: P.ARRAY_CPP },
  { id: 'py', family: 'python', source: P.ORIGINAL_PY },
  { id: 'py-disguised', family: 'python', source: P.DISGUISED_PY },
  { id: 'py-counter', family: 'python', source: P.COUNTER_PY },
];
const key = (a: string, b: string) => [a, b].sort().join('+');

describe('the similarity engine', () => {
  test('tokens reduce names and literals and drop comments', async () => {
    const plain = await tokenize('int main() { int total = 5; return total; }', 'cpp');
    const other = await tokenize('int main() { /* x */ int n = 7; // y\n return n; }', 'cpp');
    expect(other.kinds).toEqual(plain.kinds);
    expect(plain.kinds).toContain('identifier');
    expect(plain.kinds).not.toContain('total');
  });

  test('renamed, reordered and re-commented copies are flagged; independent solutions are not', async () => {
    const result = await analyse(docs);
    const flagged = new Set(
      result.pairs.filter((p) => p.similarity >= DEFAULT_ENGINE.threshold).map((p) => key(p.a, p.b)),
    );
    expect([...flagged].sort()).toEqual(
      [
        key('original', 'renamed'),
        key('original', 'reordered'),
        key('renamed', 'reordered'),
        key('py', 'py-disguised'),
      ].sort(),
    );
    expect(result.clusters.map((c) => c.sort())).toEqual([
      ['original', 'renamed', 'reordered'],
      ['py', 'py-disguised'],
    ]);
    const renamed = result.pairs.find((p) => key(p.a, p.b) === key('original', 'renamed'))!;
    expect(renamed.similarity).toBe(1);
    // One fragment covers nearly the whole program (the first fingerprint lies within a window of its start).
    expect(renamed.fragments[0]!.aTo - renamed.fragments[0]!.aFrom).toBeGreaterThan(25);
    expect(renamed.longest).toBeGreaterThan(100);
  });

  test('C++ and Python programs are never paired', async () => {
    const result = await analyse(docs);
    const family = new Map(docs.map((d) => [d.id, d.family]));
    for (const p of result.pairs) expect(family.get(p.a)).toBe(family.get(p.b));
  });

  test('code from the template is not counted as shared', async () => {
    const template = P.ORIGINAL_CPP;
    const pair = [
      { id: 'one', family: 'cpp', source: P.ORIGINAL_CPP },
      { id: 'two', family: 'cpp', source: P.RENAMED_CPP },
    ];
    expect((await analyse(pair)).pairs).toHaveLength(1);
    expect((await analyse(pair, [{ family: 'cpp', source: template }])).pairs).toHaveLength(0);
  });

  test('languages without a grammar are compared by the generic lexer', async () => {
    const go =
      'package main\nimport "fmt"\nfunc main() {\n var n int\n fmt.Scan(&n)\n total := 0\n for i := 0; i < n; i++ {\n  var x int\n  fmt.Scan(&x)\n  total += x\n }\n fmt.Println(total)\n}\n';
    const renamed = go.replaceAll('total', 'sum').replaceAll('x', 'item');
    const result = await analyse([
      { id: 'a', family: 'go', source: go },
      { id: 'b', family: 'go', source: `// mine\n${renamed}` },
    ]);
    expect(result.pairs[0]?.similarity).toBe(1);
  });
});
