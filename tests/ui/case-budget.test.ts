import { describe, expect, test } from 'bun:test';
import i18next from 'i18next';
import { budgetSkipMessage, budgetSkipSeconds, JudgeStatus } from '../../src/contract/judge-status.ts';
import type { JudgeCaseView } from '../../src/contract/submissions.ts';
import { budgetNotice } from '../../ui/components/submission/case-results.tsx';
import { enUS } from '../../ui/i18n/en-US.ts';
import { zhCN } from '../../ui/i18n/zh-CN.ts';

const view = (caseIndex: number, status: number, message: string | null): JudgeCaseView => ({
  caseIndex,
  inputData: `${caseIndex}.in`,
  outputData: `${caseIndex}.out`,
  userOutput: null,
  status: status as JudgeCaseView['status'],
  time: 0,
  memory: 0,
  score: 0,
  groupNum: 1,
  message,
});

describe('cases not judged for the judging budget', () => {
  test('the message names the budget, and only it is read as one', () => {
    expect(budgetSkipMessage(180_000)).toBe('Not judged: the submission used its judging budget of 180 s');
    expect([
      budgetSkipSeconds(budgetSkipMessage(2500)),
      budgetSkipSeconds('Output limit exceeded'),
      budgetSkipSeconds(null),
    ]).toEqual([2.5, null, null]);
  });

  test('the case list counts them with their budget; a list without them has no notice', () => {
    const skipped = budgetSkipMessage(10_000);
    const cases = [
      view(1, JudgeStatus.TIME_LIMIT_EXCEEDED, null),
      view(2, JudgeStatus.CANCELLED, skipped),
      view(3, JudgeStatus.CANCELLED, skipped),
    ];
    expect(budgetNotice(cases)).toEqual({ count: 2, seconds: 10 });
    expect(budgetNotice([view(1, JudgeStatus.CANCELLED, null), view(2, JudgeStatus.ACCEPTED, null)])).toBeNull();
  });

  test('the notice and the case text read in both languages', async () => {
    const t = i18next.createInstance();
    await t.init({
      resources: { 'en-US': { translation: enUS }, 'zh-CN': { translation: zhCN } },
      lng: 'en-US',
      interpolation: { escapeValue: false },
    });
    expect(t.t('submission.cases.budgetNotice', { count: 2, n: 10 })).toBe(
      '2 tests were not judged: the submission used its judging budget of 10 s.',
    );
    expect(t.t('submission.cases.budgetNotice', { count: 1, n: 10 })).toBe(
      '1 test was not judged: the submission used its judging budget of 10 s.',
    );
    await t.changeLanguage('zh-CN');
    expect(t.t('submission.cases.budgetNotice', { count: 2, n: 10 })).toBe(
      '有 2 个测试点未评测：该提交已用完 10 秒的评测时间预算。',
    );
    expect(t.t('submission.cases.budgetSkipped', { n: 10 })).toBe('未评测：该提交已用完 10 秒的评测时间预算。');
  });
});
