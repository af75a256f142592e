import type { SealWorld } from './seal-world.ts';

/**
 * The routes of the seal dimension: every route that can answer with anything derived from a
 * submission (a status, a score, "solved", a count, a board, code, a CT problem's analysis) and
 * how the dimension calls it about the sealed contests. Every other route of the app is either
 * staff-only (the access matrix's table says who may call it; no viewer of this dimension but a
 * contest admin may) or listed in NOTHING_OF_SUBMISSIONS with why it carries nothing of them.
 */

export interface SealCall {
  path: string;
  json?: unknown;
  /** A server-sent-events stream that stays open: its first event is read. */
  firstEvent?: true;
}

type Calls = (w: SealWorld, ids: number[]) => SealCall[];

const each = (w: SealWorld) => Object.values(w.contests);
const forContests =
  (f: (c: SealWorld['contests'][keyof SealWorld['contests']]) => SealCall[]): Calls =>
  (w) =>
    each(w).flatMap(f);
const codePids = (w: SealWorld) => [w.contests.acm.pid, w.contests.oi.pid];
const allPids = (w: SealWorld) => each(w).map((c) => c.pid);

const submissionList =
  (base: string): Calls =>
  (w) => [
    { path: `${base}?limit=100` },
    { path: `${base}?limit=100&username=${w.submitter.username}` },
    { path: `${base}?limit=100&gid=${w.gid}` },
    ...each(w).map((c) => ({ path: `${base}?limit=100&completeProblemID=true&problemID=${c.problemId}` })),
  ];
const statuses =
  (path: string): Calls =>
  (_w, ids) => [{ path, json: { submitIds: ids } }];
const perSubmission =
  (base: string): Calls =>
  (_w, ids) =>
    ids.map((id) => ({ path: `${base}?submitId=${id}` }));
const contestSubmissions = (base: string): Calls =>
  forContests((c) => [
    { path: `${base}?contestID=${c.cid}&limit=100` },
    { path: `${base}?contestID=${c.cid}&limit=100&onlyMine=true` },
    { path: `${base}?contestID=${c.cid}&limit=100&status=0` },
  ]);

export const SEAL_ROUTES: Record<string, Calls> = {
  // Submissions: lists, statuses, details, cases, code, the live stream.
  'GET /api/get-submission-list': submissionList('/api/get-submission-list'),
  'GET /api/get-c-submission-list': submissionList('/api/get-c-submission-list'),
  'POST /api/check-submissions-status': statuses('/api/check-submissions-status'),
  'POST /api/check-c-submissions-status': statuses('/api/check-c-submissions-status'),
  'POST /api/check-contest-submissions-status': statuses('/api/check-contest-submissions-status'),
  'POST /api/check-c-contest-submissions-status': statuses('/api/check-c-contest-submissions-status'),
  'GET /api/get-submission-detail': perSubmission('/api/get-submission-detail'),
  'GET /api/get-c-submission-detail': perSubmission('/api/get-c-submission-detail'),
  'GET /api/get-all-case-result': perSubmission('/api/get-all-case-result'),
  'GET /api/events': (w, ids) => [
    { path: `/api/events?submitIds=${ids.join(',')}` },
    ...each(w).map((c) => ({ path: `/api/events?cid=${c.cid}`, firstEvent: true as const })),
  ],
  'GET /api/get-last-ac-code': forContests((c) => [
    { path: `/api/get-last-ac-code?pid=${c.pid}` },
    { path: `/api/get-last-ac-code?pid=${c.pid}&cid=${c.cid}` },
  ]),
  // The bank: problem lists with statuses and counts, a problem's statistics, the viewer's statuses.
  'GET /api/get-problem-list': () => [
    { path: '/api/get-problem-list?limit=100' },
    { path: '/api/get-problem-list?limit=100&keyword=SEAL' },
  ],
  'GET /api/get-problem-detail': (w) =>
    each(w).map((c) => ({ path: `/api/get-problem-detail?problemId=${c.problemId}` })),
  'POST /api/get-user-problem-status': (w) => [
    { path: '/api/get-user-problem-status', json: { pidList: codePids(w) } },
    ...each(w).map((c) => ({ path: '/api/get-user-problem-status', json: { pidList: allPids(w), cid: c.cid } })),
  ],
  'POST /api/get-c-user-problem-status': (w) => [
    { path: '/api/get-c-user-problem-status', json: { pidList: [w.contests.ct.pid] } },
    { path: '/api/get-c-user-problem-status', json: { pidList: [w.contests.ct.pid], cid: w.contests.ct.cid } },
  ],
  'GET /api/get-c-problem-detail': (w) => [
    { path: `/api/get-c-problem-detail?problemId=${w.contests.ct.problemId}` },
    { path: `/api/get-c-problem-detail?problemId=A&cid=${w.contests.ct.cid}` },
  ],
  'GET /api/get-c-contest-submit-record': (w) => [
    { path: `/api/get-c-contest-submit-record?cid=${w.contests.ct.cid}` },
  ],
  // A user's pages, the ranks and the home page's statistics.
  'GET /api/get-user-info': () => [{ path: '/api/get-user-info' }],
  'GET /api/get-user-home-info': (w) =>
    [w.submitter, w.classmate].map((u) => ({ path: `/api/get-user-home-info?username=${u.username}` })),
  'GET /api/get-user-calendar-heatmap': (w) => [
    { path: `/api/get-user-calendar-heatmap?username=${w.submitter.username}` },
  ],
  'GET /api/get-rank-list': () => [0, 1].map((type) => ({ path: `/api/get-rank-list?type=${type}&limit=100` })),
  'GET /api/get-recent-seven-ac-rank': () => [{ path: '/api/get-recent-seven-ac-rank' }],
  'GET /api/get-last-week-submission-statistics': () => [{ path: '/api/get-last-week-submission-statistics' }],
  'GET /api/get-my-agenda': () => [{ path: '/api/get-my-agenda' }],
  // The contests: lists, pages, problem lists with counts, boards and their downloads, events.
  'GET /api/get-contest-list': () => [{ path: '/api/get-contest-list?limit=100' }],
  'GET /api/get-recent-contest': () => [{ path: '/api/get-recent-contest' }],
  'GET /api/get-contest-info': forContests((c) => [{ path: `/api/get-contest-info?cid=${c.cid}` }]),
  'GET /api/get-contest-problem': forContests((c) => [{ path: `/api/get-contest-problem?cid=${c.cid}` }]),
  'GET /api/get-full-screen-problem-list': forContests((c) => [
    { path: `/api/get-full-screen-problem-list?cid=${c.cid}` },
  ]),
  'GET /api/get-contest-problem-details': forContests((c) => [
    { path: `/api/get-contest-problem-details?cid=${c.cid}&displayId=A` },
  ]),
  'GET /api/contest-submissions': contestSubmissions('/api/contest-submissions'),
  'GET /api/c-contest-submissions': contestSubmissions('/api/c-contest-submissions'),
  'POST /api/get-contest-rank': forContests((c) => [
    { path: '/api/get-contest-rank', json: { cid: c.cid, limit: 100 } },
    { path: '/api/get-contest-rank', json: { cid: c.cid, limit: 100, forceRefresh: true } },
  ]),
  'POST /api/get-contest-outside-scoreboard': forContests((c) => [
    { path: '/api/get-contest-outside-scoreboard', json: { cid: c.cid, limit: 100 } },
    { path: '/api/get-contest-outside-scoreboard', json: { cid: c.cid, limit: 100, forceRefresh: true } },
  ]),
  'GET /api/file/download-contest-rank': forContests((c) => [
    { path: `/api/file/download-contest-rank?cid=${c.cid}&forceRefresh=true` },
  ]),
  'GET /api/file/download-contest-ac-submission': forContests((c) => [
    { path: `/api/file/download-contest-ac-submission?cid=${c.cid}` },
  ]),
  'GET /api/get-contest-scroll-board-info': forContests((c) => [
    { path: `/api/get-contest-scroll-board-info?cid=${c.cid}` },
  ]),
  'GET /api/get-contest-scroll-board-submission': forContests((c) => [
    { path: `/api/get-contest-scroll-board-submission?cid=${c.cid}&removeStar=false` },
  ]),
  'GET /api/get-contest-ac-info': forContests((c) => [{ path: `/api/get-contest-ac-info?cid=${c.cid}` }]),
  // The group: its rank, gradebook and contest list.
  'GET /api/get-group-rank-list': (w) =>
    [0, 1].map((type) => ({ path: `/api/get-group-rank-list?gid=${w.gid}&type=${type}&limit=100` })),
  'GET /api/group/gradebook': (w) => [{ path: `/api/group/gradebook?gid=${w.gid}` }],
  'GET /api/group/gradebook.csv': (w) => [{ path: `/api/group/gradebook.csv?gid=${w.gid}` }],
  'GET /api/group/get-contest-list': (w) => [{ path: `/api/group/get-contest-list?gid=${w.gid}` }],
  'GET /api/group/get-problem-list': (w) => [{ path: `/api/group/get-problem-list?gid=${w.gid}` }],
  'GET /api/group/get-member-list': (w) => [{ path: `/api/group/get-member-list?gid=${w.gid}` }],
  // The training of the contests' problems: its list, problems with statuses, rank and progress.
  'GET /api/get-training-list': () => [{ path: '/api/get-training-list' }],
  'GET /api/get-training-detail': (w) => [{ path: `/api/get-training-detail?tid=${w.tid}` }],
  'GET /api/get-training-problem-list': (w) => [{ path: `/api/get-training-problem-list?tid=${w.tid}` }],
  'GET /api/get-training-problem-detail': (w) => [
    { path: `/api/get-training-problem-detail?tid=${w.tid}&problemId=${w.contests.acm.problemId}` },
  ],
  'GET /api/get-training-rank': (w) => [{ path: `/api/get-training-rank?tid=${w.tid}` }],
  'GET /api/get-training-progress': (w) => [{ path: `/api/get-training-progress?tid=${w.tid}` }],
  'GET /api/file/download-training-progress': (w) => [{ path: `/api/file/download-training-progress?tid=${w.tid}` }],
};

/**
 * Routes open to users that carry nothing derived from a submission, by what they answer with.
 * (Staff-only routes are known from the access matrix's table and need no entry here.)
 */
const NOTHING: Record<string, string[]> = {
  'the session, the account and the site: no submission': [
    'GET /api/ping',
    'POST /api/login',
    'GET /api/logout',
    'POST /api/admin/login',
    'GET /api/admin/logout',
    'GET /api/captcha',
    'GET /api/get-slide-captcha',
    'POST /api/check-slide-captcha',
    'GET /api/get-register-code',
    'POST /api/register',
    'POST /api/check-username-or-email',
    'POST /api/apply-reset-password',
    'POST /api/reset-password',
    'GET /api/get-register-code-by-phone',
    'GET /api/get-reset-code-by-phone',
    'POST /api/check-username-or-phone',
    'POST /api/register-by-phone',
    'POST /api/reset-password-by-phone',
    'GET /api/get-change-phone-code',
    'POST /api/change-phone',
    'GET /api/get-user-auth-info',
    'POST /api/change-password',
    'GET /api/get-change-email-code',
    'POST /api/change-email',
    'POST /api/change-userInfo',
    'GET /api/get-website-config',
    'POST /api/file/upload-avatar',
    'POST /api/file/upload-group-avatar',
    'GET /api/public/avatars/:name',
    'GET /api/get-common-announcement',
    'GET /api/home-carousel',
    'GET /api/public/file/:name',
    'GET /api/video/scratch-video-list',
    'GET /api/video/lessons',
    'GET /api/video/file/:id',
  ],
  "a problem's statement, template, languages or tags: no status or count": [
    'GET /api/get-random-problem',
    'GET /api/get-problem-code-template',
    'GET /api/get-problem-languages',
    'GET /api/get-all-problem-tags',
    'GET /api/get-problem-tags',
    'GET /api/get-problem-tags-and-classification',
    'GET /api/public/problem-files/:folder/:name',
    'GET /api/languages',
    'GET /api/get-recent-updated-problem',
    'GET /api/question/single-choice',
  ],
  "makes a submission or a test run and answers with the caller's own new one": [
    'POST /api/submit-problem-judge',
    'POST /api/submit-c-problem-judge',
    'POST /api/submit-contest',
    'POST /api/submit-problem-test-judge',
    'GET /api/get-test-judge-result',
    'PUT /api/submission',
  ],
  "sends the caller's own failed remote submission again and answers nothing": ['GET /api/resubmit'],
  "a contest's registration, announcements and prints: no submission": [
    'GET /api/get-recent-other-contest',
    'GET /api/get-contest-outsize-info',
    'POST /api/register-contest',
    'GET /api/get-contest-access',
    'GET /api/get-contest-announcement',
    'POST /api/get-contest-not-read-announcement',
    'POST /api/submit-print-text',
    'GET /api/get-contest-print',
    'PUT /api/check-contest-print-status',
    'GET /api/file/download-contest-print-text',
    'PUT /api/check-contest-ac-info',
  ],
  "a training's category and registration: no submission": [
    'GET /api/get-training-category',
    'POST /api/register-training',
    'GET /api/get-training-access',
  ],
  "the staff's files (accounts, test data, problem packages, images, videos): no submission": [
    'GET /api/file/export-users',
    'GET /api/file/generate-user-excel',
    'POST /api/file/upload-testcase-zip',
    'GET /api/file/download-testcase',
    'GET /api/file/export-problem',
    'POST /api/file/import-problem',
    'POST /api/file/import-qdoj-problem',
    'POST /api/file/import-fps-problem',
    'POST /api/file/import-hydro-problem',
    'POST /api/file/import-polygon-problem',
    'POST /api/file/import-kattis-problem',
    'POST /api/file/upload-checker-include',
    'POST /api/file/upload-md-img',
    'GET /api/file/delete-md-img',
    'POST /api/file/upload-md-file',
    'POST /api/file/upload-carouse-img',
    'POST /api/file/upload-video',
  ],
  "discussions, comments and messages: people's words, no submission": [
    'GET /api/discussion-category',
    'POST /api/discussion-category',
    'GET /api/get-discussion-list',
    'GET /api/get-discussion-detail',
    'POST /api/discussion',
    'PUT /api/discussion',
    'DELETE /api/discussion',
    'GET /api/discussion-like',
    'POST /api/discussion-report',
    'GET /api/comments',
    'POST /api/comment',
    'DELETE /api/comment',
    'GET /api/comment-like',
    'POST /api/reply',
    'DELETE /api/reply',
    'GET /api/reply',
    'GET /api/msg/unread',
    'GET /api/msg/comment',
    'GET /api/msg/reply',
    'GET /api/msg/like',
    'GET /api/msg/sys',
    'GET /api/msg/mine',
    'DELETE /api/msg/clean',
  ],
  "a group's settings, members, announcements, problems, trainings and discussions: no submission": [
    'GET /api/get-group-list',
    'GET /api/get-group-detail',
    'GET /api/get-group-access',
    'GET /api/get-group-auth',
    'POST /api/group',
    'PUT /api/group',
    'DELETE /api/group',
    'GET /api/group/get-apply-list',
    'POST /api/group/member',
    'PUT /api/group/member',
    'DELETE /api/group/member',
    'DELETE /api/group/member/exit',
    'GET /api/group/get-announcement-list',
    'GET /api/group/get-admin-announcement-list',
    'POST /api/group/announcement',
    'PUT /api/group/announcement',
    'DELETE /api/group/announcement',
    'POST /api/group/roster-preview',
    'POST /api/group/roster-add',
    'POST /api/group/member-slips',
    'GET /api/group/get-training-list',
    'GET /api/group/get-admin-training-list',
    'GET /api/group/training',
    'POST /api/group/training',
    'PUT /api/group/training',
    'DELETE /api/group/training',
    'PUT /api/group/change-training-status',
    'GET /api/group/get-training-problem-list',
    'PUT /api/group/training-problem',
    'DELETE /api/group/training-problem',
    'POST /api/group/add-training-problem-from-public',
    'POST /api/group/add-training-problem-from-group',
    'GET /api/group/get-admin-contest-list',
    'GET /api/group/contest',
    'POST /api/group/contest',
    'PUT /api/group/contest',
    'DELETE /api/group/contest',
    'PUT /api/group/change-contest-visible',
    'GET /api/group/get-contest-problem-list',
    'GET /api/group/contest-problem',
    'POST /api/group/contest-problem',
    'PUT /api/group/contest-problem',
    'DELETE /api/group/contest-problem',
    'POST /api/group/add-contest-problem-from-public',
    'POST /api/group/add-contest-problem-from-group',
    'GET /api/group/get-contest-announcement-list',
    'POST /api/group/contest-announcement',
    'PUT /api/group/contest-announcement',
    'DELETE /api/group/contest-announcement',
    'GET /api/group/get-discussion-list',
    'GET /api/group/get-admin-discussion-list',
    'POST /api/group/discussion',
    'PUT /api/group/discussion',
    'DELETE /api/group/discussion',
    'PUT /api/group/discussion-status',
    'GET /api/group/get-admin-problem-list',
    'GET /api/group/problem',
    'POST /api/group/problem',
    'PUT /api/group/problem',
    'DELETE /api/group/problem',
    'GET /api/group/choice-problem',
    'POST /api/group/choice-problem',
    'PUT /api/group/choice-problem',
    'GET /api/group/get-problem-cases',
    'GET /api/group/get-all-problem-tags',
    'GET /api/group/get-problem-bounds',
    'POST /api/group/compile-spj',
    'POST /api/group/compile-interactive',
    'PUT /api/group/change-problem-auth',
    'PUT /api/group/apply-public',
    'POST /api/file/upload-group-testcase-zip',
    'GET /api/file/download-group-testcase',
  ],
};

/** "METHOD path" → why the route carries nothing of submissions. */
export const NOTHING_OF_SUBMISSIONS: Record<string, string> = Object.fromEntries(
  Object.entries(NOTHING).flatMap(([why, keys]) => keys.map((k) => [k, why])),
);
