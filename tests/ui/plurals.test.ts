import { describe, expect, test } from 'bun:test';
import i18next from 'i18next';
import { enUS } from '../../ui/i18n/en-US.ts';
import { zhCN } from '../../ui/i18n/zh-CN.ts';

function flatten(dict: object, prefix = ''): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(dict)) {
    if (v && typeof v === 'object') Object.assign(out, flatten(v, `${prefix}${k}.`));
    else out[`${prefix}${k}`] = String(v);
  }
  return out;
}

/** A count that is always above one: more test cases than a bound of at least one. */
const ALWAYS_MANY = ['groupProblem.bound.over.caseCount'];
const NOUNS =
  'tries|submissions|users|cases|participants|problems|accounts|tests|verdicts|comments|discussions|members|trainings|contests|workers';

describe('counts shown with a noun read right in English: "1 try", "2 tries"', () => {
  test('every English text that puts a count before a plural noun has its singular form, counted by {{count}}', () => {
    const en = flatten(enUS);
    const counted = Object.entries(en).filter(
      ([k, v]) => !/_(one|other|zero)$/.test(k) && new RegExp(`\\{\\{\\w+\\}\\} (wrong |local )?(${NOUNS})\\b`).test(v),
    );
    const missing = counted
      .filter(([k]) => !ALWAYS_MANY.includes(k))
      .filter(([k, v]) => !(`${k}_one` in en) || !v.includes('{{count}}'))
      .map(([k]) => k);
    expect(missing).toEqual([]);
  });

  test('the boards, the scroll board and the lists say "1 try" and "2 tries"', async () => {
    const t = i18next.createInstance();
    await t.init({
      resources: { 'en-US': { translation: enUS }, 'zh-CN': { translation: zhCN } },
      lng: 'en-US',
      interpolation: { escapeValue: false },
    });
    expect([1, 2].map((count) => t.t('contest.board.triesUnknown', { count }))).toEqual([
      '1 try, unknown',
      '2 tries, unknown',
    ]);
    expect([1, 3].map((count) => t.t('scrollBoard.board.frozen', { count }))).toEqual(['1 try', '3 tries']);
    expect(t.t('scrollBoard.board.failTitle', { count: 1 })).toBe('1 wrong try');
    expect(t.t('scrollBoard.board.acTitle', { minutes: 12, count: 1 })).toBe('Accepted at minute 12 after 1 wrong try');
    expect(t.t('group.contest.participants', { count: 1 })).toBe('1 participant');
    expect(t.t('problem.page.totalSubmissions', { count: 1 })).toBe('1 submission in total');
    await t.changeLanguage('zh-CN');
    expect(t.t('contest.board.triesUnknown', { count: 1 })).toBe('尝试 1 次，结果未知');
    expect(t.t('scrollBoard.board.acTitle', { minutes: 12, count: 2 })).toBe('第 12 分钟通过，之前错误 2 次');
  });
});

describe("the board's admin switch says what it does", () => {
  test('the spec\'s "Force Update" says it shows the real board, with its hint, in both languages', () => {
    const en = flatten(enUS),
      zh = flatten(zhCN);
    expect([en['contest.board.forceUpdate'], zh['contest.board.forceUpdate']]).toEqual([
      'Force Update: show the real board',
      '强制更新：显示真实榜单',
    ]);
    expect(en['contest.board.forceUpdateHint']).toContain('after the seal');
    expect(zh['contest.board.forceUpdateHint']).toContain('封榜后');
  });
});
