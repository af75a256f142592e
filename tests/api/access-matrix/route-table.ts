import { GROUP_ID, ROLES, TOKENS, isManager, type RoleName, type Token, type World } from './world.ts';

/**
 * How the access matrix calls each route of the app, keyed by "METHOD path" as the app lists it.
 * Every route must have an entry (a route added later fails the matrix until it is described
 * here). Calls that change data are made harmless: they name nothing, repeat the current value,
 * or send a form the server refuses.
 */

export interface Call {
  path: string;
  json?: unknown;
  /** The resource the call is about: with `gate`, the call succeeds exactly for the roles that may see it. */
  target?: Token;
  /** Tokens the answer must carry for an allowed role that may see them. */
  shows?: Token[];
  /** Succeeds (200) exactly for the allowed roles that may see the target (all allowed roles without one). */
  gate?: boolean;
}

export interface Entry {
  /** Roles that may use the route at all (default: everyone); the others must be refused. */
  allowed?: (role: RoleName) => boolean;
  calls?: (w: World) => Call[];
  /** The call ends its session: it is made with a session of its own. */
  endsSession?: boolean;
  /** Turns an answer that is not plain JSON into text the checks read. */
  read?: (text: string, w: World) => string;
  /** Middleware on a path (a role check), not an endpoint: nothing to call. */
  middleware?: true;
}

const loggedIn = (r: RoleName) => ROLES[r] !== null;
const root = (r: RoleName) => r === 'root';
const admins = (r: RoleName) => r === 'root' || r === 'admin';
const submitters = (r: RoleName) => loggedIn(r) && !['noSubmit', 'noSubmitNoPost', 'noSubmitMuted'].includes(r);

const P: Token[] = ['pPub', 'pPriv', 'pCont', 'pGrp'];
/** The bank's problems (a group's problems are listed in their group). */
const BANK_P: Token[] = ['pPub', 'pPriv', 'pCont'];
/** The submissions of the bank's list: practice ones outside groups. */
const practice = (w: World) => w.submissions.filter((s) => !s.token.startsWith('sx') && s.token !== 'sGrp');
const perProblem = (f: (p: World['problems'][number]) => Omit<Call, 'target'>) => (w: World) =>
  w.problems.map((p) => ({ target: p.token, ...f(p) }));
const perSubmission = (f: (s: World['submissions'][number]) => Omit<Call, 'target'>) => (w: World) =>
  w.submissions.map((s) => ({ target: s.token, ...f(s) }));
const allIds = (w: World) => w.submissions.map((s) => s.submitId);
/** The id of the problem of a group that does not exist (its rights are nobody's but the super admin's, and the group is gone). */
const grpId = (w: World) => w.problems.find((p) => p.key === 'grp')!.id;
const codeOf = (t: Token) => t.replace(/^s/, 'c') as Token;

/** Server-sent events: each event's submission id becomes the token of that submission. */
function eventsToTokens(text: string, w: World): string {
  const ids = [...text.matchAll(/"submitId":(\d+)/g)].map((m) => Number(m[1]));
  return ids.map((id) => TOKENS[w.submissions.find((s) => s.submitId === id)!.token]).join(' ');
}

export const ROUTE_TABLE: Record<string, Entry> = {
  'GET /api/ping': { calls: () => [{ path: '/api/ping', gate: true }] },
  // Accounts: refused forms and unknown names, so nothing changes.
  'POST /api/login': {
    calls: () => [{ path: '/api/login', json: { username: 'nobody-here', password: 'wrong-pass' } }],
  },
  'POST /api/admin/login': {
    calls: () => [{ path: '/api/admin/login', json: { username: 'nobody-here', password: 'wrong-pass' } }],
  },
  'GET /api/logout': { endsSession: true, calls: () => [{ path: '/api/logout', gate: true }] },
  'GET /api/admin/logout': { endsSession: true, calls: () => [{ path: '/api/admin/logout', gate: true }] },
  'GET /api/captcha': { calls: () => [{ path: '/api/captcha', gate: true }] },
  'GET /api/get-slide-captcha': { calls: () => [{ path: '/api/get-slide-captcha', gate: true }] },
  'POST /api/check-slide-captcha': {
    calls: () => [{ path: '/api/check-slide-captcha', json: { key: 'no-such-key', x: 1 } }],
  },
  'GET /api/get-register-code': { calls: () => [{ path: '/api/get-register-code?email=not-an-email' }] },
  'POST /api/register': { calls: () => [{ path: '/api/register', json: {} }] },
  'POST /api/check-username-or-email': {
    calls: () => [{ path: '/api/check-username-or-email', json: { username: 'owner' }, gate: true }],
  },
  'POST /api/apply-reset-password': { calls: () => [{ path: '/api/apply-reset-password', json: {} }] },
  'POST /api/reset-password': { calls: () => [{ path: '/api/reset-password', json: {} }] },
  // Phone accounts: numbers of a bad format or empty forms (and the site sends no SMS), so nothing is sent.
  'GET /api/get-register-code-by-phone': { calls: () => [{ path: '/api/get-register-code-by-phone?phone=123' }] },
  'GET /api/get-reset-code-by-phone': { calls: () => [{ path: '/api/get-reset-code-by-phone?phone=123' }] },
  'POST /api/check-username-or-phone': {
    calls: () => [{ path: '/api/check-username-or-phone', json: { username: 'owner' }, gate: true }],
  },
  'POST /api/register-by-phone': { calls: () => [{ path: '/api/register-by-phone', json: {} }] },
  'POST /api/reset-password-by-phone': { calls: () => [{ path: '/api/reset-password-by-phone', json: {} }] },
  'GET /api/get-change-phone-code': {
    allowed: loggedIn,
    calls: () => [{ path: '/api/get-change-phone-code?phone=123' }],
  },
  'POST /api/change-phone': { allowed: loggedIn, calls: () => [{ path: '/api/change-phone', json: {} }] },
  'GET /api/get-user-info': { allowed: loggedIn, calls: () => [{ path: '/api/get-user-info', gate: true }] },
  'GET /api/get-user-auth-info': { allowed: loggedIn, calls: () => [{ path: '/api/get-user-auth-info', gate: true }] },
  // The owner solved all three problems: their home names only the ones the caller may see.
  'GET /api/get-user-home-info': {
    calls: () => [{ path: '/api/get-user-home-info?username=owner', shows: P, gate: true }],
  },
  'GET /api/get-user-calendar-heatmap': {
    calls: () => [{ path: '/api/get-user-calendar-heatmap?username=owner', gate: true }],
  },
  'POST /api/change-password': { allowed: loggedIn, calls: () => [{ path: '/api/change-password', json: {} }] },
  'GET /api/get-change-email-code': {
    allowed: loggedIn,
    calls: () => [{ path: '/api/get-change-email-code?email=not-an-email' }],
  },
  'POST /api/change-email': { allowed: loggedIn, calls: () => [{ path: '/api/change-email', json: {} }] },
  'POST /api/change-userInfo': {
    allowed: loggedIn,
    calls: () => [{ path: '/api/change-userInfo', json: { gender: 'not-a-gender' } }],
  },
  'GET /api/get-website-config': { calls: () => [{ path: '/api/get-website-config', gate: true }] },
  'GET /api/admin/config/get-web-config': {
    allowed: root,
    calls: () => [{ path: '/api/admin/config/get-web-config', gate: true }],
  },
  'PUT /api/admin/config/set-web-config': {
    allowed: root,
    calls: () => [{ path: '/api/admin/config/set-web-config', json: {}, gate: true }],
  },
  // The dashboard and the settings of the back office.
  'GET /api/admin/dashboard/get-dashboard-info': {
    allowed: isManager,
    calls: () => [{ path: '/api/admin/dashboard/get-dashboard-info', gate: true }],
  },
  'POST /api/admin/dashboard/get-sessions': {
    allowed: isManager,
    calls: () => [{ path: '/api/admin/dashboard/get-sessions', gate: true }],
  },
  'GET /api/admin/config/get-service-info': {
    allowed: isManager,
    calls: () => [{ path: '/api/admin/config/get-service-info', gate: true }],
  },
  'GET /api/admin/config/get-judge-service-info': {
    allowed: isManager,
    calls: () => [{ path: '/api/admin/config/get-judge-service-info', gate: true }],
  },
  'GET /api/admin/config/get-email-config': {
    allowed: root,
    calls: () => [{ path: '/api/admin/config/get-email-config', gate: true }],
  },
  'PUT /api/admin/config/set-email-config': {
    allowed: root,
    calls: () => [{ path: '/api/admin/config/set-email-config', json: {}, gate: true }],
  },
  'POST /api/admin/config/test-email': {
    allowed: root,
    calls: () => [{ path: '/api/admin/config/test-email', json: { email: 'nobody@example.invalid' } }],
  },
  'GET /api/admin/config/get-db-and-redis-config': {
    allowed: root,
    calls: () => [{ path: '/api/admin/config/get-db-and-redis-config', gate: true }],
  },
  'PUT /api/admin/config/set-db-and-redis-config': {
    allowed: root,
    calls: () => [{ path: '/api/admin/config/set-db-and-redis-config', json: {} }],
  },
  'GET /api/admin/switch/info': { allowed: root, calls: () => [{ path: '/api/admin/switch/info', gate: true }] },
  'PUT /api/admin/switch/update': {
    allowed: root,
    calls: () => [{ path: '/api/admin/switch/update', json: {}, gate: true }],
  },
  // Remote judging: the accounts (names only) are the super admin's; an id that is not the source's
  // is refused before any site is asked; a submission that does not exist is not resubmitted.
  'GET /api/admin/config/remote-judge': {
    allowed: root,
    calls: () => [{ path: '/api/admin/config/remote-judge', gate: true }],
  },
  'PUT /api/admin/config/remote-judge': {
    allowed: root,
    calls: () => [{ path: '/api/admin/config/remote-judge', json: {} }],
  },
  // Judge nodes: the list; a create with a name the server refuses; a revoke of no node.
  'GET /api/admin/judge-nodes': { allowed: root, calls: () => [{ path: '/api/admin/judge-nodes', gate: true }] },
  'POST /api/admin/judge-nodes/create': {
    allowed: root,
    calls: () => [{ path: '/api/admin/judge-nodes/create', json: { name: 'not a name' } }],
  },
  'POST /api/admin/judge-nodes/revoke': {
    allowed: root,
    calls: () => [{ path: '/api/admin/judge-nodes/revoke', json: { id: 999999 } }],
  },
  'GET /api/admin/problem/import-remote-oj-problem': {
    allowed: isManager,
    calls: () => [{ path: '/api/admin/problem/import-remote-oj-problem?name=HDU&problemId=1A' }],
  },
  'GET /api/resubmit': { allowed: loggedIn, calls: () => [{ path: '/api/resubmit?submitId=999999' }] },
  // Role auth: the super admin's; the write names the super admin's own list, which is refused.
  'ALL /api/admin/role-auth': { middleware: true },
  'GET /api/admin/role-auth': { allowed: root, calls: () => [{ path: '/api/admin/role-auth', gate: true }] },
  'PUT /api/admin/role-auth': {
    allowed: root,
    calls: () => [{ path: '/api/admin/role-auth', json: { role: 1000, permissions: [] } }],
  },
  'PUT /api/admin/user/reset-password': {
    allowed: root,
    calls: () => [{ path: '/api/admin/user/reset-password', json: {} }],
  },
  // The users page (the super admin's by default, spec doc 3 §6): the list and the export are read; writes send refused forms or name nobody.
  'GET /api/admin/user/get-user-list': {
    allowed: root,
    calls: () => [{ path: '/api/admin/user/get-user-list?limit=100', gate: true }],
  },
  // Disk usage by user and group (names and sizes): those who manage users (the super admin by default).
  'GET /api/admin/disk-usage': { allowed: root, calls: () => [{ path: '/api/admin/disk-usage', gate: true }] },
  'POST /api/admin/user/add-user': { allowed: root, calls: () => [{ path: '/api/admin/user/add-user', json: {} }] },
  'PUT /api/admin/user/edit-user': { allowed: root, calls: () => [{ path: '/api/admin/user/edit-user', json: {} }] },
  'PUT /api/admin/user/bulk': {
    allowed: root,
    calls: () => [{ path: '/api/admin/user/bulk', json: { uids: [], status: 0 } }],
  },
  'DELETE /api/admin/user/delete-user': {
    allowed: root,
    calls: () => [{ path: '/api/admin/user/delete-user', json: { ids: [] } }],
  },
  'GET /api/admin/user/sessions': { allowed: root, calls: () => [{ path: '/api/admin/user/sessions?uid=nobody' }] },
  'DELETE /api/admin/user/session': { allowed: root, calls: () => [{ path: '/api/admin/user/session?id=none' }] },
  'GET /api/file/export-users': { allowed: root, calls: () => [{ path: '/api/file/export-users', gate: true }] },
  // Importing and generating accounts: refused forms and unknown keys, so nothing is made.
  'POST /api/admin/user/preview-batch-user': {
    allowed: root,
    calls: () => [{ path: '/api/admin/user/preview-batch-user', json: {} }],
  },
  'ALL /api/admin/user/insert-batch-user': { middleware: true },
  'ALL /api/admin/user/generate-user': { middleware: true },
  'ALL /api/admin/user/generated-user': { middleware: true },
  'ALL /api/admin/user/slips': { middleware: true },
  'POST /api/admin/user/slips': {
    allowed: root,
    calls: () => [{ path: '/api/admin/user/slips', json: { uids: ['nobody-for-slips'] } }],
  },
  'POST /api/admin/user/insert-batch-user': {
    allowed: root,
    calls: () => [{ path: '/api/admin/user/insert-batch-user', json: { users: [] } }],
  },
  'POST /api/admin/user/generate-user': {
    allowed: root,
    calls: () => [
      { path: '/api/admin/user/generate-user', json: { number_from: 2, number_to: 1, password_length: 8 } },
    ],
  },
  'GET /api/admin/user/generated-user': {
    allowed: root,
    calls: () => [{ path: '/api/admin/user/generated-user?key=none' }],
  },
  'GET /api/file/generate-user-excel': {
    allowed: root,
    calls: () => [{ path: '/api/file/generate-user-excel?key=none' }],
  },
  'POST /api/file/upload-avatar': { allowed: loggedIn, calls: () => [{ path: '/api/file/upload-avatar', json: {} }] },
  'POST /api/file/upload-group-avatar': {
    allowed: loggedIn,
    calls: () => [{ path: '/api/file/upload-group-avatar', json: {} }],
  },
  'GET /api/public/avatars/:name': { calls: () => [{ path: '/api/public/avatars/none.png' }] },
  // Announcements, notices and uploads: the home page's reads are public; writes name nothing or send refused forms.
  'GET /api/get-common-announcement': { calls: () => [{ path: '/api/get-common-announcement', gate: true }] },
  'GET /api/admin/announcement': { allowed: root, calls: () => [{ path: '/api/admin/announcement', gate: true }] },
  'POST /api/admin/announcement': {
    allowed: root,
    calls: () => [{ path: '/api/admin/announcement', json: { title: '' } }],
  },
  'PUT /api/admin/announcement': {
    allowed: root,
    calls: () => [{ path: '/api/admin/announcement', json: { id: 999999, title: 'x', content: 'x' } }],
  },
  'DELETE /api/admin/announcement': { allowed: root, calls: () => [{ path: '/api/admin/announcement?aid=999999' }] },
  'GET /api/admin/msg/notice': { allowed: root, calls: () => [{ path: '/api/admin/msg/notice', gate: true }] },
  'POST /api/admin/msg/notice': {
    allowed: root,
    calls: () => [{ path: '/api/admin/msg/notice', json: { title: '' } }],
  },
  'PUT /api/admin/msg/notice': {
    allowed: root,
    calls: () => [{ path: '/api/admin/msg/notice', json: { id: 999999, title: 'x', content: 'x', type: 'All' } }],
  },
  'DELETE /api/admin/msg/notice': { allowed: root, calls: () => [{ path: '/api/admin/msg/notice?id=999999' }] },
  'POST /api/file/upload-md-img': { allowed: isManager, calls: () => [{ path: '/api/file/upload-md-img', json: {} }] },
  'GET /api/file/delete-md-img': {
    allowed: isManager,
    calls: () => [{ path: '/api/file/delete-md-img?fileId=999999' }],
  },
  'POST /api/file/upload-md-file': {
    allowed: isManager,
    calls: () => [{ path: '/api/file/upload-md-file', json: {} }],
  },
  'GET /api/home-carousel': { calls: () => [{ path: '/api/home-carousel', gate: true }] },
  'POST /api/file/upload-carouse-img': {
    allowed: root,
    calls: () => [{ path: '/api/file/upload-carouse-img', json: {} }],
  },
  'DELETE /api/admin/config/home-carousel': {
    allowed: root,
    calls: () => [{ path: '/api/admin/config/home-carousel?id=999999' }],
  },
  'GET /api/public/file/:name': { calls: () => [{ path: '/api/public/file/none.png' }] },
  // Video lessons: everyone watches; problem administrators manage (refused forms and unknown ids).
  'GET /api/video/scratch-video-list': { calls: () => [{ path: '/api/video/scratch-video-list', gate: true }] },
  'GET /api/video/lessons': { calls: () => [{ path: '/api/video/lessons', gate: true }] },
  'GET /api/video/file/:id': { calls: () => [{ path: '/api/video/file/999999' }] },
  'GET /api/admin/video/list': { allowed: isManager, calls: () => [{ path: '/api/admin/video/list', gate: true }] },
  'POST /api/admin/video': {
    allowed: isManager,
    calls: () => [{ path: '/api/admin/video', json: { title: '', rank: 1, url: 'javascript:alert(1)' } }],
  },
  'POST /api/file/upload-video': {
    allowed: isManager,
    calls: () => [{ path: '/api/file/upload-video?title=A&rank=1', json: {} }],
  },
  'PUT /api/admin/video': {
    allowed: isManager,
    calls: () => [{ path: '/api/admin/video', json: { id: 999999, title: 'A', rank: 1 } }],
  },
  'DELETE /api/admin/video': { allowed: isManager, calls: () => [{ path: '/api/admin/video?id=999999' }] },
  'GET /api/public/problem-files/:folder/:name': { calls: () => [{ path: '/api/public/problem-files/none/none.png' }] },
  // The problem bank.
  'GET /api/get-problem-list': {
    calls: () => [
      { path: '/api/get-problem-list?limit=100', shows: BANK_P, gate: true },
      { path: '/api/get-problem-list?keyword=zq', shows: BANK_P, gate: true },
    ],
  },
  'GET /api/get-random-problem': { calls: () => [{ path: '/api/get-random-problem', shows: ['pPub'], gate: true }] },
  'GET /api/get-problem-detail': {
    calls: perProblem((p) => ({
      path: `/api/get-problem-detail?problemId=${p.problemId}`,
      shows: [p.token],
      gate: true,
    })),
  },
  'POST /api/get-user-problem-status': {
    allowed: loggedIn,
    calls: (w) => [
      { path: '/api/get-user-problem-status', json: { pidList: w.problems.map((p) => p.id) }, gate: true },
    ],
  },
  'GET /api/get-problem-code-template': {
    calls: perProblem((p) => ({ path: `/api/get-problem-code-template?pid=${p.id}`, shows: [p.token], gate: true })),
  },
  'GET /api/get-problem-languages': {
    calls: perProblem((p) => ({ path: `/api/get-problem-languages?pid=${p.id}`, gate: true })),
  },
  'ALL /api/admin/problem/*': { middleware: true },
  'ALL /api/admin/problem': { middleware: true },
  'GET /api/admin/problem/get-problem-list': {
    allowed: isManager,
    calls: () => [{ path: '/api/admin/problem/get-problem-list?limit=100', shows: P, gate: true }],
  },
  'GET /api/admin/problem': {
    allowed: isManager,
    calls: perProblem((p) => ({ path: `/api/admin/problem?pid=${p.id}`, shows: [p.token], gate: true })),
  },
  'POST /api/admin/problem': { allowed: isManager, calls: () => [{ path: '/api/admin/problem', json: {} }] },
  'PUT /api/admin/problem': { allowed: isManager, calls: () => [{ path: '/api/admin/problem', json: {} }] },
  'DELETE /api/admin/problem': { allowed: isManager, calls: () => [{ path: '/api/admin/problem?pid=999999' }] },
  'PUT /api/admin/problem/change-problem-auth': {
    allowed: isManager,
    calls: perProblem((p) => ({
      path: '/api/admin/problem/change-problem-auth',
      json: { id: p.id, auth: p.auth },
      gate: true,
    })),
  },
  'POST /api/admin/problem/compile-spj': {
    allowed: isManager,
    calls: () => [{ path: '/api/admin/problem/compile-spj', json: { code: 'x', language: 'C' } }],
  },
  'POST /api/admin/problem/compile-interactive': {
    allowed: isManager,
    calls: () => [{ path: '/api/admin/problem/compile-interactive', json: { code: 'x', language: 'C' } }],
  },
  // Names no starter problem: installs nothing.
  'POST /api/admin/problem/install-starter-set': {
    allowed: isManager,
    calls: () => [{ path: '/api/admin/problem/install-starter-set', json: { problemIds: [] } }],
  },
  'GET /api/admin/problem/get-problem-cases': {
    allowed: isManager,
    calls: perProblem((p) => ({ path: `/api/admin/problem/get-problem-cases?pid=${p.id}` })),
  },
  // Tags: each problem has a tag of its own.
  'GET /api/get-problem-tags': {
    calls: perProblem((p) => ({ path: `/api/get-problem-tags?pid=${p.id}`, shows: [p.token], gate: true })),
  },
  'GET /api/get-all-problem-tags': { calls: () => [{ path: '/api/get-all-problem-tags', shows: P, gate: true }] },
  'GET /api/get-problem-tags-and-classification': {
    calls: () => [{ path: '/api/get-problem-tags-and-classification', shows: P, gate: true }],
  },
  'GET /api/admin/tag': { allowed: isManager, calls: () => [{ path: '/api/admin/tag', shows: P, gate: true }] },
  'POST /api/admin/tag': { allowed: isManager, calls: () => [{ path: '/api/admin/tag', json: {} }] },
  'PUT /api/admin/tag': { allowed: isManager, calls: () => [{ path: '/api/admin/tag', json: {} }] },
  'DELETE /api/admin/tag': { allowed: isManager, calls: () => [{ path: '/api/admin/tag?id=999999' }] },
  'GET /api/admin/tag/classification': {
    allowed: isManager,
    calls: () => [{ path: '/api/admin/tag/classification', gate: true }],
  },
  'POST /api/admin/tag/classification': {
    allowed: isManager,
    calls: () => [{ path: '/api/admin/tag/classification', json: {} }],
  },
  'PUT /api/admin/tag/classification': {
    allowed: isManager,
    calls: () => [{ path: '/api/admin/tag/classification', json: {} }],
  },
  'DELETE /api/admin/tag/classification': {
    allowed: isManager,
    calls: () => [{ path: '/api/admin/tag/classification?id=999999' }],
  },
  // Test data and packages (binary answers: the role checks are what is tested).
  'POST /api/file/upload-testcase-zip': {
    allowed: isManager,
    calls: () => [{ path: '/api/file/upload-testcase-zip', json: {} }],
  },
  'GET /api/file/download-testcase': {
    allowed: isManager,
    calls: perProblem((p) => ({ path: `/api/file/download-testcase?pid=${p.id}`, gate: true })),
  },
  'GET /api/file/export-problem': {
    allowed: isManager,
    calls: perProblem((p) => ({ path: `/api/file/export-problem?pid=${p.id}`, gate: true })),
  },
  'POST /api/file/import-problem': {
    allowed: isManager,
    calls: () => [{ path: '/api/file/import-problem', json: {} }],
  },
  'POST /api/file/import-qdoj-problem': {
    allowed: isManager,
    calls: () => [{ path: '/api/file/import-qdoj-problem', json: {} }],
  },
  'POST /api/file/import-fps-problem': {
    allowed: isManager,
    calls: () => [{ path: '/api/file/import-fps-problem', json: {} }],
  },
  'POST /api/file/import-hydro-problem': {
    allowed: isManager,
    calls: () => [{ path: '/api/file/import-hydro-problem', json: {} }],
  },
  'POST /api/file/import-polygon-problem': {
    allowed: isManager,
    calls: () => [{ path: '/api/file/import-polygon-problem', json: {} }],
  },
  'POST /api/file/import-kattis-problem': {
    allowed: isManager,
    calls: () => [{ path: '/api/file/import-kattis-problem', json: {} }],
  },
  // Checker include files: administrators only.
  'GET /api/admin/checker-include': {
    allowed: admins,
    calls: () => [{ path: '/api/admin/checker-include', gate: true }],
  },
  'POST /api/file/upload-checker-include': {
    allowed: admins,
    calls: () => [{ path: '/api/file/upload-checker-include', json: {} }],
  },
  'DELETE /api/admin/checker-include': {
    allowed: admins,
    calls: () => [{ path: '/api/admin/checker-include?name=absent.h' }],
  },
  // Submissions.
  // Choice problems: the world has none, so every call names nothing; the roles' refusals are what is checked.
  'GET /api/get-c-problem-detail': {
    calls: (w) => [
      { path: '/api/get-c-problem-detail?problemId=nothing' },
      { path: `/api/get-c-problem-detail?problemId=A&cid=${w.contestId}` },
    ],
  },
  'GET /api/question/single-choice': { calls: () => [{ path: '/api/question/single-choice' }] },
  'POST /api/submit-c-problem-judge': {
    allowed: submitters,
    calls: perProblem((p) => ({ path: '/api/submit-c-problem-judge', json: { pid: p.problemId, selection: 'A' } })),
  },
  'POST /api/get-c-user-problem-status': {
    allowed: loggedIn,
    calls: (w) => [{ path: '/api/get-c-user-problem-status', json: { pidList: w.problems.map((p) => p.id) } }],
  },
  'POST /api/submit-contest': {
    allowed: submitters,
    calls: (w) => [{ path: '/api/submit-contest', json: { cid: w.contestId } }],
  },
  'GET /api/get-c-contest-submit-record': {
    allowed: loggedIn,
    calls: (w) => [{ path: `/api/get-c-contest-submit-record?cid=${w.contestId}` }],
  },
  'ALL /api/admin/choice-problem/*': { middleware: true },
  'ALL /api/admin/choice-problem': { middleware: true },
  'GET /api/admin/choice-problem/list': {
    allowed: isManager,
    calls: () => [{ path: '/api/admin/choice-problem/list' }],
  },
  'GET /api/admin/choice-problem': {
    allowed: isManager,
    calls: () => [{ path: '/api/admin/choice-problem?pid=999999' }],
  },
  'POST /api/admin/choice-problem': {
    allowed: isManager,
    calls: () => [{ path: '/api/admin/choice-problem', json: {} }],
  },
  'PUT /api/admin/choice-problem': {
    allowed: isManager,
    calls: () => [{ path: '/api/admin/choice-problem', json: {} }],
  },
  'POST /api/submit-problem-judge': {
    allowed: submitters,
    calls: perProblem((p) => ({
      path: '/api/submit-problem-judge',
      json: {
        pid: p.problemId,
        language: 'C',
        code: 'int main(){return 0;}',
        cid: 0,
        tid: null,
        gid: null,
        isRemote: false,
      },
      gate: true,
    })),
  },
  'GET /api/get-submission-list': {
    calls: (w) => [
      {
        path: '/api/get-submission-list?limit=100',
        shows: [...BANK_P, ...practice(w).map((s) => s.token)],
        gate: true,
      },
      {
        path: '/api/get-submission-list?limit=100&username=owner',
        shows: [...BANK_P, ...practice(w).map((s) => s.token)],
        gate: true,
      },
      {
        path: '/api/get-submission-list?limit=100&problemID=zq',
        shows: [...BANK_P, ...practice(w).map((s) => s.token)],
        gate: true,
      },
      {
        path: '/api/get-submission-list?limit=100&status=0',
        shows: [...BANK_P, ...practice(w).map((s) => s.token)],
        gate: true,
      },
      // A group's list: the group's submissions to administrators, one's own to anyone else.
      { path: `/api/get-submission-list?limit=100&gid=${GROUP_ID}`, shows: ['sGrp'] },
      ...w.problems
        .filter((p) => p.gid === null)
        .map((p) => ({
          path: `/api/get-submission-list?limit=100&completeProblemID=true&problemID=${p.problemId}`,
          shows: [
            p.token,
            ...practice(w)
              .filter((s) => s.problemToken === p.token)
              .map((s) => s.token),
          ],
          gate: true,
        })),
    ],
  },
  'POST /api/check-submissions-status': {
    calls: (w) => [
      {
        path: '/api/check-submissions-status',
        json: { submitIds: allIds(w) },
        shows: w.submissions.map((s) => s.token),
        gate: true,
      },
    ],
  },
  'POST /api/check-contest-submissions-status': {
    calls: (w) => [
      {
        path: '/api/check-contest-submissions-status',
        json: { submitIds: allIds(w) },
        shows: w.submissions.map((s) => s.token),
        gate: true,
      },
    ],
  },
  'GET /api/get-submission-detail': {
    calls: perSubmission((s) => ({
      path: `/api/get-submission-detail?submitId=${s.submitId}`,
      shows: [s.token, codeOf(s.token)],
      gate: true,
    })),
  },
  'GET /api/get-all-case-result': {
    calls: perSubmission((s) => ({
      path: `/api/get-all-case-result?submitId=${s.submitId}`,
      shows: [s.token],
      gate: true,
    })),
  },
  'PUT /api/submission': {
    allowed: loggedIn,
    calls: perSubmission((s) => ({ path: '/api/submission', json: { submitId: s.submitId, share: false } })),
  },
  'GET /api/get-last-ac-code': {
    allowed: loggedIn,
    calls: perProblem((p) => ({ path: `/api/get-last-ac-code?pid=${p.id}` })),
  },
  'POST /api/submit-problem-test-judge': {
    allowed: submitters,
    calls: () => [{ path: '/api/submit-problem-test-judge', json: {} }],
  },
  'GET /api/get-test-judge-result': {
    allowed: loggedIn,
    calls: () => [{ path: '/api/get-test-judge-result?testJudgeKey=none' }],
  },
  'ALL /api/admin/judge/*': { middleware: true },
  'GET /api/admin/judge/rejudge': {
    allowed: root,
    calls: () => [{ path: '/api/admin/judge/rejudge?submitId=999999' }],
  },
  'GET /api/admin/judge/rejudge-problem': {
    allowed: root,
    calls: () => [{ path: '/api/admin/judge/rejudge-problem?pid=999999' }],
  },
  'GET /api/admin/judge/rejudge-contest-problem': {
    allowed: root,
    calls: () => [{ path: '/api/admin/judge/rejudge-contest-problem?cid=999999&pid=999999' }],
  },
  'GET /api/admin/judge/rejudge-group-problem': {
    allowed: root,
    calls: () => [{ path: '/api/admin/judge/rejudge-group-problem?gid=999999&pid=999999' }],
  },
  'GET /api/admin/judge/manual-judge': {
    allowed: root,
    calls: () => [{ path: '/api/admin/judge/manual-judge?submitId=999999&status=0' }],
  },
  'GET /api/admin/judge/cancel-judge': {
    allowed: root,
    calls: () => [{ path: '/api/admin/judge/cancel-judge?submitId=999999' }],
  },
  // The tab's event stream: submissions (read to their end); a contest's and the messages' channels stay open:
  // tests/api/events/*.test.ts read them, here only an unknown contest.
  'GET /api/events': {
    read: eventsToTokens,
    calls: (w) => [
      { path: `/api/events?submitIds=${allIds(w).join(',')}`, shows: w.submissions.map((s) => s.token), gate: true },
      { path: '/api/events?cid=999999' },
    ],
  },
  // Needs the judging service, which the matrix does not start: only leaks are checked.
  'GET /api/languages': { calls: perProblem((p) => ({ path: `/api/languages?pid=${p.id}` })) },
  // The home page shows the public view to everyone.
  'GET /api/get-recent-updated-problem': {
    calls: () => [{ path: '/api/get-recent-updated-problem', shows: ['pPub'], gate: true }],
  },
  'GET /api/get-recent-seven-ac-rank': { calls: () => [{ path: '/api/get-recent-seven-ac-rank', gate: true }] },
  // The public ranks name users and their counts, no problem: open to everyone.
  'GET /api/get-rank-list': {
    calls: () => [
      { path: '/api/get-rank-list?type=0', gate: true },
      { path: '/api/get-rank-list?type=1&searchUser=o', gate: true },
    ],
  },
  'GET /api/get-last-week-submission-statistics': {
    calls: () => [{ path: '/api/get-last-week-submission-statistics', gate: true }],
  },
  // The signed-in user's agenda names only their own contests and their groups' homework.
  'GET /api/get-my-agenda': { allowed: loggedIn, calls: () => [{ path: '/api/get-my-agenda', gate: true }] },
  // Contests: a private contest nobody registered for; only leaks are looked for (contest admins are
  // the super admin and the creator, not every problem manager), and changes are refused forms.
  'GET /api/get-contest-list': { calls: () => [{ path: '/api/get-contest-list' }] },
  'GET /api/get-recent-contest': { calls: () => [{ path: '/api/get-recent-contest' }] },
  'GET /api/get-recent-other-contest': { calls: () => [{ path: '/api/get-recent-other-contest' }] },
  'GET /api/get-contest-info': {
    allowed: loggedIn,
    calls: (w) => [{ path: `/api/get-contest-info?cid=${w.contestId}` }],
  },
  'GET /api/get-contest-outsize-info': { calls: (w) => [{ path: `/api/get-contest-outsize-info?cid=${w.contestId}` }] },
  'POST /api/register-contest': {
    allowed: loggedIn,
    calls: (w) => [{ path: '/api/register-contest', json: { cid: w.contestId, password: 'wrong' } }],
  },
  'GET /api/get-contest-access': {
    allowed: loggedIn,
    calls: (w) => [{ path: `/api/get-contest-access?cid=${w.contestId}` }],
  },
  'GET /api/get-contest-problem': { calls: (w) => [{ path: `/api/get-contest-problem?cid=${w.contestId}` }] },
  'GET /api/get-full-screen-problem-list': {
    allowed: loggedIn,
    calls: (w) => [{ path: `/api/get-full-screen-problem-list?cid=${w.contestId}` }],
  },
  'GET /api/get-contest-problem-details': {
    allowed: loggedIn,
    calls: (w) =>
      ['A', 'B'].map((d) => ({ path: `/api/get-contest-problem-details?cid=${w.contestId}&displayId=${d}` })),
  },
  'GET /api/contest-submissions': {
    allowed: loggedIn,
    calls: (w) => [{ path: `/api/contest-submissions?contestID=${w.contestId}&limit=100` }],
  },
  'POST /api/get-contest-rank': {
    allowed: loggedIn,
    calls: (w) => [{ path: '/api/get-contest-rank', json: { cid: w.contestId, limit: 100 } }],
  },
  'POST /api/get-contest-outside-scoreboard': {
    calls: (w) => [{ path: '/api/get-contest-outside-scoreboard', json: { cid: w.contestId, limit: 100 } }],
  },
  'ALL /api/admin/contest/*': { middleware: true },
  'ALL /api/admin/contest': { middleware: true },
  'GET /api/admin/contest/get-contest-list': {
    allowed: isManager,
    calls: () => [{ path: '/api/admin/contest/get-contest-list', gate: true }],
  },
  'GET /api/admin/contest': { allowed: isManager, calls: (w) => [{ path: `/api/admin/contest?cid=${w.contestId}` }] },
  'POST /api/admin/contest': { allowed: isManager, calls: () => [{ path: '/api/admin/contest', json: {} }] },
  'PUT /api/admin/contest': {
    allowed: isManager,
    calls: (w) => [{ path: '/api/admin/contest', json: { id: w.contestId } }],
  },
  'DELETE /api/admin/contest': { allowed: isManager, calls: () => [{ path: '/api/admin/contest?cid=999999' }] },
  'PUT /api/admin/contest/change-contest-visible': {
    allowed: isManager,
    calls: () => [{ path: '/api/admin/contest/change-contest-visible?cid=999999&visible=true' }],
  },
  'POST /api/admin/contest/clone': {
    allowed: isManager,
    calls: () => [{ path: '/api/admin/contest/clone?cid=999999' }],
  },
  'GET /api/admin/contest/get-problem-list': {
    allowed: isManager,
    calls: (w) => [{ path: `/api/admin/contest/get-problem-list?cid=${w.contestId}` }],
  },
  'GET /api/admin/contest/get-public-problem-list': {
    allowed: isManager,
    calls: (w) => [{ path: `/api/admin/contest/get-public-problem-list?cid=${w.contestId}` }],
  },
  'POST /api/admin/contest/add-problem-from-public': {
    allowed: isManager,
    calls: () => [
      { path: '/api/admin/contest/add-problem-from-public', json: { cid: 999999, pid: 1, displayId: 'Z' } },
    ],
  },
  // A remote contest's problems into a contest: the contest's admins, as adding from the bank (no such contest: no site asked).
  'POST /api/admin/contest/import-remote-contest': {
    allowed: isManager,
    calls: () => [{ path: '/api/admin/contest/import-remote-contest', json: { cid: 999999, contest: 'CF-1' } }],
  },
  'GET /api/admin/contest/contest-problem': {
    allowed: isManager,
    calls: (w) => [{ path: `/api/admin/contest/contest-problem?cid=${w.contestId}&pid=999999` }],
  },
  'PUT /api/admin/contest/contest-problem': {
    allowed: isManager,
    calls: () => [{ path: '/api/admin/contest/contest-problem', json: { id: 999999, displayId: 'Z' } }],
  },
  'GET /api/admin/contest/problem': {
    allowed: isManager,
    calls: perProblem((p) => ({ path: `/api/admin/contest/problem?pid=${p.id}`, shows: [p.token], gate: true })),
  },
  'POST /api/admin/contest/problem': {
    allowed: isManager,
    calls: () => [{ path: '/api/admin/contest/problem', json: {} }],
  },
  'PUT /api/admin/contest/problem': {
    allowed: isManager,
    calls: () => [{ path: '/api/admin/contest/problem', json: {} }],
  },
  'DELETE /api/admin/contest/problem': {
    allowed: isManager,
    calls: () => [{ path: '/api/admin/contest/problem?cid=999999&pid=1' }],
  },
  // What runs beside a contest: refused forms and unknown ids for changes; the private contest for reads.
  'GET /api/get-contest-announcement': {
    allowed: loggedIn,
    calls: (w) => [{ path: `/api/get-contest-announcement?cid=${w.contestId}` }],
  },
  'POST /api/get-contest-not-read-announcement': {
    allowed: loggedIn,
    calls: (w) => [
      { path: '/api/get-contest-not-read-announcement', json: { cid: w.contestId, readAnnouncementList: [] } },
    ],
  },
  'GET /api/admin/contest/announcement': {
    allowed: isManager,
    calls: (w) => [{ path: `/api/admin/contest/announcement?cid=${w.contestId}` }],
  },
  'POST /api/admin/contest/announcement': {
    allowed: isManager,
    calls: (w) => [
      { path: '/api/admin/contest/announcement', json: { cid: w.contestId, announcement: { title: '' } } },
    ],
  },
  'PUT /api/admin/contest/announcement': {
    allowed: isManager,
    calls: (w) => [
      { path: '/api/admin/contest/announcement', json: { cid: w.contestId, announcement: { id: 999999, title: 'x' } } },
    ],
  },
  'DELETE /api/admin/contest/announcement': {
    allowed: isManager,
    calls: () => [{ path: '/api/admin/contest/announcement?aid=999999' }],
  },
  'POST /api/submit-print-text': {
    allowed: loggedIn,
    calls: (w) => [{ path: '/api/submit-print-text', json: { cid: w.contestId, content: 'short' } }],
  },
  'GET /api/get-contest-print': {
    allowed: loggedIn,
    calls: (w) => [{ path: `/api/get-contest-print?cid=${w.contestId}` }],
  },
  'PUT /api/check-contest-print-status': {
    allowed: loggedIn,
    calls: (w) => [{ path: `/api/check-contest-print-status?cid=${w.contestId}&id=999999` }],
  },
  'GET /api/file/download-contest-print-text': {
    allowed: loggedIn,
    calls: () => [{ path: '/api/file/download-contest-print-text?id=999999' }],
  },
  // The downloads: the private contest's board (its admins only, since nobody registered) and its accepted code.
  'GET /api/file/download-contest-rank': {
    allowed: loggedIn,
    calls: (w) => [{ path: `/api/file/download-contest-rank?cid=${w.contestId}&forceRefresh=true` }],
  },
  'GET /api/file/download-contest-ac-submission': {
    allowed: loggedIn,
    calls: (w) => [{ path: `/api/file/download-contest-ac-submission?cid=${w.contestId}` }],
  },
  'GET /api/get-contest-scroll-board-info': {
    calls: (w) => [{ path: `/api/get-contest-scroll-board-info?cid=${w.contestId}` }],
  },
  'GET /api/get-contest-scroll-board-submission': {
    calls: (w) => [{ path: `/api/get-contest-scroll-board-submission?cid=${w.contestId}` }],
  },
  'GET /api/get-contest-ac-info': {
    allowed: loggedIn,
    calls: (w) => [{ path: `/api/get-contest-ac-info?cid=${w.contestId}` }],
  },
  'PUT /api/check-contest-ac-info': {
    allowed: loggedIn,
    calls: (w) => [{ path: '/api/check-contest-ac-info', json: { cid: w.contestId, id: 999999, checked: true } }],
  },
  'GET /api/admin/contest/proctor': {
    allowed: isManager,
    calls: (w) => [{ path: `/api/admin/contest/proctor?cid=${w.contestId}` }],
  },
  'POST /api/admin/contest/proctor/end-session': {
    allowed: isManager,
    calls: () => [{ path: '/api/admin/contest/proctor/end-session', json: { cid: 999999, uid: 'nobody' } }],
  },
  'PUT /api/admin/contest/proctor/extra-time': {
    allowed: isManager,
    calls: () => [{ path: '/api/admin/contest/proctor/extra-time', json: { cid: 999999, uid: 'nobody', minutes: 5 } }],
  },
  'POST /api/admin/contest/proctor/release': {
    allowed: isManager,
    calls: () => [{ path: '/api/admin/contest/proctor/release', json: { cid: 999999, uid: 'nobody' } }],
  },
  // Similarity checks: their scope's admins only; a start names no contest, so nothing runs.
  'GET /api/admin/similarity': {
    allowed: isManager,
    calls: (w) => [{ path: `/api/admin/similarity?scope=contest&id=${w.contestId}` }],
  },
  'POST /api/admin/similarity/start': {
    allowed: isManager,
    calls: () => [{ path: '/api/admin/similarity/start', json: { scope: 'contest', id: 999999 } }],
  },
  'GET /api/admin/similarity/pair': {
    allowed: isManager,
    calls: (w) => [{ path: `/api/admin/similarity/pair?scope=contest&id=${w.contestId}&a=1&b=2` }],
  },
  'GET /api/admin/similarity.csv': {
    allowed: isManager,
    calls: (w) => [{ path: `/api/admin/similarity.csv?scope=contest&id=${w.contestId}` }],
  },
  // The contest's admins end it or unseal it now; the world's contests stay as they are (no such contest).
  'POST /api/admin/contest/end-now': {
    allowed: isManager,
    calls: () => [{ path: '/api/admin/contest/end-now', json: { cid: 999999 } }],
  },
  'POST /api/admin/contest/unseal-now': {
    allowed: isManager,
    calls: () => [{ path: '/api/admin/contest/unseal-now', json: { cid: 999999 } }],
  },
  // Trainings: a private training of the super admin nobody registered for; only its admins see inside it.
  'GET /api/get-training-category': { calls: () => [{ path: '/api/get-training-category' }] },
  'GET /api/get-training-list': { calls: () => [{ path: '/api/get-training-list' }] },
  'GET /api/get-training-detail': {
    allowed: loggedIn,
    calls: (w) => [{ path: `/api/get-training-detail?tid=${w.trainingId}`, gate: true }],
  },
  'POST /api/register-training': {
    allowed: loggedIn,
    calls: (w) => [{ path: '/api/register-training', json: { tid: w.trainingId, password: 'wrong' } }],
  },
  'GET /api/get-training-access': {
    allowed: loggedIn,
    calls: (w) => [{ path: `/api/get-training-access?tid=${w.trainingId}`, gate: true }],
  },
  'GET /api/get-training-problem-list': {
    allowed: root,
    calls: (w) => [{ path: `/api/get-training-problem-list?tid=${w.trainingId}`, gate: true }],
  },
  'GET /api/get-training-problem-detail': {
    allowed: root,
    calls: (w) => [
      { path: `/api/get-training-problem-detail?tid=${w.trainingId}&problemId=${TOKENS.pPub}`, gate: true },
    ],
  },
  'GET /api/get-training-rank': {
    allowed: root,
    calls: (w) => [{ path: `/api/get-training-rank?tid=${w.trainingId}`, gate: true }],
  },
  'GET /api/get-training-progress': {
    allowed: root,
    calls: (w) => [{ path: `/api/get-training-progress?tid=${w.trainingId}`, gate: true }],
  },
  'GET /api/file/download-training-progress': {
    allowed: root,
    calls: (w) => [{ path: `/api/file/download-training-progress?tid=${w.trainingId}` }],
  },
  'ALL /api/admin/training/*': { middleware: true },
  'ALL /api/admin/training': { middleware: true },
  'GET /api/admin/training/get-training-list': {
    allowed: isManager,
    calls: () => [{ path: '/api/admin/training/get-training-list', gate: true }],
  },
  'PUT /api/admin/training/change-training-status': {
    allowed: root,
    calls: (w) => [{ path: `/api/admin/training/change-training-status?tid=${w.trainingId}&status=true` }],
  },
  'GET /api/admin/training': {
    allowed: root,
    calls: (w) => [{ path: `/api/admin/training?tid=${w.trainingId}`, gate: true }],
  },
  'POST /api/admin/training': {
    allowed: isManager,
    calls: () => [{ path: '/api/admin/training', json: { training: {} } }],
  },
  'PUT /api/admin/training': {
    allowed: isManager,
    calls: (w) => [{ path: '/api/admin/training', json: { training: { id: w.trainingId } } }],
  },
  'DELETE /api/admin/training': { allowed: isManager, calls: () => [{ path: '/api/admin/training?tid=999999' }] },
  'GET /api/admin/training/get-problem-list': {
    allowed: root,
    calls: (w) => [{ path: `/api/admin/training/get-problem-list?tid=${w.trainingId}&queryExisted=true`, gate: true }],
  },
  'POST /api/admin/training/add-problem-from-public': {
    allowed: isManager,
    calls: () => [{ path: '/api/admin/training/add-problem-from-public', json: { tid: 999999, pid: 1 } }],
  },
  'POST /api/admin/training/import-remote-contest': {
    allowed: isManager,
    calls: () => [{ path: '/api/admin/training/import-remote-contest', json: { tid: 999999, contest: 'CF-1' } }],
  },
  'PUT /api/admin/training/problem': {
    allowed: isManager,
    calls: (w) => [
      { path: '/api/admin/training/problem', json: { id: 999999, tid: w.trainingId, displayId: 'Z', rank: 1 } },
    ],
  },
  'DELETE /api/admin/training/problem': {
    allowed: isManager,
    calls: () => [{ path: '/api/admin/training/problem?tid=999999&pid=1' }],
  },
  'POST /api/admin/training/category': {
    allowed: isManager,
    calls: () => [{ path: '/api/admin/training/category', json: { name: '' } }],
  },
  'PUT /api/admin/training/category': {
    allowed: isManager,
    calls: () => [{ path: '/api/admin/training/category', json: { id: 999999, name: 'x', color: '#000000' } }],
  },
  'DELETE /api/admin/training/category': {
    allowed: isManager,
    calls: () => [{ path: '/api/admin/training/category?cid=999999' }],
  },
  // Discussions: a disabled discussion (and its comment) only moderators see; changes name nothing or send refused forms.
  'GET /api/discussion-category': { calls: () => [{ path: '/api/discussion-category' }] },
  'POST /api/discussion-category': {
    allowed: root,
    calls: () => [{ path: '/api/discussion-category', json: [{ id: 999999, name: 'x' }] }],
  },
  'GET /api/get-discussion-list': { calls: () => [{ path: '/api/get-discussion-list?limit=100' }] },
  'GET /api/get-discussion-detail': {
    calls: (w) => [
      { path: `/api/get-discussion-detail?did=${w.discussionId}`, target: 'dHid', shows: ['dHid'], gate: true },
    ],
  },
  'POST /api/discussion': { allowed: loggedIn, calls: () => [{ path: '/api/discussion', json: { title: '' } }] },
  'PUT /api/discussion': {
    allowed: loggedIn,
    calls: (w) => [{ path: '/api/discussion', json: { id: w.discussionId, title: '' } }],
  },
  'DELETE /api/discussion': { allowed: loggedIn, calls: () => [{ path: '/api/discussion?did=999999' }] },
  'GET /api/discussion-like': {
    allowed: loggedIn,
    calls: () => [{ path: '/api/discussion-like?did=999999&toLike=true' }],
  },
  'POST /api/discussion-report': {
    allowed: loggedIn,
    calls: (w) => [{ path: '/api/discussion-report', json: { did: w.discussionId, tags: [], reason: '' } }],
  },
  'GET /api/comments': {
    calls: (w) => [{ path: `/api/comments?did=${w.discussionId}`, target: 'dHid', shows: ['dHid'], gate: true }],
  },
  'POST /api/comment': {
    allowed: loggedIn,
    calls: (w) => [{ path: '/api/comment', json: { did: w.discussionId, content: '' } }],
  },
  'DELETE /api/comment': { allowed: loggedIn, calls: () => [{ path: '/api/comment?id=999999' }] },
  'GET /api/comment-like': {
    allowed: loggedIn,
    calls: () => [{ path: '/api/comment-like?commentId=999999&toLike=true' }],
  },
  'POST /api/reply': {
    allowed: loggedIn,
    calls: () => [{ path: '/api/reply', json: { commentId: 999999, content: 'x' } }],
  },
  'DELETE /api/reply': { allowed: loggedIn, calls: () => [{ path: '/api/reply?id=999999' }] },
  'GET /api/reply': { calls: () => [{ path: '/api/reply?commentId=999999' }] },
  'GET /api/admin/discussion': {
    allowed: isManager,
    calls: () => [{ path: '/api/admin/discussion', shows: ['dHid'], gate: true }],
  },
  'PUT /api/admin/discussion': {
    allowed: isManager,
    calls: () => [{ path: '/api/admin/discussion', json: { id: 999999, status: 0 } }],
  },
  'DELETE /api/admin/discussion': {
    allowed: isManager,
    calls: () => [{ path: '/api/admin/discussion', json: [999999] }],
  },
  'GET /api/admin/discussion-report': {
    allowed: isManager,
    calls: () => [{ path: '/api/admin/discussion-report', gate: true }],
  },
  'PUT /api/admin/discussion-report': {
    allowed: isManager,
    calls: () => [{ path: '/api/admin/discussion-report', json: { id: 999999, status: 1 } }],
  },
  // Messages: each account reads its own; nothing of another's shows.
  'GET /api/msg/unread': { allowed: loggedIn, calls: () => [{ path: '/api/msg/unread', gate: true }] },
  'GET /api/msg/comment': { allowed: loggedIn, calls: () => [{ path: '/api/msg/comment', gate: true }] },
  'GET /api/msg/reply': { allowed: loggedIn, calls: () => [{ path: '/api/msg/reply', gate: true }] },
  'GET /api/msg/like': { allowed: loggedIn, calls: () => [{ path: '/api/msg/like', gate: true }] },
  'GET /api/msg/sys': { allowed: loggedIn, calls: () => [{ path: '/api/msg/sys', gate: true }] },
  'GET /api/msg/mine': { allowed: loggedIn, calls: () => [{ path: '/api/msg/mine', gate: true }] },
  'DELETE /api/msg/clean': { allowed: loggedIn, calls: () => [{ path: '/api/msg/clean?type=Like&id=999999' }] },
  // Groups: a hidden private group of the owner; only the super admin (besides its members) knows of it.
  'GET /api/get-group-list': { calls: () => [{ path: '/api/get-group-list?limit=100' }] },
  'GET /api/get-group-detail': {
    allowed: loggedIn,
    calls: (w) => [{ path: `/api/get-group-detail?gid=${w.groupId}`, target: 'gHid', shows: ['gHid'], gate: true }],
  },
  'GET /api/get-group-access': {
    allowed: loggedIn,
    calls: (w) => [{ path: `/api/get-group-access?gid=${w.groupId}`, target: 'gHid', gate: true }],
  },
  'GET /api/get-group-auth': {
    allowed: loggedIn,
    calls: (w) => [{ path: `/api/get-group-auth?gid=${w.groupId}`, target: 'gHid', gate: true }],
  },
  'POST /api/group': { allowed: loggedIn, calls: () => [{ path: '/api/group', json: { name: '' } }] },
  'PUT /api/group': { allowed: loggedIn, calls: (w) => [{ path: '/api/group', json: { id: w.groupId, name: '' } }] },
  'DELETE /api/group': { allowed: loggedIn, calls: () => [{ path: '/api/group?gid=999999' }] },
  'GET /api/group/get-member-list': {
    allowed: loggedIn,
    calls: (w) => [{ path: `/api/group/get-member-list?gid=${w.groupId}`, target: 'gHid', gate: true }],
  },
  'GET /api/group/get-apply-list': {
    allowed: loggedIn,
    calls: (w) => [{ path: `/api/group/get-apply-list?gid=${w.groupId}`, target: 'gHid', gate: true }],
  },
  'POST /api/group/member': {
    allowed: loggedIn,
    calls: (w) => [{ path: `/api/group/member?gid=${w.groupId}&code=wrong&reason=x` }],
  },
  'PUT /api/group/member': {
    allowed: loggedIn,
    calls: (w) => [{ path: '/api/group/member', json: { gid: w.groupId, uid: 'nobody', auth: 3 } }],
  },
  'DELETE /api/group/member': {
    allowed: loggedIn,
    calls: (w) => [{ path: `/api/group/member?gid=${w.groupId}&uid=nobody` }],
  },
  'DELETE /api/group/member/exit': { allowed: loggedIn, calls: () => [{ path: '/api/group/member/exit?gid=999999' }] },
  'GET /api/group/get-announcement-list': {
    allowed: loggedIn,
    calls: (w) => [
      { path: `/api/group/get-announcement-list?gid=${w.groupId}`, target: 'gHid', shows: ['gHid'], gate: true },
    ],
  },
  'GET /api/group/get-admin-announcement-list': {
    allowed: loggedIn,
    calls: (w) => [
      { path: `/api/group/get-admin-announcement-list?gid=${w.groupId}`, target: 'gHid', shows: ['gHid'], gate: true },
    ],
  },
  'POST /api/group/announcement': {
    allowed: loggedIn,
    calls: (w) => [{ path: '/api/group/announcement', json: { gid: w.groupId, title: '' } }],
  },
  'PUT /api/group/announcement': {
    allowed: loggedIn,
    calls: (w) => [{ path: '/api/group/announcement', json: { id: 999999, gid: w.groupId, title: '' } }],
  },
  'DELETE /api/group/announcement': {
    allowed: loggedIn,
    calls: () => [{ path: '/api/group/announcement?aid=999999' }],
  },
  // A group's rank, gradebook and roster: the hidden group's to its members (the gradebook its admins); a roster naming nobody.
  'GET /api/get-group-rank-list': {
    allowed: loggedIn,
    calls: (w) => [{ path: `/api/get-group-rank-list?gid=${w.groupId}&type=0`, target: 'gHid', gate: true }],
  },
  'GET /api/group/gradebook': {
    allowed: loggedIn,
    calls: (w) => [{ path: `/api/group/gradebook?gid=${w.groupId}`, target: 'gHid', gate: true }],
  },
  'GET /api/group/gradebook.csv': {
    allowed: loggedIn,
    calls: (w) => [{ path: `/api/group/gradebook.csv?gid=${w.groupId}`, target: 'gHid', gate: true }],
  },
  'POST /api/group/roster-preview': {
    allowed: loggedIn,
    calls: (w) => [{ path: `/api/group/roster-preview?gid=${w.groupId}` }],
  },
  'POST /api/group/roster-add': {
    allowed: loggedIn,
    calls: (w) => [{ path: '/api/group/roster-add', json: { gid: w.groupId, rows: [['nobody-in-roster']] } }],
  },
  'POST /api/group/member-slips': {
    allowed: loggedIn,
    calls: (w) => [{ path: '/api/group/member-slips', json: { gid: w.groupId, uids: ['nobody-for-slips'] } }],
  },
  // Group trainings and contests: lists gated by the hidden group; changes name nothing that exists.
  'GET /api/group/get-training-list': {
    allowed: loggedIn,
    calls: (w) => [{ path: `/api/group/get-training-list?gid=${w.groupId}`, target: 'gHid', gate: true }],
  },
  'GET /api/group/get-admin-training-list': {
    allowed: loggedIn,
    calls: (w) => [{ path: `/api/group/get-admin-training-list?gid=${w.groupId}`, target: 'gHid', gate: true }],
  },
  'GET /api/group/training': { allowed: loggedIn, calls: () => [{ path: '/api/group/training?tid=999999' }] },
  'POST /api/group/training': {
    allowed: loggedIn,
    calls: (w) => [{ path: '/api/group/training', json: { training: { gid: w.groupId, title: '' } } }],
  },
  'PUT /api/group/training': {
    allowed: loggedIn,
    calls: () => [{ path: '/api/group/training', json: { training: { id: 999999, title: '' } } }],
  },
  'DELETE /api/group/training': { allowed: loggedIn, calls: () => [{ path: '/api/group/training?tid=999999' }] },
  'PUT /api/group/change-training-status': {
    allowed: loggedIn,
    calls: () => [{ path: '/api/group/change-training-status?tid=999999&status=true' }],
  },
  'GET /api/group/get-training-problem-list': {
    allowed: loggedIn,
    calls: () => [{ path: '/api/group/get-training-problem-list?tid=999999' }],
  },
  'PUT /api/group/training-problem': {
    allowed: loggedIn,
    calls: () => [{ path: '/api/group/training-problem', json: { id: 999999, tid: 999999, displayId: 'x', rank: 1 } }],
  },
  'DELETE /api/group/training-problem': {
    allowed: loggedIn,
    calls: () => [{ path: '/api/group/training-problem?tid=999999&pid=999999' }],
  },
  'POST /api/group/add-training-problem-from-public': {
    allowed: loggedIn,
    calls: () => [{ path: '/api/group/add-training-problem-from-public', json: { tid: 999999, pid: 999999 } }],
  },
  'POST /api/group/add-training-problem-from-group': {
    allowed: loggedIn,
    calls: () => [{ path: '/api/group/add-training-problem-from-group?tid=999999&problemId=nothing' }],
  },
  'GET /api/group/get-contest-list': {
    allowed: loggedIn,
    calls: (w) => [{ path: `/api/group/get-contest-list?gid=${w.groupId}`, target: 'gHid', gate: true }],
  },
  'GET /api/group/get-admin-contest-list': {
    allowed: loggedIn,
    calls: (w) => [{ path: `/api/group/get-admin-contest-list?gid=${w.groupId}`, target: 'gHid', gate: true }],
  },
  'GET /api/group/contest': { allowed: loggedIn, calls: () => [{ path: '/api/group/contest?cid=999999' }] },
  'POST /api/group/contest': {
    allowed: loggedIn,
    calls: (w) => [{ path: '/api/group/contest', json: { gid: w.groupId, title: '' } }],
  },
  'PUT /api/group/contest': {
    allowed: loggedIn,
    calls: () => [{ path: '/api/group/contest', json: { id: 999999, title: '' } }],
  },
  'DELETE /api/group/contest': { allowed: loggedIn, calls: () => [{ path: '/api/group/contest?cid=999999' }] },
  'PUT /api/group/change-contest-visible': {
    allowed: loggedIn,
    calls: () => [{ path: '/api/group/change-contest-visible?cid=999999&visible=true' }],
  },
  'GET /api/group/get-contest-problem-list': {
    allowed: loggedIn,
    calls: () => [{ path: '/api/group/get-contest-problem-list?cid=999999' }],
  },
  'GET /api/group/contest-problem': {
    allowed: loggedIn,
    calls: () => [{ path: '/api/group/contest-problem?cid=999999&pid=999999' }],
  },
  'POST /api/group/contest-problem': {
    allowed: loggedIn,
    calls: () => [
      {
        path: '/api/group/contest-problem',
        json: { problem: {}, contest: { cid: 999999, displayId: 'x', displayTitle: 'x' } },
      },
    ],
  },
  'PUT /api/group/contest-problem': {
    allowed: loggedIn,
    calls: () => [{ path: '/api/group/contest-problem', json: { id: 999999, cid: 999999, displayId: 'x' } }],
  },
  'DELETE /api/group/contest-problem': {
    allowed: loggedIn,
    calls: () => [{ path: '/api/group/contest-problem?cid=999999&pid=999999' }],
  },
  'POST /api/group/add-contest-problem-from-public': {
    allowed: loggedIn,
    calls: () => [
      { path: '/api/group/add-contest-problem-from-public', json: { cid: 999999, pid: 999999, displayId: 'x' } },
    ],
  },
  'POST /api/group/add-contest-problem-from-group': {
    allowed: loggedIn,
    calls: () => [{ path: '/api/group/add-contest-problem-from-group?cid=999999&problemId=nothing&displayId=x' }],
  },
  'GET /api/group/get-contest-announcement-list': {
    allowed: loggedIn,
    calls: () => [{ path: '/api/group/get-contest-announcement-list?cid=999999' }],
  },
  'POST /api/group/contest-announcement': {
    allowed: loggedIn,
    calls: () => [{ path: '/api/group/contest-announcement', json: { cid: 999999, announcement: { title: 'x' } } }],
  },
  'PUT /api/group/contest-announcement': {
    allowed: loggedIn,
    calls: () => [
      { path: '/api/group/contest-announcement', json: { cid: 999999, announcement: { id: 999999, title: 'x' } } },
    ],
  },
  'DELETE /api/group/contest-announcement': {
    allowed: loggedIn,
    calls: () => [{ path: '/api/group/contest-announcement?cid=999999&aid=999999' }],
  },
  'GET /api/group/get-discussion-list': {
    allowed: loggedIn,
    calls: (w) => [{ path: `/api/group/get-discussion-list?gid=${w.groupId}`, target: 'gHid', gate: true }],
  },
  'GET /api/group/get-admin-discussion-list': {
    allowed: loggedIn,
    calls: (w) => [{ path: `/api/group/get-admin-discussion-list?gid=${w.groupId}`, target: 'gHid', gate: true }],
  },
  'POST /api/group/discussion': {
    allowed: loggedIn,
    calls: (w) => [{ path: '/api/group/discussion', json: { gid: w.groupId, title: '' } }],
  },
  'PUT /api/group/discussion': {
    allowed: loggedIn,
    calls: (w) => [{ path: '/api/group/discussion', json: { id: w.discussionId, gid: w.groupId, title: '' } }],
  },
  'DELETE /api/group/discussion': { allowed: loggedIn, calls: () => [{ path: '/api/group/discussion?did=999999' }] },
  'PUT /api/group/discussion-status': {
    allowed: loggedIn,
    calls: (w) => [{ path: '/api/group/discussion-status', json: { id: w.discussionId, status: 0 } }],
  },
  // A group's problems: the hidden group's lists to its members; the changes name nothing or a problem of a group that is gone.
  'GET /api/group/get-problem-list': {
    allowed: loggedIn,
    calls: (w) => [{ path: `/api/group/get-problem-list?gid=${w.groupId}`, target: 'gHid', gate: true }],
  },
  'GET /api/group/get-admin-problem-list': {
    allowed: loggedIn,
    calls: (w) => [{ path: `/api/group/get-admin-problem-list?gid=${w.groupId}`, target: 'gHid', gate: true }],
  },
  'GET /api/group/problem': { allowed: loggedIn, calls: (w) => [{ path: `/api/group/problem?pid=${grpId(w)}` }] },
  'POST /api/group/problem': {
    allowed: loggedIn,
    calls: (w) => [{ path: '/api/group/problem', json: { problem: { gid: w.groupId, problemId: '' } } }],
  },
  'PUT /api/group/problem': {
    allowed: loggedIn,
    calls: (w) => [{ path: '/api/group/problem', json: { problem: { id: grpId(w), problemId: '' } } }],
  },
  'DELETE /api/group/problem': { allowed: loggedIn, calls: () => [{ path: '/api/group/problem?pid=999999' }] },
  // A group's choice problems: the form of a code problem (refused as not a choice one), forms the server refuses.
  'GET /api/group/choice-problem': {
    allowed: loggedIn,
    calls: (w) => [{ path: `/api/group/choice-problem?pid=${grpId(w)}` }],
  },
  'POST /api/group/choice-problem': {
    allowed: loggedIn,
    calls: (w) => [{ path: '/api/group/choice-problem', json: { gid: w.groupId, problemId: '' } }],
  },
  'PUT /api/group/choice-problem': {
    allowed: loggedIn,
    calls: (w) => [{ path: '/api/group/choice-problem', json: { id: grpId(w), problemId: '' } }],
  },
  'GET /api/group/get-problem-cases': {
    allowed: loggedIn,
    calls: (w) => [{ path: `/api/group/get-problem-cases?pid=${grpId(w)}` }],
  },
  'GET /api/group/get-all-problem-tags': {
    allowed: loggedIn,
    calls: (w) => [{ path: `/api/group/get-all-problem-tags?gid=${w.groupId}`, target: 'gHid', gate: true }],
  },
  'GET /api/group/get-problem-bounds': {
    allowed: loggedIn,
    calls: (w) => [{ path: `/api/group/get-problem-bounds?gid=${w.groupId}`, target: 'gHid', gate: true }],
  },
  'POST /api/group/compile-spj': {
    allowed: loggedIn,
    calls: (w) => [{ path: `/api/group/compile-spj?gid=${w.groupId}`, json: {} }],
  },
  'POST /api/group/compile-interactive': {
    allowed: loggedIn,
    calls: (w) => [{ path: `/api/group/compile-interactive?gid=${w.groupId}`, json: {} }],
  },
  'PUT /api/group/change-problem-auth': {
    allowed: loggedIn,
    calls: (w) => [{ path: `/api/group/change-problem-auth?pid=${grpId(w)}&auth=1` }],
  },
  'PUT /api/group/apply-public': {
    allowed: loggedIn,
    calls: (w) => [{ path: `/api/group/apply-public?pid=${grpId(w)}&isApplied=false` }],
  },
  'POST /api/file/upload-group-testcase-zip': {
    allowed: loggedIn,
    calls: (w) => [{ path: `/api/file/upload-group-testcase-zip?gid=${w.groupId}`, json: {} }],
  },
  'GET /api/file/download-group-testcase': {
    allowed: loggedIn,
    calls: (w) => [{ path: `/api/file/download-group-testcase?pid=${grpId(w)}` }],
  },
  'ALL /api/admin/group-problem/*': { middleware: true },
  'GET /api/admin/group-problem/list': {
    allowed: isManager,
    calls: () => [{ path: '/api/admin/group-problem/list', gate: true }],
  },
  'PUT /api/admin/group-problem/change-progress': {
    allowed: isManager,
    calls: (w) => [{ path: `/api/admin/group-problem/change-progress?pid=${grpId(w)}&progress=1` }],
  },
  // The judge node protocol: a node's token only, so every role's session is refused.
  // The node protocol's timing of each call (bench:nodes --verbose): measures, decides nothing.
  'ALL /api/judge-node/*': { middleware: true },
  'POST /api/judge-node/claim': {
    allowed: () => false,
    calls: () => [{ path: '/api/judge-node/claim', json: { version: '0', languages: [], workers: 1, busy: 0 } }],
  },
  'POST /api/judge-node/report': {
    allowed: () => false,
    calls: () => [{ path: '/api/judge-node/report', json: {} }],
  },
  'POST /api/judge-node/heartbeat': {
    allowed: () => false,
    calls: () => [{ path: '/api/judge-node/heartbeat', json: {} }],
  },
  'GET /api/judge-node/file/:sha256': {
    allowed: () => false,
    calls: () => [{ path: `/api/judge-node/file/${'0'.repeat(64)}` }],
  },
};

/** A route answering as another under a second name: the computational-thinking pages' names of the submission calls. */
for (const [alias, of, from, to] of [
  [
    'GET /api/get-c-submission-list',
    'GET /api/get-submission-list',
    '/api/get-submission-list',
    '/api/get-c-submission-list',
  ],
  [
    'POST /api/check-c-submissions-status',
    'POST /api/check-submissions-status',
    '/api/check-submissions-status',
    '/api/check-c-submissions-status',
  ],
  [
    'POST /api/check-c-contest-submissions-status',
    'POST /api/check-contest-submissions-status',
    '/api/check-contest-submissions-status',
    '/api/check-c-contest-submissions-status',
  ],
  [
    'GET /api/get-c-submission-detail',
    'GET /api/get-submission-detail',
    '/api/get-submission-detail',
    '/api/get-c-submission-detail',
  ],
  [
    'GET /api/c-contest-submissions',
    'GET /api/contest-submissions',
    '/api/contest-submissions',
    '/api/c-contest-submissions',
  ],
] as const) {
  const entry = ROUTE_TABLE[of]!;
  ROUTE_TABLE[alias] = {
    ...entry,
    calls: entry.calls && ((w) => entry.calls!(w).map((c) => ({ ...c, path: c.path.replace(from, to) }))),
  };
}
