/**
 * Verdicts of the user's program, table-driven through the real sandbox: presentation error,
 * time (CPU and sleeping), memory, runtime errors, output limit, file IO, extra files, and
 * sources that try to read host files at compile time.
 */
import { describe, expect, test } from 'bun:test';
import { JudgeStatus, type JudgeStatusCode } from '../../src/contract/judge-status.ts';
import type { ProblemSpec } from '../../judge/host.ts';
import { A_PLUS_B, judgeEnv, problem, submit, testData, type CaseSpec } from './judge-env.ts';
import { HOSTILE_SOURCES, LEAK_PATTERN } from '../../judge/hostile-sources.ts';

const e = await judgeEnv();
const has = (id: string) => !!e.ctx.languages.get(id)?.available;
const {
  ACCEPTED: AC,
  WRONG_ANSWER: WA,
  PRESENTATION_ERROR: PE,
  TIME_LIMIT_EXCEEDED: TLE,
  MEMORY_LIMIT_EXCEEDED: MLE,
  RUNTIME_ERROR: RE,
  COMPILE_ERROR: CE,
} = JudgeStatus;

/** Limit verdicts need one case: each run waits for the limit. */
const ONE = A_PLUS_B.slice(0, 1);
const CPP_HEAD = '#include <bits/stdc++.h>\nusing namespace std;\n';

interface Row {
  name: string;
  language: string;
  code: string;
  problem?: Partial<ProblemSpec>;
  cases?: CaseSpec[];
  status: JudgeStatusCode;
  /** A substring the first case's message must contain. */
  message?: string;
}

const rows: Row[] = [
  {
    name: 'trailing space with exact comparison is Presentation Error',
    language: 'C++17',
    problem: { isRemoveEndBlank: false },
    code: `${CPP_HEAD}int main(){long long a,b;cin>>a>>b;cout<<a+b<<" \\n";}`,
    status: PE,
  },
  {
    name: 'trailing space with the default comparison is Accepted',
    language: 'C++17',
    code: `${CPP_HEAD}int main(){long long a,b;cin>>a>>b;cout<<a+b<<" \\r\\n\\n";}`,
    status: AC,
  },
  {
    name: 'a busy loop is Time Limit Exceeded',
    language: 'C++17',
    cases: ONE,
    problem: { timeLimitMs: 300 },
    code: `${CPP_HEAD}int main(){volatile unsigned long x=0;for(;;)x++;}`,
    status: TLE,
  },
  {
    name: 'sleeping is Time Limit Exceeded (wall clock)',
    language: 'C++17',
    cases: ONE,
    problem: { timeLimitMs: 200 },
    code: `${CPP_HEAD}#include <unistd.h>\nint main(){sleep(30);puts("3");}`,
    status: TLE,
  },
  {
    name: 'allocating past the limit is Memory Limit Exceeded',
    language: 'C++17',
    cases: ONE,
    problem: { memoryLimitMb: 32 },
    code: `${CPP_HEAD}int main(){vector<char> v(512u<<20,1);long long s=0;for(size_t i=0;i<v.size();i+=4096)s+=v[i];cout<<s;}`,
    status: MLE,
  },
  {
    name: 'a segmentation fault is Runtime Error',
    language: 'C++17',
    code: `${CPP_HEAD}int main(){volatile int *p=nullptr;*p=1;return 0;}`,
    status: RE,
    message: 'signal 11',
  },
  {
    name: 'a non-zero exit code is Runtime Error',
    language: 'C++17',
    code: `${CPP_HEAD}int main(){return 3;}`,
    status: RE,
    message: 'code 3',
  },
  {
    name: 'endless output is stopped by the output limit',
    language: 'C++17',
    cases: ONE,
    code: `${CPP_HEAD}int main(){string s(1<<16,'x');for(;;)fwrite(s.data(),1,s.size(),stdout);}`,
    status: RE,
    message: 'Output limit',
  },
  {
    name: 'deep recursion within the stack limit is Accepted',
    language: 'C++17',
    problem: { stackLimitMb: 256 },
    code: `${CPP_HEAD}long long f(long long n){volatile char pad[64];pad[0]=n;return n==0?0:f(n-1)+1+pad[0]*0;}\nint main(){long long a,b;cin>>a>>b;cout<<a+b-f(1000000)+1000000<<endl;}`,
    status: AC,
  },
  {
    name: 'an uncaught Java exception is Runtime Error',
    language: 'Java',
    code: 'public class Main { public static void main(String[] a) { throw new IllegalStateException("boom"); } }\n',
    status: RE,
  },
  { name: 'a Python exception is Runtime Error', language: 'Python3', code: 'raise ValueError("boom")\n', status: RE },
  {
    name: 'file IO: reading and writing the named files is Accepted',
    language: 'C++17',
    problem: { fileIo: { input: 'data.in', output: 'data.out' } },
    code: `${CPP_HEAD}int main(){ifstream in("data.in");ofstream out("data.out");long long a,b;in>>a>>b;out<<a+b<<endl;}`,
    status: AC,
  },
  {
    name: 'file IO: writing to stdout instead is Wrong Answer',
    language: 'C++17',
    problem: { fileIo: { input: 'data.in', output: 'data.out' } },
    code: `${CPP_HEAD}int main(){ifstream in("data.in");long long a,b;in>>a>>b;cout<<a+b<<endl;}`,
    status: WA,
  },
  {
    name: "the problem's user extra files are visible to the program",
    language: 'C++17',
    problem: { userExtraFiles: { 'add.h': 'inline long long add(long long a, long long b) { return a + b; }\n' } },
    code: `${CPP_HEAD}#include "add.h"\nint main(){long long a,b;cin>>a>>b;cout<<add(a,b)<<endl;}`,
    status: AC,
  },
  {
    name: 'a C program with 32-bit overflow is Wrong Answer',
    language: 'C',
    code: '#include <stdio.h>\nint main(void){int a,b;scanf("%d %d",&a,&b);printf("%d\\n",a+b);return 0;}\n',
    status: WA,
  },
];

describe('verdicts', () => {
  for (const row of rows) {
    test.skipIf(!has(row.language))(row.name, async () => {
      const p = problem(row.problem);
      testData(e, p, row.cases ?? A_PLUS_B);
      const r = await submit(e, row.language, row.code, p);
      const cases = e.host.records.get(r.id)!.cases;
      expect({ status: r.status, error: r.errorMessage }).toEqual({ status: row.status, error: undefined });
      if (row.message) expect(cases[0]!.message).toContain(row.message);
    });
  }

  test('time and memory shown for a time limit are clipped to the limits', async () => {
    const p = problem({ timeLimitMs: 300 });
    testData(e, p, A_PLUS_B.slice(0, 1));
    const r = await submit(e, 'C++17', `${CPP_HEAD}int main(){volatile unsigned long x=0;for(;;)x++;}`, p);
    expect({ status: r.status, time: r.time }).toEqual({ status: TLE, time: 300 });
    expect(r.memory).toBeLessThanOrEqual(256 * 1024);
  });

  test.skipIf(!has('Python3'))('languages other than C/C++ get twice the time limit', async () => {
    // A program that never ends reaches its limit however busy the machine is, and a limit verdict
    // shows the limit the run was held to: twice the problem's 400 ms for Python.
    const p = problem({ timeLimitMs: 400 });
    testData(e, p, ONE);
    const r = await submit(e, 'Python3', 'while True:\n    pass\n', p);
    expect({ status: r.status, time: r.time }).toEqual({ status: TLE, time: 800 });
  });
});

describe('hostile sources at compile time', () => {
  for (const { name, code, message } of HOSTILE_SOURCES) {
    test(`${name} is Compile Error without leaking anything`, async () => {
      const p = problem();
      testData(e, p, A_PLUS_B.slice(0, 1));
      const r = await submit(e, 'C++17', code, p);
      expect(r.status).toBe(CE);
      expect(r.errorMessage).not.toMatch(LEAK_PATTERN);
      if (message) expect(r.errorMessage).toMatch(message);
    });
  }
});
