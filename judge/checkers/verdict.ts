/**
 * Turns a special judge's (or interactor's) exit code and text into a verdict.
 * testlib: exit 0 ok, 1 wrong answer, 2 wrong output format (PE), 3 FAIL (judge failure),
 * 7 points (read as the problem's convention says: judge/checkers/points.ts), with the same
 * meaning carried by the text prefixes `ok`, `wrong answer`, `wrong output format`,
 * `unexpected eof` (PE), `points X`, `FAIL`. `points points_info=…` (testlib's quitpi) accepts
 * the output and leaves information for a scorer: it is Accepted, the information kept in the
 * message. `partially correct (NN)` (testlib's quitf(_pc(NN)), which exits with NN itself, so
 * its text wins over its exit code) earns NN %; a bare exit code 16+NN does too. Checkers
 * written for the established judge's helper exit 100 AC, 101 PE, 102 WA, 103 judge failure,
 * 99 partial (percentage on stdout). A result out of range is the checker's failure.
 */
import { JudgeStatus, type JudgeStatusCode } from '../../src/contract/judge-status.ts';
import { FRACTION_POINTS, readPoints, share, type CasePoints, type PointsOutcome } from './points.ts';

export interface CheckerVerdict {
  status: JudgeStatusCode;
  /** Fraction of the case score earned, 0…1. */
  fraction: number;
  message: string;
}

const MESSAGE_MAX = 1024;

export function checkerVerdict(
  exitCode: number | null,
  stdout: string,
  stderr: string,
  points: CasePoints = FRACTION_POINTS,
): CheckerVerdict {
  const text = stderr.trim() || stdout.trim();
  const message = text.slice(0, MESSAGE_MAX);
  const outcome = partiallyCorrect(text) ?? fromExitCode(exitCode, stdout, text, points) ?? fromText(text, points);
  if (!outcome) {
    return {
      status: JudgeStatus.SYSTEM_ERROR,
      fraction: 0,
      message: `checker exited with code ${exitCode}: ${message}`.slice(0, MESSAGE_MAX),
    };
  }
  if ('failure' in outcome) {
    const said = text || stdout.trim();
    return {
      status: JudgeStatus.SYSTEM_ERROR,
      fraction: 0,
      message: `checker failure: ${outcome.failure}: ${said}`.slice(0, MESSAGE_MAX),
    };
  }
  return { status: outcome.status, fraction: outcome.fraction, message };
}

const AC: PointsOutcome = { status: JudgeStatus.ACCEPTED, fraction: 1 };
const WA: PointsOutcome = { status: JudgeStatus.WRONG_ANSWER, fraction: 0 };
const PE: PointsOutcome = { status: JudgeStatus.PRESENTATION_ERROR, fraction: 0 };
const SE: PointsOutcome = { status: JudgeStatus.SYSTEM_ERROR, fraction: 0 };

function percent(value: number, what: string): PointsOutcome {
  return share(value / 100, 1, `${what} ${value} %`);
}

function partiallyCorrect(text: string): PointsOutcome | null {
  const pc = /^partially correct\s*\(\s*(-?\d+(?:\.\d+)?)\s*\)/i.exec(text);
  return pc ? percent(Number(pc[1]), 'partially correct') : null;
}

function fromExitCode(code: number | null, stdout: string, text: string, points: CasePoints): PointsOutcome | null {
  switch (code) {
    case 0:
    case 100:
      return AC;
    case 1:
    case 102:
      return WA;
    case 2:
    case 101:
      return PE;
    case 3:
    case 103:
      return SE;
    case 7:
      return fromText(text, points) ?? SE;
    case 99: {
      const pct = firstNumber(stdout);
      return pct === null ? SE : percent(pct, 'a percentage of');
    }
  }
  if (code !== null && code >= 16 && code <= 116) return percent(code - 16, 'exit code 16 +');
  return null;
}

function fromText(text: string, points: CasePoints): PointsOutcome | null {
  const t = text.trimStart();
  const lower = t.toLowerCase();
  if (lower.startsWith('ok')) return AC;
  if (lower.startsWith('wrong answer')) return WA;
  if (lower.startsWith('wrong output format') || lower.startsWith('unexpected eof')) return PE;
  if (t.startsWith('FAIL')) return SE;
  if (/^points\s+points_info=/i.test(t)) return AC;
  const p = /^points\s+(\S+)/i.exec(t);
  if (p) return readPoints(p[1]!, points);
  return null;
}

function firstNumber(s: string): number | null {
  const m = /-?\d+(?:\.\d+)?/.exec(s);
  return m ? Number(m[0]) : null;
}
