import { describe, expect, test } from 'bun:test';
import { JudgeStatus, type JudgeStatusCode } from '../../src/contract/judge-status.ts';
import { checkerVerdict } from '../../judge/checkers/verdict.ts';
import type { CasePoints } from '../../judge/checkers/points.ts';

const { ACCEPTED: AC, WRONG_ANSWER: WA, PRESENTATION_ERROR: PE, SYSTEM_ERROR: SE, PARTIAL_ACCEPTED: PAC } = JudgeStatus;

describe('checkerVerdict', () => {
  const rows: Array<[string, number | null, string, string, JudgeStatusCode, number]> = [
    ['testlib ok', 0, '', 'ok 3 numbers', AC, 1],
    ['testlib wrong answer', 1, '', 'wrong answer expected 3, found 4', WA, 0],
    ['testlib presentation error', 2, '', 'wrong output format Unexpected EOF', PE, 0],
    ['testlib fail', 3, '', 'FAIL answer file is broken', SE, 0],
    ['testlib points as a fraction', 7, '', 'points 0.25', PAC, 0.25],
    ['testlib points of one is full marks', 7, '', 'points 1', AC, 1],
    ['testlib partially correct exit code', 16 + 40, '', 'partially correct (40)', PAC, 0.4],
    ['helper accepted', 100, '', '', AC, 1],
    ['helper presentation error', 101, '', '', PE, 0],
    ['helper wrong answer', 102, '', '', WA, 0],
    ['helper system error', 103, '', '', SE, 0],
    ['helper partial with percentage on stdout', 99, '60\n', '', PAC, 0.6],
    ['unknown code read from text', 5, '', 'wrong answer line 3', WA, 0],
    ['unknown code, text partially correct', 5, '', 'partially correct (25) close', PAC, 0.25],
    ['unknown code and no text', 200, '', '', SE, 0],
    ['points 7 without a number', 7, '', 'nothing here', SE, 0],
    ['points of zero is wrong', 7, '', 'points 0', WA, 0],
    // testlib's quitf(_pc(NN)) exits with NN itself and says so in its text.
    ['testlib _pc(40) exits 40', 40, '', 'partially correct (40) close', PAC, 0.4],
    ['testlib _pc(0) exits 0 and is no credit', 0, '', 'partially correct (0) far', WA, 0],
    ['testlib _pc(3) exits 3 and is not a failure', 3, '', 'partially correct (3) far', PAC, 0.03],
    ['testlib unexpected eof', 8, '', 'unexpected eof expected an integer', PE, 0],
    // quitpi: the checker accepted the output and left information for a scorer.
    ['testlib quitpi', 7, '', 'points points_info=pa=1.5,ja=2 d=0.5', AC, 1],
    ['testlib quitpi without a message', 7, '', 'points points_info=42', AC, 1],
  ];
  for (const [name, code, stdout, stderr, status, fraction] of rows) {
    test(name, () => {
      const v = checkerVerdict(code, stdout, stderr);
      expect({ status: v.status, fraction: v.fraction }).toEqual({ status, fraction });
    });
  }

  test("a fraction above 1, a negative fraction or no number is the checker's failure, never clamped", () => {
    for (const text of ['points 1.5', 'points -0.25', 'points nan', 'points inf', 'partially correct (140)']) {
      const v = checkerVerdict(7, '', text);
      expect({ text, status: v.status, fraction: v.fraction }).toEqual({ text, status: SE, fraction: 0 });
      expect(v.message).toContain(text);
    }
  });

  test("helper percentage above 100 is the checker's failure", () => {
    expect(checkerVerdict(99, '140\n', '').status).toBe(SE);
  });

  describe('absolute points (Polygon)', () => {
    const absolute = (worth: number, scale: number | null = null): CasePoints => ({
      convention: 'absolute',
      scale,
      worth,
    });
    const rows: Array<[string, string, CasePoints, JudgeStatusCode, number]> = [
      ['quitp(3) on a case worth 100 earns 3', 'points 3', absolute(100), PAC, 0.03],
      ['quitp(3) on a checker scale of 10 earns 3/10 of the case', 'points 3', absolute(100, 10), PAC, 0.3],
      ['quitp(10) on a checker scale of 10 is full marks', 'points 10', absolute(100, 10), AC, 1],
      ['quitp(100) on a case worth 100 is full marks', 'points 100', absolute(100), AC, 1],
      ['quitp(0) is wrong', 'points 0', absolute(100), WA, 0],
      ['quitp(2.5) keeps its decimals', 'points 2.5', absolute(10), PAC, 0.25],
      ['quitp(0.3) on a case worth 100 is 0.3 points, not 30', 'points 0.3', absolute(100), PAC, 0.003],
      ["points above the case's worth fail", 'points 130', absolute(100), SE, 0],
      ['points above the checker scale fail', 'points 11', absolute(100, 10), SE, 0],
      ['negative points fail', 'points -1', absolute(100), SE, 0],
      ['NaN points fail', 'points nan', absolute(100), SE, 0],
      ['points on a case worth nothing fail', 'points 5', absolute(0), SE, 0],
      ['no points on a case worth nothing are wrong', 'points 0', absolute(0), WA, 0],
      ['partially correct stays a percentage', 'partially correct (40)', absolute(100), PAC, 0.4],
      ['quitpi is accepted', 'points points_info=7', absolute(100), AC, 1],
    ];
    for (const [name, text, points, status, fraction] of rows) {
      test(name, () => {
        const v = checkerVerdict(7, '', text, points);
        expect({ status: v.status, fraction: v.fraction }).toEqual({ status, fraction });
      });
    }

    test("the failure names what the checker wrote and the case's worth", () => {
      const v = checkerVerdict(7, '', 'points 130 too good', absolute(100));
      expect(v.message).toContain('points 130 too good');
      expect(v.message).toContain('100');
    });
  });

  test('keeps the checker message', () => {
    expect(checkerVerdict(1, '', 'wrong answer expected 3').message).toBe('wrong answer expected 3');
  });
});
