/**
 * Hostile programs aimed at the judge's own reads: a file-IO output that is a link to the answer
 * or to /etc/shadow, a directory, a FIFO, a hard link, a file still growing; the same through a
 * special judge, an interactor and an online test run. The judge runs as root: it must never
 * follow what the program left in its work dir.
 */
import { describe, expect, test } from 'bun:test';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { JudgeStatus } from '../../src/contract/judge-status.ts';
import { A_PLUS_B, judgeEnv, problem, submit, testData, testRun } from './judge-env.ts';
import { HOSTILE_OUTPUTS, runHostileOutputs } from '../../judge/hostile-outputs.ts';

const e = await judgeEnv();
const fixture = (name: string) => readFileSync(join(import.meta.dir, '../fixtures/judge', name), 'utf8');
const { ACCEPTED: AC, WRONG_ANSWER: WA, RUNTIME_ERROR: RE } = JudgeStatus;
const FILE_IO = { fileIo: { input: 'data.in', output: 'data.out' } };
const ONE = A_PLUS_B.slice(0, 1);
const C_HEAD =
  '#define _GNU_SOURCE\n#include <stdio.h>\n#include <stdlib.h>\n#include <unistd.h>\n#include <fcntl.h>\n#include <sys/stat.h>\n';
const c = (body: string) => `${C_HEAD}int main(void){${body}return 0;}\n`;
const SHADOW_LINE = /^root:/m;

/** The host path of a problem's first answer file, which a student could guess. */
const answerPath = (pid: number) => join(e.root, 'data', String(pid), '1.out');

async function judgeFileIo(body: (pid: number) => string, extra = {}) {
  const p = problem({ ...FILE_IO, ...extra });
  testData(e, p, ONE);
  const r = await submit(e, 'C', c(body(p.id)), p);
  const cases = e.host.records.get(r.id)!.cases;
  return { status: r.status, message: cases[0]?.message ?? '', userOutput: cases[0]?.userOutput ?? '' };
}

describe('file-IO output the program left behind', () => {
  test('a symbolic link to the answer file is Wrong Answer, not followed', async () => {
    const r = await judgeFileIo((pid) => `symlink(${JSON.stringify(answerPath(pid))}, "data.out");`);
    expect(r.status).toBe(WA);
    expect(r.message).toContain('symbolic link');
  });

  test('a symbolic link to /etc/shadow shows nothing of it', async () => {
    const r = await judgeFileIo(() => 'symlink("/etc/shadow", "data.out");');
    expect(r.status).toBe(WA);
    expect(r.userOutput).not.toMatch(SHADOW_LINE);
    expect(r.message).toContain('symbolic link');
  });

  test('a directory in place of the output is Wrong Answer', async () => {
    const r = await judgeFileIo(() => 'mkdir("data.out", 0755);');
    expect(r.status).toBe(WA);
    expect(r.message).toContain('not a regular file');
  });

  test('a FIFO in place of the output is Wrong Answer and does not block the judge', async () => {
    const r = await judgeFileIo(() => 'mkfifo("data.out", 0666);');
    expect(r.status).toBe(WA);
  });

  test('a hard link to the answer cannot be made', async () => {
    const r = await judgeFileIo(
      (pid) => `if (link(${JSON.stringify(answerPath(pid))}, "data.out") == 0) puts("linked");`,
    );
    expect(r.status).toBe(WA);
  });

  test('a file still written by a left-behind process is judged as it was when the run ended', async () => {
    const r = await judgeFileIo(
      () =>
        'FILE *f = fopen("data.out", "w"); fputs("3\\n", f); fflush(f);' +
        'if (fork() == 0) { for (;;) { fputs("garbage garbage garbage\\n", f); fflush(f); } }' +
        'usleep(20000);',
    );
    expect([WA, RE] as number[]).toContain(r.status);
  });

  test('the right answer written to the file is still Accepted', async () => {
    const r = await judgeFileIo(
      () =>
        'int a,b; FILE *in = fopen("data.in","r"); fscanf(in,"%d %d",&a,&b); FILE *o = fopen("data.out","w"); fprintf(o,"%d\\n",a+b); fclose(o);',
    );
    expect(r.status).toBe(AC);
  });
});

describe('what a special judge and an interactor read', () => {
  const checker = () => ({ judgeMode: 'spj' as const, checker: { language: 'C++17', code: fixture('checker.cpp') } });

  test('a special judge never reads the answer through a link in the output', async () => {
    // Inside the checker's sandbox the test data sits at /data.
    const r = await judgeFileIo(() => 'symlink("/data/1.out", "data.out");', checker());
    expect(r.status).toBe(WA);
  });

  test('a special judge never reads a link to /etc/shadow', async () => {
    const r = await judgeFileIo(() => 'symlink("/etc/shadow", "data.out");', checker());
    expect(r.status).toBe(WA);
    expect(r.userOutput).not.toMatch(SHADOW_LINE);
  });

  test("an interactive program cannot reach the interactor's test data", async () => {
    const p = problem({
      timeLimitMs: 1000,
      judgeMode: 'interactive',
      checker: { language: 'C++17', code: fixture('interactor.cpp') },
    });
    testData(e, p, ONE);
    const r = await submit(
      e,
      'C',
      c(
        'char b[64]={0}; int fd=open("/data/1.out",O_RDONLY); if(fd<0) fd=open("/answer/1.out",O_RDONLY); if(fd>=0){read(fd,b,63); printf("%s",b);} fflush(stdout);',
      ),
      p,
    );
    expect(r.status).not.toBe(AC);
  });
});

describe('online test runs', () => {
  test('a file-IO output linked to /etc/shadow is refused and shows nothing of it', async () => {
    const p = problem(FILE_IO);
    const r = await testRun(e, 'C', c('symlink("/etc/shadow", "data.out");'), p, '1 2\n', '3\n');
    expect(r.stdout).not.toMatch(SHADOW_LINE);
    expect(r.status).toBe(WA);
    expect(r.errorMessage ?? '').toContain('symbolic link');
  });

  test('a file-IO output that is a directory is refused', async () => {
    const p = problem(FILE_IO);
    const r = await testRun(e, 'C', c('mkdir("data.out", 0755);'), p, '1 2\n');
    expect(r.status).toBe(WA);
    expect(r.errorMessage ?? '').toContain('not a regular file');
  });
});

describe("the self-test's hostile outputs", () => {
  test('each is refused or read as empty, never followed', async () => {
    const outcomes = await runHostileOutputs(e.ctx.sandbox, join(e.root, 'selftest'));
    expect(outcomes.map((o) => o.name)).toEqual(HOSTILE_OUTPUTS.map((c) => c.name));
    expect(outcomes.filter((o) => !o.behaved)).toEqual([]);
  });
});
