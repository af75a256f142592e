/**
 * Turns a special judge's (or interactor's) exit code and text into a verdict.
 * testlib: exit 0 ok, 1 wrong answer, 2 wrong output format (PE), 3 FAIL (judge failure),
 * 7 points (fraction of the case score in the text), 16+NN partially correct (NN %), with the
 * same meaning carried by the text prefixes `ok`, `wrong answer`, `wrong output format`,
 * `partially correct (NN)`, `points X`, `FAIL`. Checkers written for the established judge's
 * helper exit 100 AC, 101 PE, 102 WA, 103 judge failure, 99 partial (percentage on stdout).
 */
import { JudgeStatus, type JudgeStatusCode } from '../../src/contract/judge-status.ts';

export interface CheckerVerdict {
  status: JudgeStatusCode;
  /** Fraction of the case score earned, 0…1. */
  fraction: number;
  message: string;
}

const MESSAGE_MAX = 1024;

export function checkerVerdict(exitCode: number | null, stdout: string, stderr: string): CheckerVerdict {
  const text = (stderr.trim() || stdout.trim());
  const message = text.slice(0, MESSAGE_MAX);
  const byCode = fromExitCode(exitCode, stdout, text);
  if (byCode) return { ...byCode, message };
  const byText = fromText(text);
  if (byText) return { ...byText, message };
  return { status: JudgeStatus.SYSTEM_ERROR, fraction: 0, message: `checker exited with code ${exitCode}: ${message}`.slice(0, MESSAGE_MAX) };
}

type Outcome = Omit<CheckerVerdict, 'message'>;

const AC: Outcome = { status: JudgeStatus.ACCEPTED, fraction: 1 };
const WA: Outcome = { status: JudgeStatus.WRONG_ANSWER, fraction: 0 };
const PE: Outcome = { status: JudgeStatus.PRESENTATION_ERROR, fraction: 0 };
const SE: Outcome = { status: JudgeStatus.SYSTEM_ERROR, fraction: 0 };

function partial(fraction: number): Outcome {
  const f = Math.min(1, Math.max(0, Number.isFinite(fraction) ? fraction : 0));
  if (f >= 1) return AC;
  return { status: f > 0 ? JudgeStatus.PARTIAL_ACCEPTED : JudgeStatus.WRONG_ANSWER, fraction: f };
}

function fromExitCode(code: number | null, stdout: string, text: string): Outcome | null {
  switch (code) {
    case 0: case 100: return AC;
    case 1: case 102: return WA;
    case 2: case 101: return PE;
    case 3: case 103: return SE;
    case 7: return fromText(text) ?? SE;
    case 99: {
      const pct = firstNumber(stdout);
      return pct === null ? SE : partial(pct / 100);
    }
  }
  if (code !== null && code >= 16 && code <= 116) return partial((code - 16) / 100);
  return null;
}

function fromText(text: string): Outcome | null {
  const t = text.trimStart();
  const lower = t.toLowerCase();
  if (lower.startsWith('ok')) return AC;
  if (lower.startsWith('wrong answer')) return WA;
  if (lower.startsWith('wrong output format')) return PE;
  if (t.startsWith('FAIL')) return SE;
  const pc = /^partially correct\s*\(\s*(\d+(?:\.\d+)?)\s*\)/i.exec(t);
  if (pc) return partial(Number(pc[1]) / 100);
  const points = /^points\s+(-?\d+(?:\.\d+)?(?:e-?\d+)?)/i.exec(t);
  if (points) return partial(Number(points[1]));
  return null;
}

function firstNumber(s: string): number | null {
  const m = /-?\d+(?:\.\d+)?/.exec(s);
  return m ? Number(m[0]) : null;
}
