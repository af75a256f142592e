/**
 * The judge collects every process it is left with: it is the subreaper of the sandboxes'
 * processes, so a standby closed by eviction, a one-shot bwrap's first process, a special judge's
 * or an interactor's sandbox all end as its children, and each must be reaped. Counted from
 * /proc: children of this process in state Z, and standby pids that are still there once closed.
 */
import { beforeEach, describe, expect, test } from 'bun:test';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { JudgeStatus } from '../../src/contract/judge-status.ts';
import { toolLimits } from '../../judge/exec.ts';
import { newZombieChildren, zombieChildren } from '../../judge/sandbox/zombies.ts';
import { ABUSE_CHECKS } from '../../judge/selftest-abuse.ts';
import { zombieCount } from '../../judge/selftest-zombies.ts';
import { A_PLUS_B, judgeEnv, problem, submit, testData } from './judge-env.ts';

const e = await judgeEnv();
const fixture = (name: string) => readFileSync(join(import.meta.dir, '../fixtures/judge', name), 'utf8');
const HEAD = '#include <bits/stdc++.h>\nusing namespace std;\n';
const seen = new Set<number>();
const remember = () => {
  for (const pid of e.ctx.sandbox.info().standbyPids ?? []) seen.add(pid);
};
/** Standby processes seen earlier that are closed now but still in /proc (alive or zombie). */
const leftBehind = () => {
  const current = new Set(e.ctx.sandbox.info().standbyPids ?? []);
  return [...seen].filter((pid) => !current.has(pid) && existsSync(`/proc/${pid}`));
};
/** Zombies already there when a test starts: left by other files of the same run (killed servers' orphans). */
let before: number[] = [];
beforeEach(() => {
  before = zombieChildren();
});

describe('zombie children of the judge', () => {
  test('standby sandboxes closed by eviction are reaped', async () => {
    // Each set of mounts gets its standby on its second run; a slot keeps three: seven sets evict.
    for (let set = 0; set < 7; set++) {
      const mounted = join(e.root, `mount-${set}`);
      mkdirSync(mounted, { mode: 0o755 });
      for (let i = 0; i < 2; i++) {
        const work = join(e.root, `evict-${set}-${i}`);
        mkdirSync(work, { mode: 0o777 });
        const r = await e.ctx.sandbox.run({
          argv: ['/bin/true'],
          workDir: work,
          mounts: [{ hostPath: mounted, sandboxPath: '/m' }],
          limits: toolLimits(1000, 3000, 64),
        });
        expect(r.status).toBe('exited');
        remember();
      }
    }
    expect(seen.size).toBeGreaterThan(6 * 2);
    expect({ left: leftBehind(), zombies: newZombieChildren(before) }).toEqual({ left: [], zombies: [] });
  });

  test('special-judge and interactive problems leave none', async () => {
    const spj = { language: 'C++17', code: fixture('checker.cpp') };
    const interactor = { language: 'C++17', code: fixture('interactor.cpp') };
    const search = `${HEAD}int main(){long long lo=1,hi=1000000;while(lo<hi){long long m=(lo+hi)/2;cout<<"? "<<m<<endl;
      string r;cin>>r;if(r=="="){lo=hi=m;break;}if(r=="<")lo=m+1;else hi=m-1;}cout<<"! "<<lo<<endl;}`;
    const secrets = [
      { input: '1\n', output: '\n' },
      { input: '777777\n', output: '\n' },
      { input: '1000000\n', output: '\n' },
    ];
    // Several problems of each kind: each has its own test data mounted, so standbys come and go.
    for (let round = 0; round < 4; round++) {
      const p = problem({ judgeMode: 'spj', checker: spj });
      testData(e, p, A_PLUS_B);
      const q = problem({ timeLimitMs: 1000, judgeMode: 'interactive', checker: interactor });
      testData(e, q, secrets);
      const [a, b] = await Promise.all([
        submit(e, 'C++17', `${HEAD}int main(){long long a,b;cin>>a>>b;cout<<a+b<<endl;}`, p),
        submit(e, 'C++17', search, q),
      ]);
      expect([a.status, b.status]).toEqual([JudgeStatus.ACCEPTED, JudgeStatus.ACCEPTED]);
      remember();
    }
    expect({ left: leftBehind(), zombies: newZombieChildren(before) }).toEqual({ left: [], zombies: [] });
  });

  test('the self-test counts them too ("zombie count")', async () => {
    expect(ABUSE_CHECKS).toContain(zombieCount);
    const outcome = await zombieCount({
      sandbox: e.ctx.sandbox,
      workRoot: e.ctx.workRoot,
      pchDir: join(e.root, 'pch'),
      languages: e.ctx.languages,
    });
    expect(outcome).toEqual({
      name: 'zombie count',
      behaved: true,
      detail: expect.stringContaining('no zombie children'),
    });
  });
});
