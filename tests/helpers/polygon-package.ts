import { MINI_TESTLIB, TESTLIB_WITHIN_ONE } from './testlib-sources.ts';
import { zip } from './zip.ts';

/**
 * A Polygon package for "sum within one": statement sections, a sample, four tests in points
 * groups, and a testlib checker that brings its own testlib.h. `overrides` replace or (null) drop files.
 */

// Test 1 is the sample (group 0, each test, no points); tests 2–3 are group 1 (complete group, 60
// points); test 4 is group 2 (each test, 40 points).
export const POLYGON_PROBLEM_XML = `<?xml version="1.0" encoding="utf-8" standalone="no"?>
<problem revision="7" short-name="sum-within-one" url="https://polygon.codeforces.com/p/x/sum-within-one">
  <names>
    <name language="english" value="Sum Within One"/>
    <name language="chinese" value="差一之和"/>
  </names>
  <statements>
    <statement charset="UTF-8" language="english" mathjax="true" path="statements/english/problem.tex" type="application/x-tex"/>
  </statements>
  <judging cpu-name="Intel" cpu-speed="3600" input-file="" output-file="">
    <testset name="tests">
      <time-limit>2000</time-limit>
      <memory-limit>268435456</memory-limit>
      <test-count>4</test-count>
      <input-path-pattern>tests/%02d</input-path-pattern>
      <answer-path-pattern>tests/%02d.a</answer-path-pattern>
      <tests>
        <test method="manual" sample="true" group="0" points="0"/>
        <test method="manual" group="1" points="30"/>
        <test cmd="gen 7" method="generated" group="1" points="30"/>
        <test method="manual" group="2" points="40"/>
      </tests>
      <groups>
        <group feedback-policy="complete" name="0" points="0" points-policy="each-test"/>
        <group feedback-policy="icpc" name="1" points="60" points-policy="complete-group"/>
        <group feedback-policy="icpc" name="2" points="40" points-policy="each-test"/>
      </groups>
    </testset>
  </judging>
  <files>
    <resources>
      <file path="files/olymp.sty"/>
      <file path="files/problem.tex"/>
      <file path="files/testlib.h" type="h.g++"/>
    </resources>
  </files>
  <assets>
    <checker name="check.cpp" type="testlib">
      <source path="files/check.cpp" type="cpp.g++17"/>
      <copy path="check.cpp"/>
    </checker>
  </assets>
  <tags><tag value="math"/><tag value="implementation"/></tags>
</problem>
`;

export function polygonPackage(overrides: Record<string, string | Uint8Array | null> = {}) {
  const files: Record<string, string | Uint8Array | null> = {
    'sum-within-one-7$linux/problem.xml': POLYGON_PROBLEM_XML,
    'sum-within-one-7$linux/files/testlib.h': MINI_TESTLIB,
    'sum-within-one-7$linux/files/check.cpp': TESTLIB_WITHIN_ONE,
    'sum-within-one-7$linux/files/olymp.sty': '% style\n',
    'sum-within-one-7$linux/files/problem.tex': '% template\n',
    'sum-within-one-7$linux/statement-sections/english/legend.tex':
      'Given $a$ and $b$, print their \\textbf{sum} --- or anything \\emph{one} away from it.\n\n% a comment\nSecond paragraph.\n',
    'sum-within-one-7$linux/statement-sections/english/input.tex': 'Two integers $a$ and $b$ ($|a|, |b| \\le 10^9$).\n',
    'sum-within-one-7$linux/statement-sections/english/output.tex': 'One integer.\n',
    'sum-within-one-7$linux/statement-sections/english/notes.tex':
      '\\begin{itemize}\n\\item Any of $2$, $3$, $4$ is right for the sample.\n\\end{itemize}\n',
    'sum-within-one-7$linux/statement-sections/english/example.01': '1 2\n',
    'sum-within-one-7$linux/statement-sections/english/example.01.a': '3\n',
    'sum-within-one-7$linux/statements/english/problem.tex':
      '\\begin{problem}{Sum Within One}{standard input}{standard output}{2 seconds}{256 megabytes}\nunused\n\\end{problem}\n',
    'sum-within-one-7$linux/tests/01': '1 2\n',
    'sum-within-one-7$linux/tests/01.a': '3\n',
    'sum-within-one-7$linux/tests/02': '10 20\n',
    'sum-within-one-7$linux/tests/02.a': '30\n',
    'sum-within-one-7$linux/tests/03': '100 -7\n',
    'sum-within-one-7$linux/tests/03.a': '93\n',
    'sum-within-one-7$linux/tests/04': '5 5\n',
    'sum-within-one-7$linux/tests/04.a': '10\n',
    ...overrides,
  };
  return zip(
    Object.fromEntries(Object.entries(files).filter((e): e is [string, string | Uint8Array] => e[1] !== null)),
  );
}
