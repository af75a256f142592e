import { TOKENS } from './world.ts';
import { INSIDE } from './exam-world.ts';
import type { Call } from './route-table.ts';
import type { ExamWorld } from './exam-world.ts';

/**
 * What a student may reach during their exam, written here on its own (not read from the exam
 * guard), and the calls the exam dimension adds to the access matrix's: the exam's own pages,
 * and every contest call named twice (query and body, cid and contestID) with the exam in one
 * place and another contest, or none, in the other.
 */

/** Calls every page needs, which show nothing of the bank, other users or earlier work. */
const ALWAYS = [
  'GET /api/logout',
  'GET /api/ping',
  'GET /api/get-website-config',
  'GET /api/get-user-info',
  'GET /api/get-user-auth-info',
  'GET /api/languages',
  'GET /api/public/avatars/:name',
  'GET /api/get-test-judge-result',
  // The sign-in form's picture: a student whose session ended signs in again from the exam's page.
  'GET /api/captcha',
];
/** The exam's pages and calls: they may answer when every contest they name is the exam. */
const CONTEST = [
  'GET /api/get-contest-info',
  'GET /api/get-contest-access',
  'GET /api/get-contest-problem',
  'GET /api/get-contest-problem-details',
  'GET /api/get-full-screen-problem-list',
  'GET /api/contest-submissions',
  'GET /api/c-contest-submissions',
  'POST /api/get-contest-rank',
  'POST /api/get-contest-outside-scoreboard',
  'GET /api/get-contest-outsize-info',
  'GET /api/get-contest-announcement',
  'POST /api/get-contest-not-read-announcement',
  'POST /api/register-contest',
  'POST /api/submit-problem-judge',
  'POST /api/submit-problem-test-judge',
  'POST /api/submit-print-text',
  'GET /api/get-contest-print',
  'PUT /api/check-contest-print-status',
  'GET /api/file/download-contest-rank',
  'GET /api/get-last-ac-code',
  'POST /api/get-user-problem-status',
  'GET /api/get-c-problem-detail',
  'POST /api/submit-c-problem-judge',
  'POST /api/get-c-user-problem-status',
  'POST /api/submit-contest',
  'GET /api/get-c-contest-submit-record',
];
/** A submission's pages: they may answer for a submission made in the exam. */
const SUBMISSION = [
  'GET /api/get-submission-detail',
  'GET /api/get-c-submission-detail',
  'GET /api/get-all-case-result',
];
/** Statuses of listed submissions: they may answer, with nothing of a submission outside the exam. */
const STATUSES = [
  'POST /api/check-submissions-status',
  'POST /api/check-c-submissions-status',
  'POST /api/check-contest-submissions-status',
  'POST /api/check-c-contest-submissions-status',
];
/** The tab's event stream: it may answer with what the exam shows, and names no contest but the exam. */
const EVENTS = 'GET /api/events';

export type Expect = 'answer' | 'may' | 'refuse';
export interface ExamCall extends Omit<Call, 'shows'> {
  expect?: Expect;
  /** Tokens of the exam the answer must carry. */
  shows?: string[];
  /** A stream that stays open: only its first event is read. */
  firstEvent?: true;
  /** Text the answer must not carry. */
  hides?: string[];
}

type Named = { path: string; json?: unknown };
const json = (c: Named) =>
  c.json && typeof c.json === 'object' && !Array.isArray(c.json) ? (c.json as Record<string, unknown>) : null;
const CONTEST_KEYS = ['cid', 'contestID'];

/** The contests a call names (0 or null: the bank), in its query and its body. */
function contestsNamed(c: Named): (number | null)[] {
  const url = new URL(c.path, 'http://x');
  const named: (number | null)[] = CONTEST_KEYS.filter((k) => url.searchParams.has(k)).map(
    (k) => Number(url.searchParams.get(k)) || null,
  );
  const body = json(c);
  for (const k of CONTEST_KEYS)
    if (body && k in body) named.push(typeof body[k] === 'number' && body[k] ? (body[k] as number) : null);
  return named;
}

/** What the exam lets through for the call: 'may' (it may answer) or 'refuse'. */
export function expected(key: string, c: ExamCall, w: ExamWorld): Expect {
  if (c.expect) return c.expect;
  if (ALWAYS.includes(key) || STATUSES.includes(key)) return 'may';
  if (key === EVENTS) return contestsNamed(c).every((cid) => cid === w.examId) ? 'may' : 'refuse';
  if (CONTEST.includes(key)) {
    const named = contestsNamed(c);
    const body = json(c);
    const bodyNamesExam = body === null || key.startsWith('GET ') || body.cid === w.examId;
    return named.length > 0 && named.every((cid) => cid === w.examId) && bodyNamesExam ? 'may' : 'refuse';
  }
  if (SUBMISSION.includes(key)) {
    const id = Number(new URL(c.path, 'http://x').searchParams.get('submitId'));
    return w.inExam(id) ? 'may' : 'refuse';
  }
  return 'refuse';
}

function withQuery(path: string, set: Record<string, number | null>): string {
  const url = new URL(path, 'http://x');
  for (const [k, v] of Object.entries(set)) {
    if (v === null) url.searchParams.delete(k);
    else url.searchParams.set(k, String(v));
  }
  return url.pathname + url.search;
}

/**
 * The call, and its variants naming the exam: everywhere it names a contest (or, for the exam's
 * calls, where it could); in the query with another contest or none in the body; in the body with
 * another contest in the query; and beside the other name of the same thing (cid / contestID).
 */
export function variants(key: string, c: Call, w: ExamWorld): ExamCall[] {
  const url = new URL(c.path, 'http://x');
  const body = json(c);
  const named = contestsNamed(c);
  if (named.length === 0 && !CONTEST.includes(key)) return [{ path: c.path, json: c.json }];
  const exam = w.examId,
    other = w.contestId;
  const inQuery = CONTEST_KEYS.filter((k) => url.searchParams.has(k));
  const queryKey = inQuery[0] ?? 'cid';
  const out: ExamCall[] = [{ path: c.path, json: c.json }];
  const everywhere = withQuery(
    c.path,
    Object.fromEntries((inQuery.length ? inQuery : body ? [] : ['cid']).map((k) => [k, exam])),
  );
  out.push({ path: everywhere, json: body ? { ...body, cid: exam } : c.json });
  if (body) {
    const { cid: _, ...without } = body;
    out.push({ path: withQuery(c.path, { [queryKey]: exam }), json: { ...body, cid: other } });
    out.push({ path: withQuery(c.path, { [queryKey]: exam }), json: without });
    out.push({ path: withQuery(c.path, { [queryKey]: exam }), json: { ...body, cid: null } });
    out.push({ path: withQuery(c.path, { [queryKey]: other }), json: { ...body, cid: exam } });
    out.push({ path: withQuery(c.path, { cid: exam, contestID: other }), json: { ...body, cid: exam } });
  } else {
    const second = queryKey === 'cid' ? 'contestID' : 'cid';
    out.push({ path: withQuery(everywhere, { [second]: other }) });
    out.push({ path: withQuery(c.path, { [queryKey]: other, [second]: exam }) });
  }
  return out.map((v) => (v.path.startsWith('/api/events') ? { ...v, firstEvent: true } : v));
}

const CODE = 'int main(){int a,b;scanf("%d%d",&a,&b);printf("%d\\n",a+b);return 0;}';
const submitBody = (pid: string, cid: number | null) => ({
  pid,
  language: 'C',
  code: CODE,
  cid,
  tid: null,
  gid: null,
  isRemote: false,
});

/** The exam's own pages, which must answer, and the earlier work and bank problems through the exam, which must not. */
export function examCalls(w: ExamWorld): [string, ExamCall][] {
  const exam = w.examId,
    bank = TOKENS.pPub.toUpperCase();
  return [
    [
      'GET /api/get-contest-info',
      { path: `/api/get-contest-info?cid=${exam}`, expect: 'answer', shows: [INSIDE.examTitle] },
    ],
    [
      'GET /api/get-contest-problem',
      { path: `/api/get-contest-problem?cid=${exam}`, expect: 'answer', shows: [INSIDE.pExam] },
    ],
    [
      'GET /api/get-contest-problem-details',
      { path: `/api/get-contest-problem-details?cid=${exam}&displayId=A`, expect: 'answer', shows: [INSIDE.pExam] },
    ],
    [
      'GET /api/contest-submissions',
      { path: `/api/contest-submissions?contestID=${exam}&limit=100`, expect: 'answer', shows: [INSIDE.sOwn] },
    ],
    [
      'POST /api/get-contest-rank',
      { path: '/api/get-contest-rank', json: { cid: exam, limit: 100 }, expect: 'answer' },
    ],
    ['GET /api/get-contest-announcement', { path: `/api/get-contest-announcement?cid=${exam}`, expect: 'answer' }],
    [
      'POST /api/submit-problem-judge',
      { path: '/api/submit-problem-judge', json: submitBody('A', exam), expect: 'answer' },
    ],
    [
      'GET /api/get-submission-detail',
      {
        path: `/api/get-submission-detail?submitId=${w.submissionsOf.own}`,
        expect: 'answer',
        shows: [INSIDE.sOwn, INSIDE.cOwn],
      },
    ],
    [
      'GET /api/get-submission-detail',
      { path: `/api/get-submission-detail?submitId=${w.submissionsOf.mates}`, expect: 'may' },
    ],
    [
      'GET /api/get-submission-detail',
      { path: `/api/get-submission-detail?submitId=${w.submissionsOf.old}`, expect: 'refuse' },
    ],
    [
      'POST /api/check-submissions-status',
      {
        path: '/api/check-submissions-status',
        json: { submitIds: [w.submissionsOf.own, w.submissionsOf.old] },
        expect: 'answer',
        shows: [INSIDE.sOwn],
      },
    ],
    ['GET /api/events', { path: `/api/events?submitIds=${Object.values(w.submissionsOf).join(',')}`, expect: 'may' }],
    ['GET /api/events', { path: `/api/events?cid=${exam}`, expect: 'answer', firstEvent: true }],
    [
      'GET /api/events',
      {
        path: `/api/events?cid=${exam}&submitIds=${Object.values(w.submissionsOf).join(',')}`,
        expect: 'answer',
        firstEvent: true,
      },
    ],
    // The student's messages are not of the exam: the stream leaves them out, and carries the exam's board.
    [
      'GET /api/events',
      { path: '/api/events?messages=1', expect: 'answer', firstEvent: true, hides: ['event: unread'] },
    ],
    [
      'GET /api/events',
      { path: `/api/events?cid=${exam}&messages=1`, expect: 'answer', firstEvent: true, hides: ['event: unread'] },
    ],
    // A bank problem, or the bank, through the exam.
    [
      'POST /api/submit-problem-judge',
      { path: '/api/submit-problem-judge', json: submitBody(bank, exam), expect: 'refuse' },
    ],
    [
      'POST /api/submit-problem-judge',
      { path: `/api/submit-problem-judge?cid=${exam}`, json: submitBody(bank, null), expect: 'refuse' },
    ],
    [
      'POST /api/submit-problem-test-judge',
      {
        path: `/api/submit-problem-test-judge?cid=${exam}`,
        json: { pid: bank, language: 'C', code: CODE, userInput: '1 2\n', cid: null },
        expect: 'refuse',
      },
    ],
    [
      'GET /api/get-last-ac-code',
      { path: `/api/get-last-ac-code?pid=${w.problems[0]!.id}&cid=${exam}`, expect: 'refuse' },
    ],
    [
      'GET /api/get-contest-problem-details',
      { path: `/api/get-contest-problem-details?cid=${exam}&displayId=${bank}`, expect: 'refuse' },
    ],
  ];
}
