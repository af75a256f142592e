/**
 * Checker conventions of other judges, judged the way those judges judge them. Verdict runs every
 * checker as `checker <input> <user_output> <answer>` and reads testlib's exit codes
 * (judge/checkers/verdict.ts). A checker written for another convention is imported with a small
 * C prelude put in front of its own source: before the checker's main runs, the prelude starts
 * the same program again with the argument order (and files) its convention expects, waits for
 * it, and turns its result (exit code, score file, printed score) into testlib's exit code and
 * text. The checker's own code is left as it is (`#line 1` keeps its compile errors' lines).
 *
 * | convention | the checker is called as                         | its result                                   |
 * |------------|--------------------------------------------------|----------------------------------------------|
 * | testlib    | input output answer                              | exit 0/1/2/3/7 (as is)                       |
 * | hustoj     | input answer output                              | exit 0 accepted, anything else wrong answer  |
 * | qduoj      | input output                                     | exit 0 accepted, 1 wrong answer, else failure|
 * | lemon      | input output answer 100 score-file message-file  | score (of 100) in the score file             |
 * | syzoj      | no arguments; files input, user_out, answer, code| score 0–100 on stdout, message on stderr     |
 * | kattis     | input answer feedback_dir, stdin the output      | exit 42 accepted, 43 wrong answer            |
 *
 * Kattis interactors (`kattis-interactive`) keep the pipes as stdin/stdout.
 */
import { Errors } from '../errors.ts';

export const CONVENTIONS = ['testlib', 'hustoj', 'qduoj', 'lemon', 'syzoj', 'kattis', 'kattis-interactive'] as const;
export type CheckerConvention = (typeof CONVENTIONS)[number];

/** What a package's checker type becomes: one of our comparisons, or a checker program. */
export type CheckerChoice = { kind: 'compare'; exact: boolean } | { kind: 'program'; convention: CheckerConvention };

const HYDRO_TYPES: Record<string, CheckerChoice> = {
  '': { kind: 'compare', exact: false },
  default: { kind: 'compare', exact: false },
  strict: { kind: 'compare', exact: true },
  testlib: { kind: 'program', convention: 'testlib' },
  hustoj: { kind: 'program', convention: 'hustoj' },
  qduoj: { kind: 'program', convention: 'qduoj' },
  lemon: { kind: 'program', convention: 'lemon' },
  syzoj: { kind: 'program', convention: 'syzoj' },
};

/** A Hydro `checker_type`; an unknown one is refused by name. */
export function hydroChecker(type: string, problem: string): CheckerChoice {
  const choice = HYDRO_TYPES[type.trim().toLowerCase()];
  if (!choice) throw Errors.CheckerTypeUnsupported(problem, type, Object.keys(HYDRO_TYPES).filter(Boolean).join(', '));
  return choice;
}

/** C or C++ (which standard) from a checker's file name; other languages are refused. */
export function checkerLanguageOf(file: string, problem: string): string {
  if (/\.c$/i.test(file)) return 'C';
  if (/\.(cc|cpp|cxx|c\+\+|hpp)$/i.test(file)) return 'C++17';
  throw Errors.CheckerLanguageUnsupported(problem, file);
}

const CONVENTION_NUMBER: Record<Exclude<CheckerConvention, 'testlib'>, number> = {
  hustoj: 1,
  qduoj: 2,
  lemon: 3,
  syzoj: 4,
  kattis: 5,
  'kattis-interactive': 6,
};

/** The checker's source, ready for Verdict's testlib convention. */
export function adaptChecker(code: string, convention: CheckerConvention): string {
  if (convention === 'testlib') return code;
  return `${prelude(CONVENTION_NUMBER[convention], convention)}#line 1\n${code}`;
}

function prelude(n: number, name: string): string {
  return `/* Verdict: this checker follows the ${name} convention; the code up to "#line 1" runs it that way and reports in testlib's. */
#ifndef _GNU_SOURCE
#define _GNU_SOURCE 1
#endif
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <fcntl.h>
#include <sys/wait.h>
#include <sys/stat.h>
#define VERDICT_CONVENTION ${n}
static void verdict_convention_run(int argc, char **argv, char **envp) __attribute__((constructor(101)));
static void verdict_convention_text(const char *path, char *buf, size_t size) {
  FILE *f = fopen(path, "r"); size_t n = 0;
  if (f) { n = fread(buf, 1, size - 1, f); fclose(f); }
  buf[n] = 0;
}
static void verdict_convention_end(int code, const char *lead, const char *detail) {
  fprintf(stderr, "%s%s%s\\n", lead, detail && detail[0] ? " " : "", detail ? detail : "");
  _exit(code);
}
static void verdict_convention_run(int argc, char **argv, char **envp) {
  char out[4096], err[4096], score[256], feedback[4096], full[] = "100";
  char sf[] = "verdict_score", mf[] = "verdict_message", fb[] = "verdict_feedback";
  char *args[8] = { argv[0], 0 };
  int status, code, fd;
  pid_t pid;
  (void)envp;
  if (getenv("VERDICT_CONVENTION_CHILD")) return;
  if (argc < 4) verdict_convention_end(3, "FAIL", "the checker needs input, output and answer files");
  if (VERDICT_CONVENTION == 1) { args[1] = argv[1]; args[2] = argv[3]; args[3] = argv[2]; }
  if (VERDICT_CONVENTION == 2) { args[1] = argv[1]; args[2] = argv[2]; }
  if (VERDICT_CONVENTION == 3) { args[1] = argv[1]; args[2] = argv[2]; args[3] = argv[3]; args[4] = full; args[5] = sf; args[6] = mf; }
  if (VERDICT_CONVENTION == 4) {
    if (symlink(argv[1], "input") || symlink(argv[2], "user_out") || symlink(argv[3], "answer")) verdict_convention_end(3, "FAIL", "cannot place the files");
    fd = open("code", O_WRONLY | O_CREAT | O_TRUNC, 0644); if (fd >= 0) close(fd);
  }
  if (VERDICT_CONVENTION >= 5) { mkdir(fb, 0755); args[1] = argv[1]; args[2] = argv[3]; args[3] = fb; }
  fflush(NULL);
  pid = fork();
  if (pid < 0) verdict_convention_end(3, "FAIL", "cannot start the checker");
  if (pid > 0 && VERDICT_CONVENTION == 6) { close(0); close(1); }
  if (pid == 0) {
    setenv("VERDICT_CONVENTION_CHILD", "1", 1);
    if (VERDICT_CONVENTION == 5) { fd = open(argv[2], O_RDONLY); if (fd < 0) _exit(120); dup2(fd, 0); close(fd); }
    if (VERDICT_CONVENTION != 6) { fd = open("verdict_stdout", O_WRONLY | O_CREAT | O_TRUNC, 0644); if (fd >= 0) { dup2(fd, 1); close(fd); } }
    fd = open("verdict_stderr", O_WRONLY | O_CREAT | O_TRUNC, 0644); if (fd >= 0) { dup2(fd, 2); close(fd); }
    execv("/proc/self/exe", args);
    execv(argv[0], args);
    _exit(121);
  }
  while (waitpid(pid, &status, 0) < 0) {}
  verdict_convention_text("verdict_stdout", out, sizeof out);
  verdict_convention_text("verdict_stderr", err, sizeof err);
  if (!WIFEXITED(status)) verdict_convention_end(3, "FAIL", "the checker was killed by a signal");
  code = WEXITSTATUS(status);
  if (VERDICT_CONVENTION == 1) verdict_convention_end(code == 0 ? 0 : 1, code == 0 ? "ok" : "wrong answer", out[0] ? out : err);
  if (VERDICT_CONVENTION == 2) {
    if (code == 0) verdict_convention_end(0, "ok", out);
    if (code == 1) verdict_convention_end(1, "wrong answer", out);
    verdict_convention_end(3, "FAIL", "the checker failed");
  }
  if (VERDICT_CONVENTION == 3 || VERDICT_CONVENTION == 4) {
    double s;
    char lead[64];
    if (code != 0) verdict_convention_end(3, "FAIL", "the checker exited with a failure");
    if (VERDICT_CONVENTION == 3) { verdict_convention_text(sf, score, sizeof score); verdict_convention_text(mf, err, sizeof err); }
    else memcpy(score, out, sizeof score - 1), score[sizeof score - 1] = 0;
    if (sscanf(score, "%lf", &s) != 1) verdict_convention_end(3, "FAIL", "the checker gave no score");
    if (s >= 100) verdict_convention_end(0, "ok", err);
    if (s <= 0) verdict_convention_end(1, "wrong answer", err);
    snprintf(lead, sizeof lead, "points %.6f", s / 100);
    verdict_convention_end(7, lead, err);
  }
  verdict_convention_text("verdict_feedback/judgemessage.txt", feedback, sizeof feedback);
  if (code == 42) verdict_convention_end(0, "ok", feedback);
  if (code == 43) verdict_convention_end(1, "wrong answer", feedback);
  verdict_convention_end(3, "FAIL", "the validator exited with neither 42 nor 43");
}
`;
}
