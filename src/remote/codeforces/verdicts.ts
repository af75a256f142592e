import { JudgeStatus, type JudgeStatusCode } from '../../contract/judge-status.ts';

/**
 * Codeforces' verdict names (the API's Submission.verdict, https://codeforces.com/apiHelp/objects)
 * as Verdict's statuses; the table follows HOJ's CodeForcesJudge. A run without a verdict, or
 * TESTING, is still being judged.
 */
export const CF_VERDICTS: Record<string, JudgeStatusCode> = {
  OK: JudgeStatus.ACCEPTED,
  PARTIAL: JudgeStatus.PARTIAL_ACCEPTED,
  COMPILATION_ERROR: JudgeStatus.COMPILE_ERROR,
  RUNTIME_ERROR: JudgeStatus.RUNTIME_ERROR,
  WRONG_ANSWER: JudgeStatus.WRONG_ANSWER,
  PRESENTATION_ERROR: JudgeStatus.PRESENTATION_ERROR,
  TIME_LIMIT_EXCEEDED: JudgeStatus.TIME_LIMIT_EXCEEDED,
  MEMORY_LIMIT_EXCEEDED: JudgeStatus.MEMORY_LIMIT_EXCEEDED,
  IDLENESS_LIMIT_EXCEEDED: JudgeStatus.TIME_LIMIT_EXCEEDED,
  SECURITY_VIOLATED: JudgeStatus.RUNTIME_ERROR,
  CRASHED: JudgeStatus.SYSTEM_ERROR,
  INPUT_PREPARATION_CRASHED: JudgeStatus.SYSTEM_ERROR,
  CHALLENGED: JudgeStatus.WRONG_ANSWER,
  SKIPPED: JudgeStatus.CANCELLED,
  REJECTED: JudgeStatus.SYSTEM_ERROR,
  FAILED: JudgeStatus.SYSTEM_ERROR,
};

/**
 * Verdict's languages as Codeforces' programTypeId (the submit form's select). Codeforces renumbers
 * these when it changes compilers: the first thing to check when submissions fail with a language
 * error.
 */
export const CF_LANGUAGES: Readonly<Record<string, string>> = {
  C: '43',
  'C++11': '50',
  'C++14': '50',
  'C++17': '54',
  'C++20': '89',
  Java: '87',
  Python3: '31',
  PyPy3: '70',
  Python2: '7',
  Go: '32',
  JavaScript: '55',
  Rust: '75',
  Pascal: '4',
};
