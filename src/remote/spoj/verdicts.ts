import { JudgeStatus, type JudgeStatusCode } from '../../contract/judge-status.ts';
import type { RemoteRunState } from '../provider.ts';
import { readSiteVerdict } from '../site-verdict.ts';

/**
 * SPOJ's result words (the status page's `statusres` cell) as Verdict's statuses; the codes the
 * cell carries (11 compilation error … 15 accepted) are those HOJ's SPOJJudge and Hydro's vjudge
 * read. A cell whose `final` is not 1 (waiting, compiling, running, running judge) is still being
 * judged; a runtime error keeps its signal in the message ("runtime error (SIGSEGV)").
 */
export const SPOJ_IN_PROGRESS = ['waiting', 'compiling', 'running', 'judging'] as const;
export const SPOJ_VERDICTS: Readonly<Record<string, JudgeStatusCode>> = {
  accepted: JudgeStatus.ACCEPTED,
  'wrong answer': JudgeStatus.WRONG_ANSWER,
  'time limit exceeded': JudgeStatus.TIME_LIMIT_EXCEEDED,
  'runtime error': JudgeStatus.RUNTIME_ERROR,
  'compilation error': JudgeStatus.COMPILE_ERROR,
  'internal error': JudgeStatus.SYSTEM_ERROR,
};

/** A status cell (its words and its `final` mark) with the run's time and memory as the run's state. */
export function spojRunState(
  words: string,
  final: boolean,
  time: number | null,
  memory: number | null,
): RemoteRunState {
  const read = readSiteVerdict(words, SPOJ_IN_PROGRESS, SPOJ_VERDICTS);
  if (!final || !read.final)
    return { final: false, status: JudgeStatus.JUDGING, time: null, memory: null, message: null };
  return { final: true, status: read.status, time, memory, message: read.text ? `SPOJ: ${read.text}` : null };
}

/**
 * Verdict's languages as SPOJ's `lang` ids (the submit form's select, as HOJ lists them). SPOJ has
 * one C++ for C++11 to C++17, "C++14 (gcc 8.3)".
 */
export const SPOJ_LANGUAGES: Readonly<Record<string, string>> = {
  C: '11',
  'C++11': '44',
  'C++14': '44',
  'C++17': '44',
  Java: '10',
  Python3: '116',
  Python2: '4',
  Go: '114',
  JavaScript: '56',
  Rust: '93',
  Pascal: '22',
};
