import { describe, expect, test } from 'bun:test';
import i18next from 'i18next';
import { firstBrokenDiscussionRule } from '../../src/contract/discussion-form-rules.ts';
import { discussionFormSchema, REPORT_TAGS } from '../../src/contract/discussions.ts';
import { EMOJI } from '../../ui/components/comments/emoji-data.ts';
import { solutionCategoryId } from '../../ui/components/problem-workspace/solution-category.ts';
import { draftKey, draftToForm, EMPTY_DRAFT, isBlankDraft, parseDraft } from '../../ui/features/discussion/draft.ts';
import { discussionIssueText } from '../../ui/features/discussion/form-issue.ts';
import {
  discussionFiltersToSearch,
  discussionListPath,
  parseDiscussionFilters,
} from '../../ui/features/discussion/list-query.ts';
import { enUS } from '../../ui/i18n/en-US.ts';
import { zhCN } from '../../ui/i18n/zh-CN.ts';
import { shownNavItems } from '../../ui/components/header/nav-items.ts';
import { tabOf, visibleTabs } from '../../ui/features/contest/contest-tabs.ts';
import { patternOf, ROUTES } from '../../ui/app/routes.ts';
import { decideAccess } from '../../ui/lib/route-access.ts';
import { REPORT_TAG_KEYS, reportIssue, splitReport } from '../../ui/lib/report-tags.ts';

describe('discussion list filters (doc 2 §2, §5)', () => {
  test.each([
    ['', { keyword: '', cid: null, onlyMine: false, currentPage: 1 }],
    ['keyword=dp&cid=3&onlyMine=true&currentPage=2', { keyword: 'dp', cid: 3, onlyMine: true, currentPage: 2 }],
    ['cid=-1&currentPage=0&onlyMine=yes', { keyword: '', cid: null, onlyMine: false, currentPage: 1 }],
    ['currentPage=abc&cid=2.5', { keyword: '', cid: null, onlyMine: false, currentPage: 1 }],
  ])('%j', (search, filters) => {
    expect(parseDiscussionFilters(search)).toEqual(filters);
  });

  test('the route is kept as filters change; defaults are left out', () => {
    const f = { keyword: ' a b ', cid: 4, onlyMine: true, currentPage: 3 };
    expect(discussionFiltersToSearch({ keyword: '', cid: null, onlyMine: false, currentPage: 1 })).toBe('');
    expect(discussionListPath(null, f)).toBe('/discussion?keyword=a+b&cid=4&onlyMine=true&currentPage=3');
    expect(discussionListPath('P 1000', { ...f, keyword: '', onlyMine: false, currentPage: 1 })).toBe(
      '/discussion/P%201000?cid=4',
    );
    expect(parseDiscussionFilters(discussionFiltersToSearch(f).toString())).toEqual({ ...f, keyword: 'a b' });
  });

  test('Solutions filters by a category named for solutions, in either language', () => {
    expect(
      solutionCategoryId([
        { id: 1, name: 'Chat' },
        { id: 7, name: 'Solutions' },
      ]),
    ).toBe(7);
    expect(solutionCategoryId([{ id: 2, name: '题解' }])).toBe(2);
    expect(solutionCategoryId([{ id: 1, name: 'Chat' }])).toBeNull();
  });
});

describe('the draft of an unfinished post', () => {
  test('kept per user and place; blank or unreadable values are no draft', () => {
    expect(draftKey('u1', null)).not.toBe(draftKey('u1', 'P1000'));
    expect(draftKey('u1', 'P1000')).not.toBe(draftKey('u2', 'P1000'));
    expect(parseDraft(null)).toBeNull();
    expect(parseDraft('{nope')).toBeNull();
    expect(parseDraft(JSON.stringify({ title: '  ', content: '' }))).toBeNull();
    expect(parseDraft(JSON.stringify({ title: 'T', description: 3, categoryId: '2' }))).toEqual({
      title: 'T',
      description: '',
      content: '',
      categoryId: null,
    });
    expect(isBlankDraft(EMPTY_DRAFT)).toBe(true);
  });

  test('a problem discussion carries the problem id; an edit carries its id', () => {
    const d = { title: 't', description: 'd', content: 'c', categoryId: 2 };
    expect(draftToForm(d, { pid: 'P1000' })).toEqual({ ...d, pid: 'P1000' });
    expect(draftToForm(d, { id: 9, pid: null })).toEqual({ id: 9, ...d, pid: null });
  });
});

describe('the discussion dialog rules in order (doc 2 §5)', () => {
  const t = i18next.createInstance();
  const ready = t.init({
    resources: { 'en-US': { translation: enUS }, 'zh-CN': { translation: zhCN } },
    lng: 'en-US',
    interpolation: { escapeValue: false },
  });
  const ok = { title: 'T', description: 'D', categoryId: 1, content: 'C' };
  test.each([
    [{ ...ok, title: '   ', description: '' }, 'Discussion title is required', '讨论标题不能为空'],
    [{ ...ok, title: 'x'.repeat(256), description: '' }, 'Can not exceed 255', '不能超过 255 个字符'],
    [{ ...ok, description: '', categoryId: null }, 'Discussion description is required', '讨论描述不能为空'],
    [
      { ...ok, description: 'x'.repeat(256) },
      'Discussion description Can not exceed 255',
      '讨论描述不能超过 255 个字符',
    ],
    [{ ...ok, categoryId: null, content: '' }, 'Discussion category is required', '讨论分类不能为空'],
    [{ ...ok, content: ' \n' }, 'Discussion content is required', '讨论内容不能为空'],
    [{ ...ok, content: 'x'.repeat(65536) }, 'Discussion content Can not exceed 65535', '讨论内容不能超过 65535 个字符'],
  ])('%#: %s', async (form, en, zh) => {
    await ready;
    const issue = firstBrokenDiscussionRule(discussionFormSchema.parse(form))!;
    await t.changeLanguage('en-US');
    expect(discussionIssueText(t.t, issue)).toBe(en);
    await t.changeLanguage('zh-CN');
    expect(discussionIssueText(t.t, issue)).toBe(zh);
  });
  test('a complete form breaks no rule', () => {
    expect(firstBrokenDiscussionRule(discussionFormSchema.parse({ ...ok, content: 'x'.repeat(65535) }))).toBeNull();
  });
});

describe('reports (doc 2 §5)', () => {
  test.each([
    [[], '', 'empty'],
    [[], '   ', 'empty'],
    [['抄袭'], '', null],
    [[], 'why', null],
    [[], 'x'.repeat(200), null],
    [['抄袭'], 'x'.repeat(201), 'tooLong'],
  ] as const)('%j %j → %s', (tags, reason, issue) => {
    expect(reportIssue(tags, reason)).toBe(issue);
  });
  test('a stored report reads back as its tags and reason', () => {
    expect(splitReport('#垃圾广告##抄袭# copied from <b>x</b>')).toEqual({
      tags: ['垃圾广告', '抄袭'],
      reason: 'copied from <b>x</b>',
    });
    expect(splitReport('just a reason #not a tag#')).toEqual({ tags: [], reason: 'just a reason #not a tag#' });
  });
  test('every offered tag has a label in both languages', () => {
    for (const tag of REPORT_TAGS) {
      const key = REPORT_TAG_KEYS[tag];
      expect([
        enUS.discussion.report.tag[key as keyof typeof enUS.discussion.report.tag],
        zhCN.discussion.report.tag[key as keyof typeof zhCN.discussion.report.tag],
      ]).not.toContain(undefined);
    }
    expect(Object.values(zhCN.discussion.report.tag).sort()).toEqual([...REPORT_TAGS].sort());
  });
});

test('the emoji picker offers about 250 distinct emoji', () => {
  expect(EMOJI.length).toBeGreaterThanOrEqual(240);
  expect(EMOJI.length).toBeLessThanOrEqual(270);
  expect(new Set(EMOJI).size).toBe(EMOJI.length);
  expect(EMOJI.every((e) => /^\p{Extended_Pictographic}$/u.test(e))).toBe(true);
});

describe('the site switches (doc 1 §2, doc 2 §2)', () => {
  test('the Discussion entry is shown only while public discussions are open', () => {
    const has = (switches: Record<string, boolean>) => shownNavItems(switches).some((i) => i.to === '/discussion');
    expect([has({ openPublicDiscussion: true }), has({ openPublicDiscussion: false })]).toEqual([true, false]);
  });
  test('the contest Comment tab is shown only while contest comments are open', () => {
    const info = { type: 0, openPrint: false };
    expect(visibleTabs(info, false, false, true)).toEqual([
      'overview',
      'problems',
      'submissions',
      'rank',
      'announcements',
      'comment',
    ]);
    expect(visibleTabs(info, false, false, false)).not.toContain('comment');
    expect(tabOf('comment')).toBe('comment');
  });
  test.each([
    ['/discussion', 'openPublicDiscussion'],
    ['/discussion/P1000', 'openPublicDiscussion'],
    ['/discussion-detail/3', 'openPublicDiscussion'],
    ['/contest/4/comment', 'openContestComment'],
  ] as const)('%s closes with "No Access" naming the area', (path, gate) => {
    const route = ROUTES.find((r) => patternOf(r.path).test(path))!;
    expect(route.gate).toBe(gate);
    expect(decideAccess(route, { path, token: 't', role: 1002, switches: { [gate]: false } })).toEqual({
      kind: 'redirect',
      to: '/home',
      message: `guard.noAccess.${gate}`,
      level: 'error',
      openLogin: false,
      clear: 'none',
    });
    expect(decideAccess(route, { path, token: 't', role: 1002, switches: { [gate]: true } })).toEqual({
      kind: 'allow',
    });
  });
});
