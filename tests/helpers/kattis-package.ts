import { zip } from './zip.ts';

/**
 * A Kattis package of two problems: "sumone" (pass-fail, a custom output validator with its own
 * header) and "average" (scoring, default validator with a float tolerance, two groups).
 */

// A custom validator in the Kattis convention (input, answer, feedback dir; the output on stdin;
// exit 42 / 43) with a header of its own.
export const KATTIS_VALIDATOR_H = `#pragma once
#include <fstream>
#include <string>
static const int AC = 42, WA = 43;
inline int verdict(const std::string &dir, int code, const std::string &why) {
  std::ofstream(dir + "/judgemessage.txt") << why;
  return code;
}
`;
const VALIDATOR = `#include "validate.h"
#include <iostream>
int main(int argc, char **argv) {
  std::ifstream in(argv[1]), ans(argv[2]);
  long long a, b, e, u;
  in >> a >> b;
  ans >> e;
  if (e != a + b) return 1;
  if (!(std::cin >> u)) return verdict(argv[3], WA, "no number");
  return u >= e - 1 && u <= e + 1 ? verdict(argv[3], AC, "close enough") : verdict(argv[3], WA, "too far");
}
`;

const SUM_TEX = `\\problemname{Sum Within One}
Given two integers, print their sum, or a number \\emph{one} away.

\\section*{Input}
Two integers $a$ and $b$.

\\section*{Output}
One integer.
`;

export function kattisPackage(extra: Record<string, string | Uint8Array> = {}) {
  return zip({
    // A pass-fail problem with a custom validator.
    'sumone/problem.yaml': 'source: Verdict tests\nvalidation: custom\nlimits:\n  memory: 512\nkeywords: math easy\n',
    'sumone/.timelimit': '2\n',
    'sumone/problem_statement/problem.en.tex': SUM_TEX,
    'sumone/output_validators/sumcheck/validate.cpp': VALIDATOR,
    'sumone/output_validators/sumcheck/validate.h': KATTIS_VALIDATOR_H,
    'sumone/data/sample/1.in': '1 2\n',
    'sumone/data/sample/1.ans': '3\n',
    'sumone/data/secret/g1/a.in': '10 20\n',
    'sumone/data/secret/g1/a.ans': '30\n',
    'sumone/data/secret/g2/b.in': '100 -7\n',
    'sumone/data/secret/g2/b.ans': '93\n',
    // A scoring problem judged by the default validator with a float tolerance, in two groups.
    'average/problem.yaml':
      'name:\n  en: Average\n  zh: 平均数\ntype: scoring\nvalidator_flags: float_tolerance 1e-3\n',
    'average/problem_statement/problem.en.md':
      '# Average\n\nPrint the average of two numbers.\n\n## Input\n\nTwo numbers.\n\n## Output\n\nTheir average.\n',
    'average/data/sample/1.in': '1 2\n',
    'average/data/sample/1.ans': '1.5000\n',
    'average/data/secret/g1/testdata.yaml': 'accept_score: 30\ngrader_flags: min\n',
    'average/data/secret/g1/1.in': '1 4\n',
    'average/data/secret/g1/1.ans': '2.5000\n',
    'average/data/secret/g1/2.in': '3 4\n',
    'average/data/secret/g1/2.ans': '3.5000\n',
    'average/data/secret/g2/testdata.yaml': 'accept_score: 70\ngrader_flags: min\n',
    'average/data/secret/g2/1.in': '100 300\n',
    'average/data/secret/g2/1.ans': '200.0000\n',
    ...extra,
  });
}
