// A judge that cannot start (the server restarted on a full disk) is tried again until it runs:
// meanwhile the server answers, submissions are accepted and wait, the submit answer and the
// dashboard say no judge runs and why; once space is freed the judge starts and judges them.
import { afterAll, expect, test } from 'bun:test';
import { Database } from 'bun:sqlite';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { api, judgeDirElsewhere, Leftovers, mountSmallDisk, seedSite, startServer, until } from './full-disk.ts';

const PROGRAM =
  '#include <stdio.h>\nint main(void){long long a,b;scanf("%lld%lld",&a,&b);printf("%lld\\n",a+b);return 0;}';
const MB = 1024 * 1024;
const RESERVE_MB = 8;

const disk = mountSmallDisk(48);
const left = new Leftovers(disk);
afterAll(() => left.dispose());

test.skipIf(typeof disk === 'string')(
  `a judge started on a full disk starts once space is freed${typeof disk === 'string' ? ` (skipped: ${disk})` : ''}`,
  async () => {
    if (typeof disk === 'string') return;
    // The judge's scratch is on the small disk; only the precompiled headers are elsewhere.
    const outside = await judgeDirElsewhere(disk.dir, 'cache');
    left.add(() => rmSync(outside, { recursive: true, force: true }));
    const admin = await seedSite(disk.dir, 'S1', 2, RESERVE_MB);

    // A server that ended without its clean stop (killed), then restarted on a disk full to the
    // last byte: the server runs, the judge does not.
    const crashed = await startServer(disk.dir, 1);
    left.servers.push(crashed);
    crashed.proc.kill('SIGKILL');
    await crashed.proc.exited;
    disk.fill();
    const server = await startServer(disk.dir, 1);
    left.servers.push(server);
    const { base } = server;
    await server.waitLog(/the judge could not start/);

    // Some room, less than the reserve: the site works, the judge still cannot start.
    disk.free();
    disk.fillTo((RESERVE_MB * MB) / 2);
    const login = await api(base, '/login', { json: { username: admin.username, password: admin.password } });
    expect(login.env.status).toBe(200);
    const token = login.token!;
    const submitted = await api(base, '/submit-problem-judge', {
      token,
      json: { pid: 'S1', language: 'C', code: PROGRAM, cid: 0 },
    });
    expect([submitted.env.status, submitted.env.data.status, submitted.env.data.judgeWaiting]).toEqual([
      200,
      5,
      'notRunning',
    ]);
    const info = async () => (await api(base, '/admin/config/get-judge-service-info', { token })).env.data;
    const off = await info();
    expect([off.running, off.startError, off.nextStartAt]).toEqual([
      false,
      expect.stringContaining('reserve'),
      expect.any(Number),
    ]);
    expect(off.storage.freeBytes).toBeLessThan(off.storage.reserveBytes);

    // Space freed: the judge starts by itself and judges what waited.
    disk.free();
    const db = new Database(join(disk.dir, 'verdict.db'), { readonly: true });
    left.add(() => db.close());
    const status = () =>
      (
        db.query('select status from submissions where submit_id = ?').get(submitted.env.data.submitId) as {
          status: number;
        }
      ).status;
    expect(await until(() => (status() === 0 ? 0 : undefined), 'the waiting submission judged', server)).toBe(0);
    const on = await info();
    expect([on.running, on.startError ?? null]).toEqual([true, null]);
    await server.waitLog(/the judge started after failed starts/);
    const again = await api(base, '/submit-problem-judge', {
      token,
      json: { pid: 'S1', language: 'C', code: PROGRAM, cid: 0 },
    });
    expect(again.env.data.judgeWaiting).toBeNull();

    expect(server.proc.exitCode).toBeNull();
    server.proc.kill('SIGTERM');
    expect(await server.proc.exited).toBe(0);
  },
  240_000,
);
