// Generates submissions to one problem (read n integers; print their sum, maximum, count of even
// numbers and the numbers sorted) in C++ and Python: independent solutions assembled from
// genuinely different ways of writing each step, and disguised copies of some of them (renamed,
// functions reordered, comments added or removed, layout changed). Seeded, so every run is the same.

export interface CorpusDoc {
  id: string;
  family: 'cpp' | 'python';
  source: string;
  /** The independent solution this one is (or copies). */
  origin: string;
}

export function rng(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (Math.imul(s ^ (s >>> 15), 0x2c1b3c6d) + 0x6d2b79f5) >>> 0;
    s ^= s >>> 13;
    return (s >>> 0) / 2 ** 32;
  };
}
type Rand = () => number;
const pick = <T>(r: Rand, xs: readonly T[]): T => xs[Math.floor(r() * xs.length)]!;
function shuffle<T>(r: Rand, xs: T[]): T[] {
  for (let i = xs.length - 1; i > 0; i--) {
    const j = Math.floor(r() * (i + 1));
    [xs[i], xs[j]] = [xs[j]!, xs[i]!];
  }
  return xs;
}

/** A solution as named parts: helper functions (reorderable) and the body of main. */
interface Program {
  helpers: string[];
  main: string[];
}

const CPP_READ = [
  'int n; cin >> n; vector<long long> a(n); for (int i = 0; i < n; i++) cin >> a[i];',
  'int n; scanf("%d", &n); vector<long long> a; for (int i = 0; i < n; ++i) { long long x; scanf("%lld", &x); a.push_back(x); }',
  'long long n; std::cin >> n; std::vector<long long> a; a.reserve(n); while (n--) { long long v; std::cin >> v; a.emplace_back(v); }',
  'vector<long long> a; long long x; int n; cin >> n; while ((int)a.size() < n && cin >> x) a.push_back(x);',
];
const CPP_SUM: [string, string][] = [
  ['', 'long long s = 0; for (long long v : a) s += v;'],
  ['', 'long long s = accumulate(a.begin(), a.end(), 0LL);'],
  [
    'long long total(const vector<long long>& v) { long long t = 0; for (size_t i = 0; i < v.size(); i++) t = t + v[i]; return t; }',
    'long long s = total(a);',
  ],
  [
    'long long sumRec(const vector<long long>& v, int i) { if (i == (int)v.size()) return 0; return v[i] + sumRec(v, i + 1); }',
    'long long s = sumRec(a, 0);',
  ],
];
const CPP_MAX: [string, string][] = [
  ['', 'long long m = *max_element(a.begin(), a.end());'],
  ['', 'long long m = LLONG_MIN; for (auto v : a) if (v > m) m = v;'],
  [
    'long long biggest(vector<long long> v) { long long b = v[0]; for (int i = 1; i < (int)v.size(); ++i) { if (v[i] > b) { b = v[i]; } } return b; }',
    'long long m = biggest(a);',
  ],
  ['', 'long long m = a[0]; int k = 1; while (k < (int)a.size()) { m = max(m, a[k]); k++; }'],
];
const CPP_EVEN: [string, string][] = [
  ['', 'int e = count_if(a.begin(), a.end(), [](long long v) { return v % 2 == 0; });'],
  ['', 'int e = 0; for (size_t i = 0; i < a.size(); ++i) if ((a[i] & 1) == 0) ++e;'],
  ['bool isEven(long long v) { return v % 2 == 0; }', 'int e = 0; for (auto v : a) { if (isEven(v)) { e += 1; } }'],
  [
    'int evens(const vector<long long>& v) { int c = 0; for (long long x : v) c += (x % 2 == 0) ? 1 : 0; return c; }',
    'int e = evens(a);',
  ],
];
const CPP_SORT: [string, string][] = [
  ['', 'sort(a.begin(), a.end());'],
  [
    'void bubble(vector<long long>& v) { for (size_t i = 0; i < v.size(); i++) for (size_t j = 0; j + 1 < v.size() - i; j++) if (v[j] > v[j + 1]) swap(v[j], v[j + 1]); }',
    'bubble(a);',
  ],
  [
    'void selectSort(vector<long long>& v) { int n = v.size(); for (int i = 0; i < n; ++i) { int best = i; for (int j = i + 1; j < n; ++j) if (v[j] < v[best]) best = j; long long t = v[i]; v[i] = v[best]; v[best] = t; } }',
    'selectSort(a);',
  ],
  ['', 'multiset<long long> ms(a.begin(), a.end()); a.assign(ms.begin(), ms.end());'],
  [
    'void insertion(vector<long long>& v) { for (int i = 1; i < (int)v.size(); i++) { long long key = v[i]; int j = i - 1; while (j >= 0 && v[j] > key) { v[j + 1] = v[j]; j--; } v[j + 1] = key; } }',
    'insertion(a);',
  ],
];
const CPP_PRINT = [
  'cout << s << "\\n" << m << "\\n" << e << "\\n"; for (size_t i = 0; i < a.size(); i++) cout << a[i] << (i + 1 == a.size() ? "\\n" : " ");',
  'printf("%lld\\n%lld\\n%d\\n", s, m, e); for (int i = 0; i < (int)a.size(); ++i) { if (i) printf(" "); printf("%lld", a[i]); } printf("\\n");',
  'std::ostringstream out; out << s << endl << m << endl << e << endl; for (auto v : a) out << v << " "; cout << out.str() << endl;',
];

const PY_READ = [
  'n = int(input())\na = list(map(int, input().split()))',
  'import sys\ndata = sys.stdin.read().split()\nn = int(data[0])\na = [int(x) for x in data[1:n + 1]]',
  'n = int(input())\na = []\nfor tok in input().split():\n    a.append(int(tok))',
  'first, *rest = open(0).read().split()\na = list(map(int, rest[:int(first)]))',
];
const PY_SUM: [string, string][] = [
  ['', 's = sum(a)'],
  ['', 's = 0\nfor v in a:\n    s += v'],
  [
    'def total(values):\n    t = 0\n    i = 0\n    while i < len(values):\n        t = t + values[i]\n        i += 1\n    return t',
    's = total(a)',
  ],
  ['', 'from functools import reduce\ns = reduce(lambda x, y: x + y, a, 0)'],
];
const PY_MAX: [string, string][] = [
  ['', 'm = max(a)'],
  ['', 'm = a[0]\nfor v in a[1:]:\n    if v > m:\n        m = v'],
  [
    'def biggest(values):\n    best = None\n    for v in values:\n        if best is None or v > best:\n            best = v\n    return best',
    'm = biggest(a)',
  ],
  ['', 'm = sorted(a)[-1]'],
];
const PY_EVEN: [string, string][] = [
  ['', 'e = sum(1 for v in a if v % 2 == 0)'],
  ['', 'e = len([v for v in a if not v & 1])'],
  ['def is_even(v):\n    return v % 2 == 0', 'e = 0\nfor v in a:\n    if is_even(v):\n        e += 1'],
  ['', 'e = 0\nidx = 0\nwhile idx < len(a):\n    e += 1 if a[idx] % 2 == 0 else 0\n    idx += 1'],
];
const PY_SORT: [string, string][] = [
  ['', 'a.sort()'],
  ['', 'a = sorted(a)'],
  [
    'def bubble(v):\n    for i in range(len(v)):\n        for j in range(len(v) - 1 - i):\n            if v[j] > v[j + 1]:\n                v[j], v[j + 1] = v[j + 1], v[j]',
    'bubble(a)',
  ],
  [
    'def merge_sort(v):\n    if len(v) <= 1:\n        return v\n    mid = len(v) // 2\n    left, right = merge_sort(v[:mid]), merge_sort(v[mid:])\n    res = []\n    while left and right:\n        res.append(left.pop(0) if left[0] <= right[0] else right.pop(0))\n    return res + left + right',
    'a = merge_sort(a)',
  ],
  [
    'def insertion(v):\n    for i in range(1, len(v)):\n        key = v[i]\n        j = i - 1\n        while j >= 0 and v[j] > key:\n            v[j + 1] = v[j]\n            j -= 1\n        v[j + 1] = key',
    'insertion(a)',
  ],
];
const PY_PRINT = [
  'print(s)\nprint(m)\nprint(e)\nprint(*a)',
  'print("\\n".join([str(s), str(m), str(e), " ".join(map(str, a))]))',
  'print(f"{s}\\n{m}\\n{e}")\nprint(" ".join(str(v) for v in a))',
  'out = [s, m, e]\nfor line in out:\n    print(line)\nprint(" ".join(map(str, a)))',
];

function assemble(r: Rand, read: string, steps: [string, string][][], print: string): Program {
  const chosen = shuffle(
    r,
    steps.map((options) => pick(r, options)),
  );
  return {
    helpers: chosen.map(([h]) => h).filter(Boolean),
    main: [read, ...chosen.map(([, m]) => m), print],
  };
}

function cppProgram(r: Rand): Program {
  return assemble(r, pick(r, CPP_READ), [CPP_SUM, CPP_MAX, CPP_EVEN, CPP_SORT], pick(r, CPP_PRINT));
}
function pyProgram(r: Rand): Program {
  return assemble(r, pick(r, PY_READ), [PY_SUM, PY_MAX, PY_EVEN, PY_SORT], pick(r, PY_PRINT));
}

const indent = (code: string, by: string) =>
  code
    .split('\n')
    .map((l) => by + l)
    .join('\n');

function renderCpp(p: Program): string {
  const head = '#include <bits/stdc++.h>\nusing namespace std;\n\n';
  const helpers = p.helpers.map((h) => `${h}\n\n`).join('');
  return `${head}${helpers}int main() {\n${p.main.map((m) => indent(m, '  ')).join('\n')}\n  return 0;\n}\n`;
}
function renderPy(p: Program, wrapMain: boolean): string {
  const helpers = p.helpers.map((h) => `${h}\n\n`).join('');
  if (!wrapMain) return `${helpers}${p.main.join('\n')}\n`;
  return `${helpers}def main():\n${p.main.map((m) => indent(m, '    ')).join('\n')}\n\nmain()\n`;
}

/**
 * Habits that differ between students writing on their own (and that a copier renaming variables
 * keeps): each independent solution takes each habit or not.
 */
const HABITS: Record<'cpp' | 'python', [RegExp, string[]][]> = {
  cpp: [
    [/\b(\w) ?\+\+|\+\+ ?(\w)\b/g, ['$1$2 += 1', '$1$2 = $1$2 + 1', '++$1$2']],
    [/\(int\)(\w+)\.size\(\)/g, ['int($1.size())', 'static_cast<int>($1.size())', '(signed)$1.size()']],
    [
      /int main\(\) \{/g,
      [
        'int main() {\n  ios::sync_with_stdio(false);\n  cin.tie(nullptr);',
        'int main(void) {',
        'signed main() {\n  cin.tie(0);',
      ],
    ],
    [/return 0;\n\}/g, ['}', 'return EXIT_SUCCESS;\n}']],
    [
      /#include <bits\/stdc\+\+\.h>/g,
      [
        '#include <iostream>\n#include <vector>\n#include <algorithm>\n#include <numeric>\n#include <climits>\n#include <set>\n#include <sstream>',
        '#include <bits/stdc++.h>\n#define ll long long',
      ],
    ],
    [/ % 2 == 0/g, [' % 2 != 1', ' % 2 < 1', ' % 2 == 0 ? true : false']],
  ],
  python: [
    [/ % 2 == 0/g, [' % 2 < 1', ' & 1 == 0', ' % 2 in (0,)']],
    [/ \+= 1$/gm, [' -= -1']],
    [/^main\(\)$/gm, ['if __name__ == "__main__":\n    main()']],
    [/range\(len\((\w+)\)\)/g, ['range(0, len($1))', 'range(len($1) - 0)']],
    [
      /^/,
      [
        'import sys\ninput = sys.stdin.readline\n',
        'import sys\nsys.setrecursionlimit(10000)\n',
        '#!/usr/bin/env python3\n',
      ],
    ],
    [/print\((\w)\)/g, ['print($1, end="\\n")', 'sys.stdout.write(str($1) + "\\n")']],
  ],
};

function withHabits(r: Rand, source: string, family: 'cpp' | 'python'): string {
  let out = source;
  for (const [pattern, options] of HABITS[family]) if (r() < 0.6) out = out.replace(pattern, pick(r, options));
  return out;
}

const NAMES = ['arr', 'nums', 'xs', 'data_', 'vals', 'lst', 'q', 'z', 'tmp', 'cnt', 'res', 'acc', 'w', 'y'];
/** A disguised copy: names changed, helpers reordered, comments added, layout changed. */
function disguise(r: Rand, source: string, family: 'cpp' | 'python'): string {
  let out = source;
  for (const [from, to] of [
    ['a', pick(r, NAMES)],
    ['s', `${pick(r, NAMES)}Sum`],
    ['m', `${pick(r, NAMES)}Max`],
    ['e', `${pick(r, NAMES)}Ev`],
  ] as const)
    if (r() < 0.8) out = out.replace(new RegExp(`\\b${from}\\b`, 'g'), to);
  const comment = family === 'cpp' ? '//' : '#';
  const lines = out
    .split('\n')
    .map((line) =>
      r() < 0.15 && line.trim() !== ''
        ? `${line}  ${comment} ${pick(r, ['step', 'ok', 'check this', 'done', 'why?'])}`
        : line,
    );
  if (family === 'cpp' && r() < 0.5) return lines.join('\n').replace(/\{ /g, '{\n    ');
  return `${comment} my solution\n${lines.join('\n')}`;
}

/**
 * `perFamily` submissions in each language: `independent` solutions and copies of the first
 * `copied` of them (1–4 copies each) until the count is reached.
 */
export function makeCorpus(perFamily = 250, independent = 180, copied = 30, seed = 26): CorpusDoc[] {
  const r = rng(seed);
  const docs: CorpusDoc[] = [];
  for (const family of ['cpp', 'python'] as const) {
    const originals: { program: Program; wrap: boolean; habits: number }[] = [];
    for (let i = 0; i < independent; i++)
      originals.push({
        program: family === 'cpp' ? cppProgram(r) : pyProgram(r),
        wrap: r() < 0.5,
        // The same habits for every rendering of one solution: a copy keeps its original's.
        habits: Math.floor(r() * 2 ** 31),
      });
    const render = (o: (typeof originals)[number], reorder: boolean) => {
      const { helpers, main } = o.program;
      // A reordered copy moves the helpers and the independent steps between reading and printing.
      const program = reorder
        ? { helpers: shuffle(r, [...helpers]), main: [main[0]!, ...shuffle(r, main.slice(1, -1)), main.at(-1)!] }
        : o.program;
      return withHabits(rng(o.habits), family === 'cpp' ? renderCpp(program) : renderPy(program, o.wrap), family);
    };
    originals.forEach((o, i) => {
      docs.push({ id: `${family}-${i}`, family, source: render(o, false), origin: `${family}-${i}` });
    });
    for (let c = 0; docs.filter((d) => d.family === family).length < perFamily; c++) {
      const of = c % copied;
      docs.push({
        id: `${family}-${of}-copy${c}`,
        family,
        source: disguise(r, render(originals[of]!, true), family),
        origin: `${family}-${of}`,
      });
    }
  }
  return docs;
}
