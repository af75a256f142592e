import { JudgeStatus, type JudgeStatusCode } from '../../contract/judge-status.ts';
import { CLASSIC_VERDICTS } from '../site-verdict.ts';

/** What HDU's status page shows while a run is on its way (HOJ's HDUJudge, Hydro's verdict table). */
export const HDU_IN_PROGRESS = ['Queuing', 'Submitted', 'Pending', 'Compiling', 'Running', 'Judging'];

/**
 * HDU's final verdicts as Verdict's statuses. `Runtime Error` is shown with its cause
 * (`Runtime Error (ACCESS_VIOLATION)`, `(STACK_OVERFLOW)`, `(INTEGER_DIVIDE_BY_ZERO)`).
 */
export const HDU_VERDICTS: Readonly<Record<string, JudgeStatusCode>> = {
  ...CLASSIC_VERDICTS,
  'Compilation Error': JudgeStatus.COMPILE_ERROR,
  'Judge Error': JudgeStatus.SYSTEM_ERROR,
};

/**
 * Verdict's languages as the `language` field of HDU's submit form (0 G++, 1 GCC, 2 C++ (MSVC),
 * 3 C (MSVC), 4 Pascal, 5 Java, 6 C#). C++ goes to G++, the site's GNU compiler.
 */
export const HDU_LANGUAGES: Readonly<Record<string, string>> = {
  C: '1',
  'C++11': '0',
  'C++14': '0',
  'C++17': '0',
  Java: '5',
  Pascal: '4',
  'C#': '6',
};
