/**
 * Special and interactive judges compiled from C++ in the sandbox (tests/fixtures/judge) and run
 * against real programs.
 */
import { describe, expect, test } from 'bun:test';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { JudgeStatus, type JudgeStatusCode } from '../../src/contract/judge-status.ts';
import { CheckerBuilder } from '../../judge/checkers/build.ts';
import { A_PLUS_B, judgeEnv, problem, submit, testData } from './judge-env.ts';

const e = await judgeEnv();
const fixture = (name: string) => readFileSync(join(import.meta.dir, '../fixtures/judge', name), 'utf8');
const {
  ACCEPTED: AC,
  WRONG_ANSWER: WA,
  PARTIAL_ACCEPTED: PAC,
  RUNTIME_ERROR: RE,
  TIME_LIMIT_EXCEEDED: TLE,
  SYSTEM_ERROR: SE,
} = JudgeStatus;
const HEAD = '#include <bits/stdc++.h>\nusing namespace std;\n';
const sumPlus = (k: number) => `${HEAD}int main(){long long a,b;cin>>a>>b;cout<<a+b+(${k})<<endl;}`;

describe('special judge', () => {
  const rows: Array<[string, string, 0 | 1, { status: JudgeStatusCode; score: number | null }]> = [
    ['the right answer is accepted', sumPlus(0), 1, { status: AC, score: 30 }],
    ['off by one earns half of each case (points 0.5)', sumPlus(1), 1, { status: PAC, score: 15 }],
    ['a wrong answer is rejected', sumPlus(5), 1, { status: WA, score: 0 }],
    ['no output is rejected', `${HEAD}int main(){}`, 1, { status: WA, score: 0 }],
    ['a partial answer in an ACM problem is wrong', sumPlus(-1), 0, { status: WA, score: null }],
  ];
  for (const [name, code, type, expected] of rows) {
    test(name, async () => {
      const p = problem({ type, judgeMode: 'spj', checker: { language: 'C++17', code: fixture('checker.cpp') } });
      testData(e, p, A_PLUS_B);
      const r = await submit(e, 'C++17', code, p);
      expect({ status: r.status, score: r.score }).toEqual(expected);
    });
  }

  test('the checker message is kept with the case', async () => {
    const p = problem({ judgeMode: 'spj', checker: { language: 'C++17', code: fixture('checker.cpp') } });
    testData(e, p, A_PLUS_B.slice(0, 1));
    const r = await submit(e, 'C++17', sumPlus(5), p);
    expect(e.host.records.get(r.id)!.cases[0]!.message).toContain('wrong answer expected 3, found 8');
  });

  test('a checker that does not compile makes a System Error', async () => {
    const p = problem({ judgeMode: 'spj', checker: { language: 'C++17', code: 'int main( {' } });
    testData(e, p, A_PLUS_B.slice(0, 1));
    const r = await submit(e, 'C++17', sumPlus(0), p);
    expect(r.status).toBe(SE);
    expect(r.errorMessage).toContain('checker compile failed');
  });
});

describe('site-wide include directory', () => {
  test('a checker includes a header the administrator put there', async () => {
    const includeDir = join(e.root, 'include');
    mkdirSync(includeDir, { mode: 0o755 });
    writeFileSync(
      join(includeDir, 'site_checker.h'),
      'static inline int site_ok(long long a, long long b) { return a == b; }\n',
    );
    const builder = new CheckerBuilder(
      e.ctx.sandbox,
      e.ctx.languages,
      join(e.root, 'site-checkers'),
      e.ctx.workRoot,
      includeDir,
    );
    const code =
      '#include <site_checker.h>\n#include <cstdio>\nint main(int c, char **v) { FILE *o = fopen(v[2], "r"), *a = fopen(v[3], "r");' +
      ' long long x = 0, y = 1; if (fscanf(o, "%lld", &x) != 1 || fscanf(a, "%lld", &y) != 1) return 1;' +
      ' if (site_ok(x, y)) { fputs("ok\\n", stderr); return 0; } fputs("wrong answer\\n", stderr); return 1; }\n';
    const built = await builder.build({ language: 'C++17', code });
    expect(built.ok).toBe(true);
    const without = await e.ctx.checkers.build({ language: 'C++17', code });
    expect(without.ok).toBe(false);
  });
});

describe('interactive judge', () => {
  const secrets = [
    { input: '1\n', output: '\n' },
    { input: '777777\n', output: '\n' },
    { input: '1000000\n', output: '\n' },
  ];
  const search = (maxQuestions: number) => `${HEAD}int main(){long long lo=1,hi=1000000;int asked=0;
    while(lo<hi && asked<${maxQuestions}){long long m=(lo+hi)/2;cout<<"? "<<m<<endl;string r;cin>>r;asked++;
      if(r=="=")  {lo=hi=m;break;} if(r=="<") lo=m+1; else hi=m-1;}
    cout<<"! "<<lo<<endl;}`;
  const rows: Array<[string, string, JudgeStatusCode]> = [
    ['binary search finds the secret', search(40), AC],
    ['giving up too early is Wrong Answer', search(3), WA],
    ['a crash is Runtime Error', `${HEAD}int main(){cout<<"? 5"<<endl;volatile int*p=nullptr;*p=1;}`, RE],
    ['waiting forever is Time Limit Exceeded', `${HEAD}int main(){string s;cin>>s;cout<<s<<endl;}`, TLE],
    // The interactor has rejected the guess and exited first: what the program does afterwards does not matter.
    ['a wrong guess, then spinning, is Wrong Answer', `${HEAD}int main(){cout<<"! 0"<<endl;for(;;);}`, WA],
    [
      'a wrong guess, then sleeping, is Wrong Answer',
      `${HEAD}#include <thread>\nint main(){cout<<"! 0"<<endl;this_thread::sleep_for(chrono::hours(1));}`,
      WA,
    ],
    [
      'a wrong guess, then crashing on the closed input, is Wrong Answer',
      `${HEAD}int main(){cout<<"! 0"<<endl;string s;cin>>s;if(s.empty())abort();}`,
      WA,
    ],
    [
      'a right guess, then spinning, is Time Limit Exceeded',
      `${HEAD}int main(){long long lo=1,hi=1000000;
      while(lo<hi){long long m=(lo+hi)/2;cout<<"? "<<m<<endl;string r;cin>>r;if(r=="="){lo=hi=m;break;}if(r=="<")lo=m+1;else hi=m-1;}
      cout<<"! "<<lo<<endl;for(;;);}`,
      TLE,
    ],
  ];
  for (const [name, code, status] of rows) {
    test(name, async () => {
      const p = problem({
        timeLimitMs: 500,
        judgeMode: 'interactive',
        checker: { language: 'C++17', code: fixture('interactor.cpp') },
      });
      testData(e, p, secrets);
      const r = await submit(e, 'C++17', code, p);
      expect(r.status).toBe(status);
    });
  }
});

describe('interactive judge: who ended first', () => {
  test('an interactor that crashes before the program ends is a System Error, whatever the program then does', async () => {
    const interactor = '#include <cstdio>\nint main(){volatile int *p = nullptr; *p = 1; return 0;}\n';
    const p = problem({ timeLimitMs: 500, judgeMode: 'interactive', checker: { language: 'C++17', code: interactor } });
    testData(e, p, [{ input: '1\n', output: '\n' }]);
    const r = await submit(e, 'C++17', `${HEAD}int main(){string s;for(;;){cin>>s;}}`, p);
    expect(r.status).toBe(SE);
    expect(r.errorMessage).toContain('interactor');
  });
});
