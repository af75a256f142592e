// The disk fills while submissions compile (the judge's scratch is on the data directory's disk):
// a compile or run that fails for lack of space is no verdict of the program. Once space is freed
// every submission is judged right (again if need be), none ends as a System Error of the disk.
import { afterAll, expect, test } from 'bun:test';
import { Database } from 'bun:sqlite';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { api, judgeDirElsewhere, Leftovers, mountSmallDisk, seedSite, startServer, until } from './full-disk.ts';

const SUBMISSIONS = 3;
const PROGRAM = `#include <stdio.h>
int main(void){long long a,b;volatile unsigned long i,x=0;for(i=0;i<20000000UL;i++)x+=i;
scanf("%lld%lld",&a,&b);printf("%lld\\n",a+b);return 0;}`;

const disk = mountSmallDisk(48);
const left = new Leftovers(disk);
afterAll(() => left.dispose());

interface Row {
  submit_id: number;
  status: number;
  error_message: string | null;
}
const FINAL = (s: number) => s !== 5 && s !== 6 && s !== 7;

test.skipIf(typeof disk === 'string')(
  `a full disk while compiling is no verdict: judged right once space is back${typeof disk === 'string' ? ` (skipped: ${disk})` : ''}`,
  async () => {
    if (typeof disk === 'string') return;
    // Only the precompiled headers are elsewhere: compiles and runs write on the small disk.
    const outside = await judgeDirElsewhere(disk.dir, 'cache');
    left.add(() => rmSync(outside, { recursive: true, force: true }));
    const admin = await seedSite(disk.dir, 'C1', 3, 0);
    const server = await startServer(disk.dir, 2);
    left.servers.push(server);
    const token = (await api(server.base, '/login', { json: { username: admin.username, password: admin.password } }))
      .token!;
    for (let i = 0; i < SUBMISSIONS; i++) {
      expect(
        (
          await api(server.base, '/submit-problem-judge', {
            token,
            json: { pid: 'C1', language: 'C', code: PROGRAM, cid: 0 },
          })
        ).env.status,
      ).toBe(200);
    }

    const db = new Database(join(disk.dir, 'verdict.db'), { readonly: true });
    left.add(() => db.close());
    const rows = () =>
      db.query('select submit_id, status, error_message from submissions order by submit_id').all() as Row[];
    await until(() => (rows().some((r) => r.status === 6) ? true : undefined), 'a submission compiling', server);
    disk.fill();
    await server.waitLog(/the server's storage is full|the disk is full/);
    disk.free();

    const done = await until(
      () => {
        const r = rows();
        return r.every((x) => FINAL(x.status)) ? r : undefined;
      },
      'every submission judged',
      server,
    );
    expect(done.map((r) => [r.submit_id, r.status, r.error_message])).toEqual(done.map((r) => [r.submit_id, 0, null]));
    expect(server.proc.exitCode).toBeNull();
    server.proc.kill('SIGTERM');
    expect(await server.proc.exited).toBe(0);
  },
  300_000,
);
