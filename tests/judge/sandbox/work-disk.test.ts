/**
 * The slot's work tmpfs keeps its size from one run to the next when it would not change: a run
 * whose files do not fit in what the last run left must still be copied in whole, and a run with a
 * smaller quota than the last one must get only its own.
 */
import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { RunResult, Sandbox } from '../../../judge/sandbox/types.ts';
import { MB, removeSpecFiles, specFor, openWithPrograms, closeWithPrograms } from './helpers.ts';
import { PROGRAMS } from './programs.ts';

const H = PROGRAMS.hello.source.slice(0, PROGRAMS.hello.source.indexOf('int main'));
const SOURCES = {
  /** Prints the size of /w/big (-1 when absent), then writes argv[1] bytes to /w/out. */
  writer: {
    source: `${H}#include <sys/stat.h>
int main(int argc, char **argv){ struct stat st; printf("big %ld\\n", stat("/w/big", &st) ? -1L : (long)st.st_size); fflush(stdout);
  long n = atol(argv[1]); FILE *f = fopen("/w/out", "w"); if (!f) return 3; static char b[65536];
  for (long i = 0; i < n; i += sizeof b) if (fwrite(b, 1, n - i < (long)sizeof b ? n - i : sizeof b, f) == 0) return 4;
  return fclose(f) == 0 ? 0 : 5; }`,
  },
  /** Whether the program owns /w, and whether others may write to it. */
  owner: {
    source: `${H}#include <sys/stat.h>
int main(){ struct stat st; if (stat("/w", &st)) return 3;
  printf("own %d group-write %d others-write %d\\n", st.st_uid == getuid(), !!(st.st_mode & 020), !!(st.st_mode & 02)); return 0; }`,
  },
};

let sandbox: Sandbox;
let bin: string;

beforeAll(async () => {
  ({ sandbox, bin } = await openWithPrograms({ slots: 1 }, SOURCES));
});
afterAll(() => closeWithPrograms(sandbox, bin));

async function write(bytes: number, diskBytes: number, bigBytes = 0): Promise<{ result: RunResult; out: string }> {
  const spec = specFor(bin, 'writer', { limits: { diskBytes, outputBytes: 64 * MB, memoryBytes: 256 * MB } });
  spec.argv.push(String(bytes));
  if (bigBytes > 0) writeFileSync(join(spec.workDir, 'big'), Buffer.alloc(bigBytes, 1));
  const result = await sandbox.run(spec);
  const out = readFileSync(spec.stdoutFile, 'utf8');
  removeSpecFiles(spec);
  return { result, out };
}

describe('work tmpfs kept at its size', () => {
  test('files larger than what the last run left are copied in whole', async () => {
    for (let i = 0; i < 2; i++) expect((await write(0, 1 * MB)).result.status).toBe('exited');
    const big = await write(512 * 1024, 1 * MB, 8 * MB);
    expect([big.result.status, big.out]).toEqual(['exited', `big ${8 * MB}\n`]);
  });

  test('each run gets its own quota, smaller or larger than the last one’s', async () => {
    expect((await write(24 * MB, 32 * MB)).result.status).toBe('exited');
    expect((await write(2 * MB, 1 * MB)).result.status).toBe('output_limit');
    expect((await write(2 * MB, 1 * MB)).result.status).toBe('output_limit');
    expect((await write(24 * MB, 32 * MB)).result.status).toBe('exited');
  });

  test('the run’s copy of its work dir is the run user’s own: no one else may write to it', async () => {
    const spec = specFor(bin, 'owner');
    const result = await sandbox.run(spec);
    const out = readFileSync(spec.stdoutFile, 'utf8');
    removeSpecFiles(spec);
    expect([result.status, out]).toEqual(['exited', 'own 1 group-write 0 others-write 0\n']);
  });

  test('a work dir that does not exist is named in the run’s error', async () => {
    const spec = specFor(bin, 'owner');
    const missing = join(spec.workDir, 'gone');
    const result = await sandbox.run({ ...spec, workDir: missing, argv: ['/bin/true'] });
    removeSpecFiles(spec);
    expect([result.status, result.error]).toEqual(['internal', `${missing} does not exist`]);
  });
});
