import { JudgeStatus, type JudgeStatusCode } from '../../contract/judge-status.ts';
import { CLASSIC_VERDICTS } from '../site-verdict.ts';

/** What POJ's status page shows while a run is on its way (HOJ's POJJudge, Hydro's verdict table). */
export const POJ_IN_PROGRESS = ['Waiting', 'Queuing', 'Compiling', 'Running & Judging', 'Running', 'Judging'];

/** POJ's final verdicts as Verdict's statuses. */
export const POJ_VERDICTS: Readonly<Record<string, JudgeStatusCode>> = {
  ...CLASSIC_VERDICTS,
  'Compile Error': JudgeStatus.COMPILE_ERROR,
  'Compilation Error': JudgeStatus.COMPILE_ERROR,
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
