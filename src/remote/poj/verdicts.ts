import { JudgeStatus, type JudgeStatusCode } from '../../contract/judge-status.ts';

/** What POJ's status page shows while a run is on its way (HOJ's POJJudge, Hydro's verdict table). */
export const POJ_IN_PROGRESS = ['Waiting', 'Queuing', 'Compiling', 'Running & Judging', 'Running', 'Judging'];

/** POJ's final verdicts as Verdict's statuses (an output limit is a Runtime Error, as Verdict's judge reports it). */
export const POJ_VERDICTS: Readonly<Record<string, JudgeStatusCode>> = {
  Accepted: JudgeStatus.ACCEPTED,
  'Wrong Answer': JudgeStatus.WRONG_ANSWER,
  'Presentation Error': JudgeStatus.PRESENTATION_ERROR,
  'Time Limit Exceeded': JudgeStatus.TIME_LIMIT_EXCEEDED,
  'Memory Limit Exceeded': JudgeStatus.MEMORY_LIMIT_EXCEEDED,
  'Output Limit Exceeded': JudgeStatus.RUNTIME_ERROR,
  'Runtime Error': JudgeStatus.RUNTIME_ERROR,
  'Compile Error': JudgeStatus.COMPILE_ERROR,
  'Compilation Error': JudgeStatus.COMPILE_ERROR,
  'System Error': JudgeStatus.SYSTEM_ERROR,
  'Validator Error': JudgeStatus.SYSTEM_ERROR,
};

/**
 * Verdict's languages as the `language` field of POJ's submit form (0 G++, 1 GCC, 2 Java,
 * 3 Pascal, 4 C++ (MSVC), 5 C (MSVC), 6 Fortran). POJ's G++ predates C++11: only C++11 is offered.
 */
export const POJ_LANGUAGES: Readonly<Record<string, string>> = {
  C: '1',
  'C++11': '0',
  Java: '2',
  Pascal: '3',
};
