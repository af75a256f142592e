import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export const STARTER_DIR = join(import.meta.dir, '../../starter');
export const SET_FILE = join(STARTER_DIR, 'set.json');

/** The problem folders of starter/ (S001, S002 …) in order. */
export function problemIds(): string[] {
  return [...new Bun.Glob('S*/main.cpp').scanSync(STARTER_DIR)].map((p) => p.split('/')[0]!).sort();
}

/** Compiles each problem's reference solution with g++ into a scratch folder. */
export async function compileAll(ids: string[]): Promise<{ dir: string; binaryOf: (id: string) => string }> {
  const dir = mkdtempSync(join(tmpdir(), 'starter-'));
  const binaryOf = (id: string) => join(dir, id);
  for (const id of ids) {
    const proc = Bun.spawnSync(['g++', '-O2', '-std=c++17', '-o', binaryOf(id), join(STARTER_DIR, id, 'main.cpp')], {
      stderr: 'pipe',
    });
    if (proc.exitCode !== 0) throw new Error(`${id}/main.cpp does not compile:\n${proc.stderr.toString()}`);
  }
  return { dir, binaryOf };
}

/** Runs a compiled solution on one input; a crash or a non-zero exit is an error. */
export function runSolution(binary: string, input: string): string {
  const proc = Bun.spawnSync([binary], { stdin: Buffer.from(input), stdout: 'pipe', stderr: 'pipe' });
  if (proc.exitCode !== 0) throw new Error(`${binary} exited with ${proc.exitCode}: ${proc.stderr.toString()}`);
  return proc.stdout.toString();
}

export function removeScratch(dir: string): void {
  rmSync(dir, { recursive: true, force: true });
}
