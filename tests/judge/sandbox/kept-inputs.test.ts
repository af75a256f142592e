/**
 * A slot keeps the last run's input files and links them into the next run's copy when they are
 * unchanged: nothing a run does to its inputs may reach the next run's, and a changed input (even
 * of the same size, or only its mode) must reach it.
 */
import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { chmodSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { RunResult, Sandbox } from '../../../judge/sandbox/types.ts';
import { closeWithPrograms, openWithPrograms, removeSpecFiles, specFor } from './helpers.ts';
import { PROGRAMS } from './programs.ts';

const H = `${PROGRAMS.hello.source.slice(0, PROGRAMS.hello.source.indexOf('int main'))}#include <sys/stat.h>
#include <utime.h>
`;

const SOURCES = {
  /** Does all it can to its input files, then replaces one and adds another. */
  spoiler: {
    source: `${H}static void spoil(const char *p){ FILE *f = fopen(p, "a"); if (f) { fputs("SPOILED", f); fclose(f); }
  if (truncate(p, 1) == 0) printf("%s truncated\\n", p); chmod(p, 0777); struct utimbuf t = { 1, 1 }; utime(p, &t);
  int fd = open(p, O_WRONLY); if (fd >= 0 && write(fd, "X", 1) == 1) printf("%s written\\n", p); }
int main(){ spoil("/w/data"); spoil("/w/open"); spoil("/w/sub/deep");
  unlink("/w/data"); FILE *f = fopen("/w/data", "w"); fputs("junk", f); fclose(f);
  f = fopen("/w/new", "w"); fputs("new", f); fclose(f); puts("spoiled"); return 0; }`,
  },
  /** Prints each input file's mode and bytes. */
  reader: {
    source: `${H}static void show(const char *p){ struct stat st; char b[64] = {0}; FILE *f = fopen(p, "r");
  if (stat(p, &st) || !f) { printf("%s missing\\n", p); return; } size_t n = fread(b, 1, sizeof b - 1, f); fclose(f); b[n] = 0;
  printf("%s %o %s\\n", p, (unsigned)(st.st_mode & 07777), b); }
int main(){ show("/w/data"); show("/w/open"); show("/w/sub/deep"); show("/w/new"); return 0; }`,
  },
};

let sandbox: Sandbox;
let bin: string;

beforeAll(async () => {
  ({ sandbox, bin } = await openWithPrograms({ slots: 1 }, SOURCES));
});
afterAll(() => closeWithPrograms(sandbox, bin));

/** A run of `name` in a new work dir holding data (0644), open (0666) and sub/deep (0644). */
async function run(
  name: keyof typeof SOURCES,
  files: { data?: string; dataMode?: number } = {},
): Promise<{ result: RunResult; out: string }> {
  const spec = specFor(bin, name, { stdinFile: '/dev/null' });
  writeFileSync(join(spec.workDir, 'data'), files.data ?? 'original');
  chmodSync(join(spec.workDir, 'data'), files.dataMode ?? 0o644);
  writeFileSync(join(spec.workDir, 'open'), 'shared');
  chmodSync(join(spec.workDir, 'open'), 0o666);
  mkdirSync(join(spec.workDir, 'sub'));
  writeFileSync(join(spec.workDir, 'sub', 'deep'), 'below');
  chmodSync(join(spec.workDir, 'sub', 'deep'), 0o644);
  const result = await sandbox.run(spec);
  const out = readFileSync(spec.stdoutFile, 'utf8');
  removeSpecFiles(spec);
  return { result, out };
}

const UNTOUCHED = '/w/data 644 original\n/w/open 666 shared\n/w/sub/deep 644 below\n/w/new missing\n';

describe('kept input files', () => {
  test('a run that writes to, truncates, changes or replaces its inputs does not change the next run’s', async () => {
    // The first run of a set goes to a one-shot bwrap, the next ones to the standby: both are spoiled.
    for (let i = 0; i < 3; i++) {
      expect((await run('reader')).out).toBe(UNTOUCHED);
      const spoiled = await run('spoiler');
      // Only the file others may write to is the program's to change (in its own copy).
      expect([spoiled.result.status, spoiled.out]).toEqual(['exited', '/w/open truncated\n/w/open written\nspoiled\n']);
      expect((await run('reader')).out).toBe(UNTOUCHED);
    }
  });

  test('an input whose bytes or mode changed reaches the next run, even at the same size', async () => {
    expect((await run('reader')).out).toBe(UNTOUCHED);
    expect((await run('reader', { data: 'ORIGINAL' })).out).toContain('/w/data 644 ORIGINAL\n');
    expect((await run('reader', { data: 'ORIGINAL', dataMode: 0o755 })).out).toContain('/w/data 755 ORIGINAL\n');
    expect((await run('reader')).out).toBe(UNTOUCHED);
  });
});
