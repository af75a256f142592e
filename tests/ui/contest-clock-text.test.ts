import { expect, test } from 'bun:test';
import { contestEnUS } from '../../ui/i18n/contest.en-US.ts';
import { contestZhCN } from '../../ui/i18n/contest.zh-CN.ts';

// The clock shows a participant's extra time in every contest a proctor gives it in, not only in exams.
test('the extra-time note names the participant’s own end without calling every contest an exam', () => {
  const en = contestEnUS.overview.extraTime;
  const zh = contestZhCN.overview.extraTime;
  expect(en).not.toMatch(/exam/i);
  expect(zh).not.toContain('考试');
  expect(en).toStartWith('+{{n}} min extra time');
  expect(zh).toStartWith('延长 {{n}} 分钟');
  for (const text of [en, zh]) expect(text).toContain('{{time}}');
});
