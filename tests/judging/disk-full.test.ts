// A real server whose data directory's disk fills up while it judges: it does not exit, a request
// that needs space fails with the storage's message (both languages), the dashboard and the log
// say the storage is full, and once space is freed the verdicts judged meanwhile are stored
// (each submission judged once, not again).
import { afterAll, expect, test } from 'bun:test';
import { Database } from 'bun:sqlite';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { api, judgeDirElsewhere, Leftovers, mountSmallDisk, seedSite, startServer, until } from './full-disk.ts';

const CASES = 12;
const SUBMISSIONS = 3;
/** Right, and burns some CPU per case, so a submission is still being judged when the disk fills. */
const PROGRAM = `#include <stdio.h>
int main(void){long long a,b;volatile unsigned long i,x=0;for(i=0;i<80000000UL;i++)x+=i;
scanf("%lld%lld",&a,&b);printf("%lld\\n",a+b);return 0;}`;

const disk = mountSmallDisk(32);
const left = new Leftovers(disk);
afterAll(() => left.dispose());

interface Row {
  submit_id: number;
  status: number;
  judge_attempt: number;
}
const FINAL = (s: number) => s !== 5 && s !== 6 && s !== 7;

test.skipIf(typeof disk === 'string')(
  `a full disk while judging: no exit, the storage's message, verdicts stored once space is back${typeof disk === 'string' ? ` (skipped: ${disk})` : ''}`,
  async () => {
    if (typeof disk === 'string') return;
    // Only the database and the files are on the small disk; the judge's scratch is elsewhere.
    const outside = await judgeDirElsewhere(disk.dir, 'judge');
    left.add(() => rmSync(outside, { recursive: true, force: true }));
    const admin = await seedSite(disk.dir, 'F1', CASES, 1);

    const server = await startServer(disk.dir, 2);
    left.servers.push(server);
    const { base } = server;
    const login = await api(base, '/login', { json: { username: admin.username, password: admin.password } });
    const token = login.token!;
    const submit = (code: string, lang = 'en-US') =>
      api(base, '/submit-problem-judge', { token, lang, json: { pid: 'F1', language: 'C', code, cid: 0 } });
    for (let i = 0; i < SUBMISSIONS; i++) expect((await submit(PROGRAM)).env.status).toBe(200);

    const db = new Database(join(disk.dir, 'verdict.db'), { readonly: true });
    left.add(() => db.close());
    const rows = () =>
      db.query('select submit_id, status, judge_attempt from submissions order by submit_id').all() as Row[];
    await until(() => (rows().some((r) => r.status === 7) ? true : undefined), 'a submission being judged', server);
    disk.fill();

    // A request that needs space: one failed request naming the full storage, in both languages.
    const big = `${PROGRAM}\n/*${'x'.repeat(60_000)}*/`;
    const refused = await submit(big);
    expect([refused.res.status, refused.env.msg]).toEqual([507, expect.stringContaining("server's storage is full")]);
    const refusedZh = await submit(big, 'zh-CN');
    expect([refusedZh.res.status, refusedZh.env.msg]).toEqual([507, expect.stringContaining('存储空间已满')]);
    await server.waitLog(/"msg":"the server's storage is full"/);
    // An upload is refused by name too (the reserve's or the storage's message), never as a server error.
    const image = new Uint8Array(64 * 1024);
    image.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    const form = new FormData();
    form.append('image', new File([image], 'picture.png'));
    const uploaded = await fetch(`${base}/api/file/upload-md-img`, {
      method: 'POST',
      headers: { Authorization: token, 'Accept-Language': 'en-US' },
      body: form,
    });
    const upEnv = (await uploaded.json()) as { msg: string };
    expect([413, 507]).toContain(uploaded.status);
    expect(upEnv.msg).toMatch(/disk free|storage is full/);

    // The dashboard says so, and that the judge waits with what it judged kept.
    const info = async () => (await api(base, '/admin/config/get-judge-service-info', { token })).env.data;
    const full = await info();
    expect(full.storage.fullSince).toEqual(expect.any(Number));
    // The submission being judged ends: its verdict is kept (or was stored before the disk filled).
    await until(
      async () =>
        (await info()).storage.keptVerdicts > 0 || !rows().some((r) => r.status === 6 || r.status === 7)
          ? true
          : undefined,
      'the verdict judged on the full disk',
      server,
    );
    expect(server.proc.exitCode).toBeNull();

    disk.free();
    const done = await until(
      () => {
        const r = rows();
        return r.every((x) => FINAL(x.status)) ? r : undefined;
      },
      'every verdict stored',
      server,
    );
    // Every submission right, each judged once: a verdict judged on the full disk was kept, not judged again.
    const once = done.every((r) => r.status === 0 && r.judge_attempt === 1);
    if (!once)
      throw new Error(`not every submission Accepted on its first attempt: ${JSON.stringify(done)}\n${server.log()}`);
    expect(done).toHaveLength(SUBMISSIONS);
    await until(
      async () => ((await info()).storage.fullSince === null ? true : undefined),
      'the dashboard to say the storage has room',
      server,
    );
    expect(server.proc.exitCode).toBeNull();
    server.proc.kill('SIGTERM');
    expect(await server.proc.exited).toBe(0);
  },
  240_000,
);
