/** Checker and solution sources shared by the package import tests (API and end-to-end). */

/**
 * A small header with testlib's interface (registerTestlibCmd, inf/ouf/ans, quitf, quitp) and
 * its exit codes, for checkers "written with testlib" (the real testlib.h is not shipped here).
 */
export const MINI_TESTLIB = `#pragma once
#include <cstdio>
#include <cstdlib>
#include <cstdarg>
#include <string>
enum TResult { _ok = 0, _wa = 1, _pe = 2, _fail = 3, _points = 7 };
[[noreturn]] inline void quitf(TResult r, const char *fmt, ...) {
  const char *lead = r == _ok ? "ok " : r == _wa ? "wrong answer " : r == _pe ? "wrong output format " : "FAIL ";
  std::fputs(lead, stderr); va_list ap; va_start(ap, fmt); std::vfprintf(stderr, fmt, ap); va_end(ap);
  std::fputc('\\n', stderr); std::exit(r);
}
[[noreturn]] inline void quitp(double points, const char *msg) { std::fprintf(stderr, "points %.6f %s\\n", points, msg); std::exit(_points); }
struct InStream {
  FILE *f = nullptr; TResult bad = _pe;
  long long readLong() { long long x; if (!f || std::fscanf(f, "%lld", &x) != 1) quitf(bad, "expected an integer"); return x; }
};
inline InStream inf, ouf, ans;
inline void registerTestlibCmd(int argc, char **argv) {
  if (argc < 4) quitf(_fail, "checker needs 3 files");
  inf.f = std::fopen(argv[1], "r"); ouf.f = std::fopen(argv[2], "r"); ans.f = std::fopen(argv[3], "r");
  inf.bad = _fail; ans.bad = _fail;
}
inline void registerInteraction(int argc, char **argv) { registerTestlibCmd(argc, argv); ouf.f = stdin; }
`;

/** A testlib checker for A + B that accepts any answer within one of the sum (and checks the answer file is the sum). */
export const TESTLIB_WITHIN_ONE = `#include "testlib.h"
int main(int argc, char **argv) {
  registerTestlibCmd(argc, argv);
  long long a = inf.readLong(), b = inf.readLong(), e = ans.readLong(), u = ouf.readLong();
  if (e != a + b) quitf(_fail, "the answer file is not the sum");
  if (u < e - 1 || u > e + 1) quitf(_wa, "expected %lld, found %lld", e, u);
  quitf(_ok, "%lld is close enough", u);
}
`;

/** A C program printing a + b + k. */
export function sumPlus(k: number): string {
  return `#include <stdio.h>\nint main(){long long a,b;scanf("%lld%lld",&a,&b);printf("%lld\\n",a+b+(${k}));return 0;}\n`;
}
