import { describe, expect, test } from 'bun:test';
import { JudgeStatus, type JudgeStatusCode } from '../../src/contract/judge-status.ts';
import { checkerVerdict } from '../../judge/checkers/verdict.ts';

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
  ];
  for (const [name, code, stdout, stderr, status, fraction] of rows) {
    test(name, () => {
      const v = checkerVerdict(code, stdout, stderr);
      expect({ status: v.status, fraction: v.fraction }).toEqual({ status, fraction });
    });
  }

  test('keeps the checker message', () => {
    expect(checkerVerdict(1, '', 'wrong answer expected 3').message).toBe('wrong answer expected 3');
  });
});
