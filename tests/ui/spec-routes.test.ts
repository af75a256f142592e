import { expect, test } from 'bun:test';
import { ContestType } from '../../src/contract/contests.ts';
import { patternOf, redirectFor, ROUTES } from '../../ui/app/routes.ts';
import { contestHref, parseContestPath } from '../../ui/lib/contest-path.ts';
import { planRefusal } from '../../ui/lib/refusal.ts';

/** The route that would render a path (the first match), or undefined for the 404 page. */
const routeOf = (path: string) => ROUTES.find((r) => patternOf(r.path).test(path));

const CT_CHILDREN = [
  '',
  '/problems',
  '/problem/A',
  '/print',
  '/ac-info',
  '/admin-print',
  '/rejudge',
  '/scroll-board',
  '/problem/A/submission-detail/7',
  '/problem/A/full-screen',
];

test("a CT contest's addresses (spec doc 1 §2) are the contest shell's, as /contest/{cid}'s are", () => {
  const shell = routeOf('/contest/3')?.component;
  for (const rest of CT_CHILDREN) expect(routeOf(`/computationalThinkingContest/3${rest}`)?.component).toBe(shell!);
  for (const rest of ['/problem/A/full-screen', '/problem/A'])
    expect(routeOf(`/contest/3${rest}`)?.component).toBe(shell!);
});

test('focus mode, /developer, /admin/dashboard and the CT contest problem forms are routes, not 404 or a bounce', () => {
  for (const path of [
    '/contest/3/problem/B/full-screen',
    '/developer',
    '/admin/dashboard',
    '/admin/computational-thinking-contest/3/problem/create',
    '/admin/computational-thinking-contest/3/problem/12/edit',
  ]) {
    expect(routeOf(path)).toBeDefined();
    expect(redirectFor(path)).toBeNull();
  }
  expect(routeOf('/admin/dashboard')?.component).toBe(routeOf('/admin')!.component);
  // The CT create and edit forms are the choice problem form's.
  expect(routeOf('/admin/computational-thinking-contest/3/problem/create')?.component).toBe(
    routeOf('/admin/problem/create-computational-thinking')!.component,
  );
});

test("a CT contest is linked under its own base; an exam's pages under either base keep the student there", () => {
  expect(contestHref(ContestType.CT, 5)).toBe('/computationalThinkingContest/5');
  expect(contestHref(ContestType.ACM, 5, 'rank')).toBe('/contest/5/rank');
  expect(parseContestPath('/computationalThinkingContest/5/problem/A')).toEqual({
    base: '/computationalThinkingContest',
    cid: 5,
    rest: 'problem/A',
  });
  expect(parseContestPath('/contest/55')?.cid).toBe(55);
  const refused = (at: string) => planRefusal('/api/x', { cid: 5 }, at, false).goTo;
  expect(refused('/computationalThinkingContest/5/problems')).toBeNull();
  expect(refused('/contest/5')).toBeNull();
  expect(refused('/computationalThinkingContest/55')).toBe('/contest/5');
});
