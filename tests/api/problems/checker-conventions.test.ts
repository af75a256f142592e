import { afterAll, beforeAll, describe, expect, setDefaultTimeout, test } from 'bun:test';
import { call } from '../../helpers/app.ts';
import { createUserAndLogin } from '../../helpers/factories.ts';
import { upload, zip } from './helpers.ts';
import {
  adminProblem,
  judge,
  judgingSetup,
  stopJudging,
  MINI_TESTLIB,
  SUM_CASES,
  sumPlus,
  TESTLIB_WITHIN_ONE,
} from './package-fixtures.ts';

// Real sandbox and compilers: checkers are compiled at import, submissions judged by the real judge.
setDefaultTimeout(180_000);

const s = await judgingSetup();
afterAll(() => stopJudging(s));

// Every checker accepts a + b within one and checks that it got the files in its own order: the
// answer file must hold the sum, so a swapped order turns the accepted program's answer into a failure.
const CHECKERS: Record<string, { file: string; code: string }> = {
  hustoj: {
    file: 'chk.c',
    code: `#include <stdio.h>
#include <stdlib.h>
int main(int argc, char **argv) {
  FILE *in = fopen(argv[1], "r"), *ans = fopen(argv[2], "r"), *out = fopen(argv[3], "r");
  long long a, b, e, u;
  if (fscanf(in, "%lld %lld", &a, &b) != 2 || fscanf(ans, "%lld", &e) != 1 || e != a + b) return 5;
  if (fscanf(out, "%lld", &u) != 1) return 1;
  printf("read %lld", u);
  return llabs(u - e) <= 1 ? 0 : 1;
}
`,
  },
  qduoj: {
    file: 'chk.cpp',
    code: `#include <cstdio>
#include <cstdlib>
int main(int argc, char **argv) {
  if (argc != 3) return 255;
  FILE *in = std::fopen(argv[1], "r"), *out = std::fopen(argv[2], "r");
  long long a, b, u;
  if (std::fscanf(in, "%lld %lld", &a, &b) != 2) return 255;
  if (std::fscanf(out, "%lld", &u) != 1) return 1;
  return std::llabs(u - a - b) <= 1 ? 0 : 1;
}
`,
  },
  // 100 within one, 40 at two away, else 0.
  lemon: {
    file: 'chk.cpp',
    code: `#include <cstdio>
#include <cstdlib>
int main(int argc, char **argv) {
  FILE *in = std::fopen(argv[1], "r"), *out = std::fopen(argv[2], "r"), *ans = std::fopen(argv[3], "r");
  int full = std::atoi(argv[4]);
  FILE *score = std::fopen(argv[5], "w"), *msg = std::fopen(argv[6], "w");
  long long a, b, e, u = 1LL << 60;
  if (std::fscanf(in, "%lld %lld", &a, &b) != 2 || std::fscanf(ans, "%lld", &e) != 1 || e != a + b) return 1;
  std::fscanf(out, "%lld", &u);
  long long d = std::llabs(u - e);
  std::fprintf(score, "%d", d <= 1 ? full : d == 2 ? full * 40 / 100 : 0);
  std::fprintf(msg, "off by %lld", d);
}
`,
  },
  syzoj: {
    file: 'chk.cpp',
    code: `#include <cstdio>
#include <cstdlib>
#include <iostream>
#include <fstream>
int main() {
  std::ifstream in("input"), out("user_out"), ans("answer"), code("code");
  long long a, b, e, u = 1LL << 60;
  if (!(in >> a >> b) || !(ans >> e) || e != a + b || !code) return 1;
  out >> u;
  long long d = std::llabs(u - e);
  std::cout << (d <= 1 ? 100 : d == 2 ? 40 : 0);
  std::cerr << "off by " << d;
}
`,
  },
  testlib: { file: 'chk.cpp', code: TESTLIB_WITHIN_ONE },
};

function hydroProblem(dir: string, checkerType: string, checker: { file: string; code: string }, extra = '') {
  const files: Record<string, string> = {
    [`${dir}/problem.yaml`]: `pid: ${dir}\ntitle: Sum within one (${checkerType})\n`,
    [`${dir}/problem.md`]: 'Print a + b, give or take one.\n',
    [`${dir}/testdata/config.yaml`]: `type: default\nchecker_type: ${checkerType}\nchecker: ${checker.file}\ntime: 1s\nmemory: 128m\n${extra}`,
    [`${dir}/testdata/${checker.file}`]: checker.code,
  };
  SUM_CASES.forEach(([input, output], i) => {
    files[`${dir}/testdata/${i + 1}.in`] = input;
    files[`${dir}/testdata/${i + 1}.out`] = output;
  });
  return files;
}

describe('checker include files', () => {
  test('admins list, upload, replace and delete them; names, text and size are checked; others are refused', async () => {
    const list = async () => (await call(s.t.app, '/api/admin/checker-include', { headers: s.admin })).env;
    expect((await list()).data).toMatchObject({ files: [], testlib: false });
    const send = (name: string, bytes: Uint8Array | string, headers = s.admin) =>
      upload(
        s.t,
        '/api/file/upload-checker-include',
        headers,
        typeof bytes === 'string' ? new TextEncoder().encode(bytes) : bytes,
        {},
        name,
      );
    expect((await send('../testlib.h', 'x')).env.msg).toStartWith('An include file needs a plain file name');
    expect((await send('bad name.h', 'x')).env.msg).toStartWith('An include file needs a plain file name');
    expect((await send('blob.h', new Uint8Array([35, 0, 1, 2]))).env.msg).toBe(
      'The include file blob.h is not a UTF-8 text file',
    );
    expect((await send('big.h', 'x'.repeat(1024 * 1024 + 1))).env.msg).toBe(
      'The include file big.h is larger than 1 MB',
    );
    const problemAdmin = (await createUserAndLogin(s.t.deps, s.t.app, { role: 1008 })).headers;
    expect((await send('testlib.h', MINI_TESTLIB, problemAdmin)).status).toBe(403);
    expect((await call(s.t.app, '/api/admin/checker-include', { headers: s.user })).status).toBe(403);

    expect((await send('old.h', '// old\n')).env.data.files.map((f: { name: string }) => f.name)).toEqual(['old.h']);
    const stored = (await send('testlib.h', MINI_TESTLIB)).env.data;
    expect(stored.testlib).toBe(true);
    expect(stored.files.find((f: { name: string }) => f.name === 'testlib.h').size).toBe(
      new TextEncoder().encode(MINI_TESTLIB).length,
    );
    expect(
      (
        await call(s.t.app, '/api/admin/checker-include?name=old.h', { method: 'DELETE', headers: s.admin })
      ).env.data.files.map((f: { name: string }) => f.name),
    ).toEqual(['testlib.h']);
    expect(
      (await call(s.t.app, '/api/admin/checker-include?name=old.h', { method: 'DELETE', headers: s.admin })).env.msg,
    ).toBe('The include file old.h does not exist');
  });
});

describe('Hydro checker types are judged in their own conventions', () => {
  let ids: Record<string, number> = {};
  beforeAll(async () => {
    const files = Object.assign(
      {},
      ...Object.entries(CHECKERS).map(([type, checker]) =>
        hydroProblem(
          `H${type}`,
          type,
          checker,
          type === 'lemon'
            ? 'subtasks:\n  - score: 100\n    type: sum\n    cases:\n      - { input: 1.in, output: 1.out }\n      - { input: 2.in, output: 2.out }\n'
            : '',
        ),
      ),
    );
    const { env } = await upload(s.t, '/api/file/import-hydro-problem', s.admin, zip(files));
    expect(env.msg).toBe('success');
    ids = Object.fromEntries(
      (env.data as { id: number; problemId: string }[]).map((p) => [p.problemId.slice(1), p.id]),
    );
  });

  test.each(Object.keys(CHECKERS))('%s: an answer one away is accepted, a wrong one is not', async (type) => {
    const p = (await adminProblem(s, ids[type]!)).problem;
    expect([p.judgeMode, p.spjCompileOk]).toEqual(['spj', true]);
    expect((await judge(s, `H${type}`, sumPlus(1))).status).toBe(0);
    expect((await judge(s, `H${type}`, sumPlus(-1))).status).toBe(0);
    const wrong = await judge(s, `H${type}`, sumPlus(7));
    expect(wrong.status).toBe(-1);
  });

  test('lemon and syzoj scores become partial scores', async () => {
    const lemon = await judge(s, 'Hlemon', sumPlus(2));
    expect([lemon.status, lemon.score]).toEqual([8, 40]);
    const syzoj = await judge(s, 'Hsyzoj', sumPlus(2));
    expect(syzoj.status).toBe(-1);
  });

  test('an unknown checker type is refused by name, and so is a checker that is not C or C++', async () => {
    const magic = await upload(
      s.t,
      '/api/file/import-hydro-problem',
      s.admin,
      zip(hydroProblem('M1', 'magic', CHECKERS.hustoj!)),
    );
    expect(magic.env.msg).toBe(
      'Sum within one (magic): the checker type magic is not supported (supported: default, strict, testlib, hustoj, qduoj, lemon, syzoj)',
    );
    const python = await upload(
      s.t,
      '/api/file/import-hydro-problem',
      s.admin,
      zip(hydroProblem('M2', 'testlib', { file: 'chk.py', code: 'print(1)' })),
    );
    expect(python.env.msg).toBe('Sum within one (testlib): the checker chk.py is not written in C or C++');
  });

  test('a checker that does not compile is refused with the compiler text', async () => {
    const broken = await upload(
      s.t,
      '/api/file/import-hydro-problem',
      s.admin,
      zip(hydroProblem('M3', 'hustoj', { file: 'chk.c', code: 'int main( { nope' })),
    );
    expect(broken.env.msg).toStartWith('Compile Error: ');
    expect(broken.env.msg).toContain('error');
  });
});
