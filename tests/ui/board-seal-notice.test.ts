import { describe, expect, test } from 'bun:test';
import i18next from 'i18next';
import { boardRefreshes, sealNoticeKey } from '../../ui/features/contest/board/seal-notice.ts';
import { enUS } from '../../ui/i18n/en-US.ts';
import { zhCN } from '../../ui/i18n/zh-CN.ts';

describe("the board's seal notice says when the results come", () => {
  test('while the contest runs, a seal that lifts by itself lifts at the end; one that does not waits for the admins', () => {
    expect(sealNoticeKey({ sealed: true, ended: false, unsealsByItself: true })).toBe('contest.board.sealed');
    expect(sealNoticeKey({ sealed: true, ended: false, unsealsByItself: false })).toBe('contest.board.sealedManual');
    expect(sealNoticeKey({ sealed: false, ended: false, unsealsByItself: true })).toBeNull();
  });

  test('after the end, a board still sealed by itself waits for the participants with extra time, not for an end already past', async () => {
    const key = sealNoticeKey({ sealed: true, ended: true, unsealsByItself: true });
    expect(key).toBe('contest.board.sealedExtraTime');
    expect(sealNoticeKey({ sealed: true, ended: true, unsealsByItself: false })).toBe('contest.board.sealedManual');
    const t = i18next.createInstance();
    await t.init({ resources: { 'en-US': { translation: enUS }, 'zh-CN': { translation: zhCN } }, lng: 'en-US' });
    expect(t.t(key!)).toContain('extra time');
    expect(t.t(key!)).not.toContain('when the contest ends');
    await t.changeLanguage('zh-CN');
    expect(t.t(key!)).toContain('延长');
  });

  test('the board keeps refreshing after the end while its seal waits to lift by itself, and stops once it is final', () => {
    expect(boardRefreshes({ sealed: false, ended: false, unsealsByItself: true })).toBe(true);
    expect(boardRefreshes({ sealed: true, ended: true, unsealsByItself: true })).toBe(true);
    expect(boardRefreshes({ sealed: false, ended: true, unsealsByItself: true })).toBe(false);
    expect(boardRefreshes({ sealed: true, ended: true, unsealsByItself: false })).toBe(false);
  });
});
