/**
 * Every verdict of a language is exact: what the student wrote wrong is the student's verdict
 * (never a System Error), and what a language allows is judged. Through the real sandbox and
 * the real compilers: a Go package that is not main, Java's thread limit and heap limit, Java
 * sources in a package or with a public class of another name.
 */
import { describe, expect, test } from 'bun:test';
import { JudgeStatus, type JudgeStatusCode } from '../../src/contract/judge-status.ts';
import type { ProblemSpec } from '../../judge/host.ts';
import { A_PLUS_B, judgeEnv, problem, submit, testData, type CaseSpec } from './judge-env.ts';

const e = await judgeEnv();
const has = (id: string) => !!e.ctx.languages.get(id)?.available;
const { ACCEPTED: AC, MEMORY_LIMIT_EXCEEDED: MLE, RUNTIME_ERROR: RE, COMPILE_ERROR: CE } = JudgeStatus;
const ONE = A_PLUS_B.slice(0, 1);

/** A+B in Java, in class `name`, with `head` (a package line, imports) before it. */
const javaSum = (head: string, decl: string, extra = '') => `${head}
import java.util.Scanner;
${extra}
${decl} {
    public static void main(String[] args) {
        Scanner in = new Scanner(System.in);
        long a = in.nextLong(), b = in.nextLong();
        System.out.println(a + b);
    }
}
`;

interface Row {
  name: string;
  language: string;
  code: string;
  problem?: Partial<ProblemSpec>;
  cases?: CaseSpec[];
  status: JudgeStatusCode;
  /** A substring of the submission's error message (compile errors) or the first case's message. */
  message?: string;
  /** The memory shown, in KB. */
  memory?: number;
}

const rows: Row[] = [
  {
    name: 'a Go program whose package is not main is Compile Error saying so',
    language: 'Go',
    cases: ONE,
    code: 'package foo\n\nimport "fmt"\n\nfunc main() {\n\tvar a, b int64\n\tfmt.Scan(&a, &b)\n\tfmt.Println(a + b)\n}\n',
    status: CE,
    message: "the program's package must be main",
  },
  {
    name: 'a Go package that is not main and has no main function is Compile Error too',
    language: 'Go',
    cases: ONE,
    code: '// Package solution adds.\npackage solution\n\nfunc Add(a, b int) int { return a + b }\n',
    status: CE,
    message: "the program's package must be main",
  },
  {
    name: 'a Java thread bomb is Runtime Error, not Memory Limit',
    language: 'Java',
    cases: ONE,
    code: `public class Main { public static void main(String[] a) throws Exception {
  for (;;) { Thread t = new Thread(() -> { try { Thread.sleep(600000); } catch (InterruptedException e) {} }); t.setDaemon(true); t.start(); } } }\n`,
    status: RE,
    message: 'thread',
  },
  {
    name: 'a Java heap past the limit is Memory Limit Exceeded, shown at the limit',
    language: 'Java',
    cases: ONE,
    problem: { memoryLimitMb: 64 },
    code: `import java.util.*;
public class Main { public static void main(String[] a) { List<long[]> l = new ArrayList<>(); for (;;) l.add(new long[1 << 20]); } }\n`,
    status: MLE,
    memory: 2 * 64 * 1024,
  },
  {
    name: 'Java with `package foo;` and `public class Solution` is Accepted',
    language: 'Java',
    code: javaSum('package foo;', 'public class Solution'),
    status: AC,
  },
  {
    name: 'Java with a nested package and a public class Main is Accepted',
    language: 'Java',
    code: javaSum('package org.example.lab;', 'public final class Main'),
    status: AC,
  },
  {
    name: 'Java with a public class of another name and no package is Accepted',
    language: 'Java',
    code: javaSum('', 'public class AplusB'),
    status: AC,
  },
  {
    name: 'Java whose main class is not public, beside a public helper class, is Accepted',
    language: 'Java',
    code: javaSum(
      '/* package fake; public class Decoy */\npackage p;',
      'class Runner',
      'public class Helper { static String s = "package q; public class Q { public static void main(String[] x) {} }"; }\nclass Other {}',
    ),
    status: AC,
  },
  {
    name: 'Java in a package and a class named in Chinese is Accepted',
    language: 'Java',
    cases: ONE,
    code: javaSum('package 实验;', 'public class 解答'),
    status: AC,
  },
  {
    name: 'Java whose only class with main is not public is Accepted',
    language: 'Java',
    code: javaSum(
      '// package fake;\npackage p;',
      'class Runner',
      'class Helper { static String s = "public class Decoy {"; }',
    ),
    status: AC,
  },
];

describe('language verdicts', () => {
  for (const row of rows) {
    test.skipIf(!has(row.language))(row.name, async () => {
      const p = problem({ timeLimitMs: 2000, ...row.problem });
      testData(e, p, row.cases ?? A_PLUS_B);
      const r = await submit(e, row.language, row.code, p);
      const cases = e.host.records.get(r.id)!.cases;
      expect({ status: r.status, cases: cases.map((c) => c.status) }).toEqual({
        status: row.status,
        cases: row.status === CE ? [] : (row.cases ?? A_PLUS_B).map(() => row.status),
      });
      if (row.message) expect(row.status === CE ? r.errorMessage : cases[0]!.message).toContain(row.message);
      if (row.memory !== undefined) expect(cases[0]!.memory).toBe(row.memory);
    });
  }
});
