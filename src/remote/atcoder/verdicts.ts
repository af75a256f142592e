import { JudgeStatus, type JudgeStatusCode, OUTPUT_LIMIT_MESSAGE } from '../../contract/judge-status.ts';
import type { RemoteRunState } from '../provider.ts';

/**
 * AtCoder's status labels (the submissions page's `label` spans) as Verdict's statuses; the table
 * follows HOJ's AtCoderJudge and Hydro's vjudge. WJ (waiting for judging), WR (waiting for
 * rejudging), `Judging` and a progress such as `3/10` are still being judged.
 */
export const AC_VERDICTS: Readonly<Record<string, JudgeStatusCode>> = {
  AC: JudgeStatus.ACCEPTED,
  WA: JudgeStatus.WRONG_ANSWER,
  TLE: JudgeStatus.TIME_LIMIT_EXCEEDED,
  MLE: JudgeStatus.MEMORY_LIMIT_EXCEEDED,
  RE: JudgeStatus.RUNTIME_ERROR,
  CE: JudgeStatus.COMPILE_ERROR,
  // Output and query limits: a runtime error whose message says so, as the local judge reports it.
  OLE: JudgeStatus.RUNTIME_ERROR,
  QLE: JudgeStatus.RUNTIME_ERROR,
  IE: JudgeStatus.SYSTEM_ERROR,
};

const IN_PROGRESS = /^(WJ|WR|Judging|\d+\s*\/\s*\d+)\b/i;

/** A status label with the run's time (ms) and memory (KB) as the state of the run. */
export function atcoderRunState(label: string, time: number | null, memory: number | null): RemoteRunState {
  const text = label.replace(/\s+/g, ' ').trim();
  if (text === '' || IN_PROGRESS.test(text)) {
    return { final: false, status: JudgeStatus.JUDGING, time: null, memory: null, message: null };
  }
  const status = AC_VERDICTS[text] ?? JudgeStatus.SYSTEM_ERROR;
  const message =
    status === JudgeStatus.ACCEPTED
      ? null
      : text === 'OLE'
        ? `${OUTPUT_LIMIT_MESSAGE} (AtCoder: OLE)`
        : `AtCoder: ${text}`;
  return { final: true, status, time, memory, message };
}

/**
 * Verdict's languages as AtCoder's `data.LanguageId` (the submit form's select, the 2023 language
 * update as HOJ and Hydro list it). AtCoder renumbers these at each language update: the first
 * thing to check when submissions fail with a language error. C++11 and C++14 are sent as C++17
 * (gcc), the oldest C++ the site offers.
 */
export const AC_LANGUAGES: Readonly<Record<string, string>> = {
  C: '5017',
  'C++11': '5053',
  'C++14': '5053',
  'C++17': '5053',
  'C++20': '5001',
  Java: '5005',
  Python3: '5055',
  PyPy3: '5078',
  Go: '5002',
  JavaScript: '5009',
  Rust: '5054',
  Pascal: '5041',
};
