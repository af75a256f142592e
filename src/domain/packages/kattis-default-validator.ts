/**
 * The Kattis default output validator, as a checker Verdict compiles at import: the output and
 * the answer are compared token by token, case-insensitively unless `case_sensitive`, ignoring
 * how much whitespace separates tokens unless `space_change_sensitive`; with a float tolerance
 * (`float_tolerance`, `float_absolute_tolerance`, `float_relative_tolerance`) a number of the
 * answer accepts any number within the absolute or the relative tolerance. It reports with
 * testlib's exit codes. Without flags a package needs no checker at all: our default comparison
 * is used, except that Kattis also ignores case, so the generated validator is used then too.
 */
import { Errors } from '../errors.ts';

export interface KattisFlags {
  caseSensitive: boolean;
  spaceSensitive: boolean;
  /** Negative: no tolerance of that kind. */
  absolute: number;
  relative: number;
}

/** Reads `validator_flags` (a string of words, or a list). Unknown flags are refused by name. */
export function kattisFlags(raw: unknown, problem: string): KattisFlags {
  const words = (Array.isArray(raw) ? raw.map(String) : typeof raw === 'string' ? raw.split(/\s+/) : []).filter(
    Boolean,
  );
  const flags: KattisFlags = { caseSensitive: false, spaceSensitive: false, absolute: -1, relative: -1 };
  for (let i = 0; i < words.length; i++) {
    const word = words[i]!;
    if (word === 'case_sensitive') flags.caseSensitive = true;
    else if (word === 'space_change_sensitive') flags.spaceSensitive = true;
    else if (['float_tolerance', 'float_absolute_tolerance', 'float_relative_tolerance'].includes(word)) {
      const value = Number(words[++i]);
      if (!Number.isFinite(value) || value < 0)
        throw Errors.CheckerTypeUnsupported(
          problem,
          `${word} ${words[i] ?? ''}`.trim(),
          'a non-negative number after a tolerance flag',
        );
      if (word !== 'float_relative_tolerance') flags.absolute = value;
      if (word !== 'float_absolute_tolerance') flags.relative = value;
    } else {
      throw Errors.CheckerTypeUnsupported(
        problem,
        `validator_flags ${word}`,
        'case_sensitive, space_change_sensitive, float_tolerance, float_absolute_tolerance, float_relative_tolerance',
      );
    }
  }
  return flags;
}

export function kattisDefaultValidator(f: KattisFlags): string {
  return `// Kattis default output validator (flags: ${
    [
      f.caseSensitive && 'case_sensitive',
      f.spaceSensitive && 'space_change_sensitive',
      f.absolute >= 0 && `absolute ${f.absolute}`,
      f.relative >= 0 && `relative ${f.relative}`,
    ]
      .filter(Boolean)
      .join(', ') || 'none'
  }).
#include <cctype>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>
static const bool CASE_SENSITIVE = ${f.caseSensitive}, SPACE_SENSITIVE = ${f.spaceSensitive};
static const double ABS_TOL = ${f.absolute}, REL_TOL = ${f.relative};
static std::string slurp(const char *path) {
  std::ifstream in(path, std::ios::binary); std::stringstream s; s << in.rdbuf(); return s.str();
}
static std::vector<std::string> tokens(const std::string &s) {
  std::vector<std::string> out; size_t i = 0;
  while (i < s.size()) {
    size_t j = i; bool space = std::isspace((unsigned char)s[i]);
    while (j < s.size() && (bool)std::isspace((unsigned char)s[j]) == space) j++;
    if (!space || SPACE_SENSITIVE) out.push_back(s.substr(i, j - i));
    i = j;
  }
  return out;
}
static bool number(const std::string &t, double &v) {
  if (t.empty() || std::isspace((unsigned char)t[0])) return false;
  char *end; v = std::strtod(t.c_str(), &end); return *end == 0 && std::isfinite(v);
}
static bool same(const std::string &a, const std::string &b) {
  if (a.size() != b.size()) return false;
  for (size_t i = 0; i < a.size(); i++) {
    if (CASE_SENSITIVE ? a[i] != b[i] : std::tolower((unsigned char)a[i]) != std::tolower((unsigned char)b[i])) return false;
  }
  return true;
}
static int wrong(const char *what, size_t n) { std::fprintf(stderr, "wrong answer %s (token %zu)\\n", what, n + 1); return 1; }
int main(int argc, char **argv) {
  if (argc < 4) { std::fprintf(stderr, "FAIL needs input, output and answer\\n"); return 3; }
  std::vector<std::string> judge = tokens(slurp(argv[3])), user = tokens(slurp(argv[2]));
  for (size_t i = 0; i < judge.size(); i++) {
    if (i >= user.size()) return wrong("the output ends too early", i);
    double x, y;
    if ((ABS_TOL >= 0 || REL_TOL >= 0) && number(judge[i], x)) {
      if (!number(user[i], y)) return wrong("expected a number", i);
      double d = std::fabs(x - y);
      if (!(d <= ABS_TOL || d <= REL_TOL * std::fabs(x))) return wrong("the number is outside the tolerance", i);
    } else if (!same(judge[i], user[i])) {
      return wrong("the token differs", i);
    }
  }
  if (user.size() > judge.size()) return wrong("the output has more than the answer", judge.size());
  std::fprintf(stderr, "ok %zu tokens\\n", judge.size());
  return 0;
}
`;
}
