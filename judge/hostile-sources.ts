/**
 * Hostile sources caught at compile time: the compiler runs in the sandbox too, so a source that
 * includes host secrets or devices, or one whose compile never ends, is a Compile Error that
 * leaks nothing. Shared by `verdict judge-selftest` and the judge tests.
 */
import { join } from 'node:path';
import type { Sandbox } from './sandbox/types.ts';
import { compile } from './compile.ts';
import type { Language } from './languages/registry.ts';
import { makeSubDir, makeWorkDir, removeDir } from './workspace.ts';

/** Text that must never appear in a compile message: host secrets and the judge's environment. */
export const LEAK_PATTERN = /root:|\$y\$|\$6\$|VERDICT_|HOME=\/root/;

/** 2^28 tokens after preprocessing: the compiler runs out of memory at the compile limit. */
const PREPROCESSOR_BOMB = [
  '#define A0 x+',
  ...Array.from({ length: 28 }, (_, i) => `#define A${i + 1} A${i} A${i}`),
  'int main(){ int x = 0; return A28 0; }',
].join('\n');

/** About a second of constant evaluation for each of 50 variables: stopped at the compile CPU limit. */
const ENDLESS_CONSTEXPR = [
  'constexpr unsigned long long spin(unsigned long long seed) {',
  '  unsigned long long x = seed;',
  '  for (unsigned long long i = 0; i < 1000; ++i)',
  '    for (unsigned long long j = 0; j < 1000; ++j) x += i ^ j;',
  '  return x;',
  '}',
  ...Array.from({ length: 50 }, (_, i) => `constexpr unsigned long long v${i} = spin(${i});`),
  'int main() { return static_cast<int>(v49 & 1); }',
].join('\n');

export const HOSTILE_SOURCES: { name: string; why: string; code: string; message?: RegExp }[] = [
  {
    name: 'include_shadow',
    why: '#include "/etc/shadow": the file is not in the sandbox',
    code: '#include "/etc/shadow"\nint main(){}\n',
  },
  {
    name: 'include_random',
    why: '#include </dev/random>: refused, no endless read',
    code: '#include </dev/random>\nint main(){}\n',
  },
  {
    name: 'compile_memory_bomb',
    why: 'a preprocessor bomb: stopped at the compile memory limit',
    code: PREPROCESSOR_BOMB,
    message: /memory limit exceeded/,
  },
  {
    name: 'endless_compile',
    why: 'constant evaluation without end: stopped at the compile time limit',
    code: ENDLESS_CONSTEXPR,
    message: /time limit exceeded/,
  },
];

export interface HostileSourceOutcome {
  name: string;
  behaved: boolean;
  detail: string;
}

/** Compiles each hostile source with a C++ language; each must give Compile Error without a leak. */
export async function runHostileSources(
  sandbox: Sandbox,
  language: Language,
  workRoot: string,
  pchDir: string | null,
): Promise<HostileSourceOutcome[]> {
  const outcomes: HostileSourceOutcome[] = [];
  for (const source of HOSTILE_SOURCES) {
    const dir = makeWorkDir(workRoot, `hostile-${source.name}`);
    try {
      const result = await compile({
        sandbox,
        language,
        source: source.code,
        dir: makeSubDir(dir, 'build'),
        logDir: makeSubDir(dir, 'logs'),
        pchDir,
      });
      const leaked = LEAK_PATTERN.test(result.message);
      const behaved =
        !result.ok && result.status === -2 && !leaked && (!source.message || source.message.test(result.message));
      const first = result.message.split('\n').find((l) => l.trim()) ?? '';
      outcomes.push({
        name: source.name,
        behaved,
        detail: `${result.ok ? 'compiled' : result.status === -2 ? 'compile error' : 'system error'}${leaked ? ', LEAKED host data' : ''}: ${source.why} (${first.slice(0, 80)})`,
      });
    } finally {
      await removeDir(join(dir));
    }
  }
  return outcomes;
}
