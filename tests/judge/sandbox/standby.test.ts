/**
 * Standby sandboxes: runs in the same slot share namespaces, so each run must find nothing of
 * the one before it (files, IPC objects, processes), and what a program can change on the
 * launcher through its uid must not reach the next run.
 */
import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { lstatSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { createSandbox } from '../../../judge/sandbox/index.ts';
import type { RunResult, Sandbox } from '../../../judge/sandbox/types.ts';
import { assertClean, compileAll, LIMITS, openFds, removeSpecFiles, specFor } from './helpers.ts';
import { PROGRAMS } from './programs.ts';

const H = `${PROGRAMS.hello.source.slice(0, PROGRAMS.hello.source.indexOf('int main'))}#include <sys/ipc.h>
#include <sys/shm.h>
#include <sys/sem.h>
#include <sys/msg.h>
#include <sys/stat.h>
#include <sys/resource.h>
#include <mqueue.h>
#include <errno.h>
`;

const SOURCES = {
  /** Leaves everything it can: files, a locked directory, IPC objects, a daemon. */
  leaver: {
    source: `${H}int main(){
  FILE *f = fopen("/tmp/left.txt", "w"); fputs("secret", f); fclose(f);
  mkdir("/tmp/dir", 0700); mkdir("/tmp/dir/sub", 0700); fclose(fopen("/tmp/dir/sub/x", "w")); chmod("/tmp/dir", 0);
  f = fopen("/dev/shm/left", "w"); fputs("secret", f); fclose(f);
  f = fopen("/w/mine.txt", "w"); fputs("mine", f); fclose(f);
  if (shmget(IPC_PRIVATE, 4096, IPC_CREAT | 0600) < 0) return 3;
  if (semget(1234, 1, IPC_CREAT | 0) < 0) return 4;
  if (msgget(IPC_PRIVATE, IPC_CREAT | 0600) < 0) return 5;
  if (mq_open("/left", O_CREAT | O_RDWR, 0600, 0) == (mqd_t)-1) return 6;
  if (fork() == 0) { setsid(); if (fork() == 0) { for (;;) pause(); } _exit(0); }
  puts("left"); return 0; }`,
    libs: ['-lrt'],
  },
  /** Prints what it finds of earlier runs. */
  snoop: {
    source: `${H}#include <dirent.h>
static void list(const char *dir){ DIR *d = opendir(dir); struct dirent *e; if(!d){ if(errno != ENOENT) printf("%s unreadable\\n", dir); return; }
  while((e = readdir(d))) if(e->d_name[0] != '.') printf("%s/%s\\n", dir, e->d_name); closedir(d); }
static void ipc(const char *file){ FILE *f = fopen(file, "r"); char line[512]; int n = 0; if(!f) return;
  while(fgets(line, sizeof line, f)) if(n++ > 0) printf("%s %s", file, line); fclose(f); }
int main(){ list("/tmp"); list("/dev/shm"); list("/dev/mqueue"); list("/w");
  ipc("/proc/sysvipc/shm"); ipc("/proc/sysvipc/sem"); ipc("/proc/sysvipc/msg");
  DIR *d = opendir("/proc"); struct dirent *e; while((e = readdir(d))) { int pid = atoi(e->d_name);
    if(pid > 1 && pid != getpid()) printf("process %d\\n", pid); } closedir(d);
  printf("nice %d nofile %ld\\n", getpriority(PRIO_PROCESS, 0), (long)sysconf(_SC_OPEN_MAX));
  int fd = open("/proc/1/mem", O_RDONLY); if(fd >= 0) puts("launcher memory readable");
  fd = open("/proc/1/environ", O_RDONLY); if(fd >= 0) puts("launcher environ readable");
  return 0; }`,
  },
  /** Changes what the launcher's uid allows on pid 1, and signals it. */
  tamper: {
    source: `${H}int main(){ struct rlimit r = { 16, 16 };
  setpriority(PRIO_PROCESS, 1, 19); prlimit(1, RLIMIT_NOFILE, &r, 0); kill(1, SIGKILL); kill(-1, SIGKILL); puts("done"); return 0; }`,
  },
  /** Leaves a /tmp tree deeper than the launcher descends: it cannot empty /tmp. */
  deep: {
    source: `${H}int main(){ if (chdir("/tmp")) return 3;
  for (int i = 0; i < 80; i++) { if (mkdir("d", 0700) || chdir("d")) return 4; }
  fclose(fopen("bottom", "w")); puts("deep"); return 0; }`,
  },
  hello: PROGRAMS.hello,
};

let sandbox: Sandbox;
let bin: string;

beforeAll(async () => {
  sandbox = await createSandbox({ slots: 1 });
  bin = await compileAll(SOURCES);
  // A set of mounts gets its standby on its second run.
  for (let i = 0; i < 2; i++) await run('snoop');
});
afterAll(async () => {
  await sandbox.close();
  rmSync(bin, { recursive: true, force: true });
});

async function run(name: keyof typeof SOURCES): Promise<{ result: RunResult; out: string }> {
  const spec = specFor(bin, name);
  writeFileSync(join(spec.workDir, 'in'), 'x\n');
  const result = await sandbox.run({ ...spec, stdinFile: join(spec.workDir, 'in') });
  const out = readFileSync(spec.stdoutFile, 'utf8');
  removeSpecFiles(spec);
  return { result, out };
}

const launchers = () => sandbox.info().standbyPids ?? [];
/** What the snoop prints when it finds nothing of earlier runs: its own stdin file, its own limits. */
const NOTHING_LEFT = `/w/in\nnice 0 nofile ${LIMITS.openFiles}\n`;

describe('standby sandbox', () => {
  test('runs go to the standby: its processes stay between runs and nothing else does', async () => {
    const before = launchers();
    expect(before.length).toBe(2);
    const fds = openFds(sandbox);
    expect((await run('hello')).result).toMatchObject({ status: 'exited', exitCode: 0 });
    expect(launchers()).toEqual(before);
    expect(await assertClean(sandbox, fds)).toEqual([]);
  });

  test('the next run sees no file, IPC object or process of the run before', async () => {
    const before = launchers();
    const left = await run('leaver');
    expect([left.result.status, left.result.exitCode, left.out]).toEqual(['exited', 0, 'left\n']);
    const snoop = await run('snoop');
    expect(launchers()).toEqual(before);
    expect(snoop.out).toBe(NOTHING_LEFT);
  });

  test('a run that renices, limits or signals the launcher does not reach the next run', async () => {
    const before = launchers();
    const tamper = await run('tamper');
    expect(tamper.out).toBe('done\n');
    // The launcher finds the change before the next run and gives up its standby: that run goes
    // to a one-shot bwrap, the one after it to a new standby.
    const next = await run('snoop');
    expect(next.result).toMatchObject({ status: 'exited', exitCode: 0 });
    expect(next.out).toContain(`nice 0 nofile ${LIMITS.openFiles}\n`);
    expect(next.out).not.toContain('process');
    const after = await run('snoop');
    expect(after.out).toBe(NOTHING_LEFT);
    expect(launchers()).toHaveLength(2);
    expect(launchers()).not.toEqual(before);
    expect(await assertClean(sandbox, openFds(sandbox))).toEqual([]);
  });

  test('a run that leaves what the launcher cannot remove keeps its answer, and its standby takes no other run', async () => {
    const before = launchers();
    const deep = await run('deep');
    expect([deep.result.status, deep.result.exitCode, deep.out]).toEqual(['exited', 0, 'deep\n']);
    // The launcher gives up: the next run goes to a one-shot bwrap, the one after it to a new standby.
    for (let i = 0; i < 2; i++) expect((await run('snoop')).out).toBe(NOTHING_LEFT);
    expect(launchers()).toHaveLength(2);
    expect(launchers()).not.toEqual(before);
    expect(await assertClean(sandbox, openFds(sandbox))).toEqual([]);
  });

  test("the run's work dir is its own: files the program wrote come back to it", async () => {
    const spec = specFor(bin, 'leaver');
    const result = await sandbox.run(spec);
    const mine = readFileSync(join(spec.workDir, 'mine.txt'), 'utf8');
    removeSpecFiles(spec);
    expect([result.status, mine]).toEqual(['exited', 'mine']);
    expect((await run('snoop')).out).toBe(NOTHING_LEFT);
  });

  test('a work dir reached through a symlink is used in place', async () => {
    const spec = specFor(bin, 'leaver');
    const link = `${spec.workDir}-link`;
    symlinkSync(spec.workDir, link);
    const result = await sandbox.run({ ...spec, workDir: link });
    const mine = readFileSync(join(spec.workDir, 'mine.txt'), 'utf8');
    const stillLink = lstatSync(link).isSymbolicLink();
    rmSync(link);
    removeSpecFiles(spec);
    expect([result.status, mine, stillLink]).toEqual(['exited', 'mine', true]);
    expect((await run('snoop')).out).toBe(NOTHING_LEFT);
  });

  test('a process that only runs programs waits for each run and exits by itself afterwards', async () => {
    const script = Bun.spawn(['bun', join(import.meta.dir, 'standby-script.ts')], { stdout: 'pipe', stderr: 'pipe' });
    const [out, code] = await Promise.all([new Response(script.stdout).text(), script.exited]);
    expect([code, out]).toEqual([
      0,
      'exited 7 standby false\nexited 7 standby true\nexited 7 standby true\nquick runs 20\n',
    ]);
  });
});
