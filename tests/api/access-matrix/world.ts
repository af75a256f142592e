import { eq } from 'drizzle-orm';
import {
  announcements,
  comments,
  contestProblems,
  discussionCategories,
  discussions,
  groupMembers,
  groups,
  judgeCases,
  problems,
  submissions,
  trainingCategories,
  trainingProblems,
  trainings,
} from '../../../src/db/schema/index.ts';
import { Role } from '../../../src/contract/roles.ts';
import { ProblemAuth } from '../../../src/contract/problems.ts';
import { createSession } from '../../../src/domain/accounts/sessions.ts';
import { saveProblem } from '../../../src/domain/problems/save-problem.ts';
import { setWebsiteConfig } from '../../../src/domain/site/website-config.ts';
import { rebuildCounters } from '../../../src/domain/submissions/counters-rebuild.ts';
import { makeTestApp } from '../../helpers/app.ts';
import { createUser, type TestUser } from '../../helpers/factories.ts';
import { ensureContest } from '../../helpers/contests.ts';

/**
 * The world the access matrix runs in: one account per role, a public, a private, a
 * contest-only and a group's problem, and submissions of another user (the owner) on each of
 * them, some with their code shared. Every
 * piece of data carries a token naming the resource it belongs to, so a leak is found by
 * searching an answer for the tokens its caller may not see.
 */

/** The callers: a visitor and one account of each role the spec knows (restricted roles included). */
export const ROLES = {
  anonymous: null,
  user: Role.USER,
  noSubmit: Role.NO_SUBMIT,
  noPost: Role.NO_POST,
  muted: Role.MUTED,
  noSubmitNoPost: Role.NO_SUBMIT_NO_POST,
  noSubmitMuted: Role.NO_SUBMIT_MUTED,
  problemAdmin: Role.PROBLEM_ADMIN,
  admin: Role.ADMIN,
  root: Role.ROOT,
} as const;
export type RoleName = keyof typeof ROLES;

/** The group the group's problem belongs to (groups have no table yet: a number is enough). */
export const GROUP_ID = 7;

const MANAGERS: readonly number[] = [Role.ROOT, Role.ADMIN, Role.PROBLEM_ADMIN];
export const isManager = (r: RoleName) => ROLES[r] !== null && MANAGERS.includes(ROLES[r]);

/**
 * Tokens, lower case (answers are searched lower-cased). p*: the problem (title, display id,
 * statement, tag, code template); s*: a practice submission (judger, case files); sx*: a contest
 * submission; c*: a submission's code.
 */
export const TOKENS = {
  pPub: 'zqppubzq',
  sPub: 'zqspubzq',
  cPub: 'zqcpubzq',
  sxPub: 'zqsxpubzq',
  cxPub: 'zqcxpubzq',
  pPriv: 'zqpprivzq',
  sPriv: 'zqsprivzq',
  cPriv: 'zqcprivzq',
  pCont: 'zqpcontzq',
  sCont: 'zqscontzq',
  cCont: 'zqccontzq',
  sxCont: 'zqsxcontzq',
  cxCont: 'zqcxcontzq',
  pGrp: 'zqpgrpzq',
  sGrp: 'zqsgrpzq',
  cGrp: 'zqcgrpzq',
  dHid: 'zqdhidzq',
  gHid: 'zqghidzq',
} as const;
export type Token = keyof typeof TOKENS;

/**
 * Who may see what, written here on its own (not read from the policy under test): the public
 * problem and its practice submission are everyone's; everything else, and any code (shared or
 * not: only hidden problems' submissions and a contest one are shared), only the problem
 * managers' (super admin, admin, problem admin).
 */
export function maySee(role: RoleName, token: Token): boolean {
  if (token === 'pPub' || token === 'sPub') return true;
  // A hidden group is its members' (the owner only, here) and the super admin's.
  if (token === 'gHid') return role === 'root';
  return isManager(role);
}

export interface WorldProblem {
  key: 'pub' | 'priv' | 'cont' | 'grp';
  id: number;
  problemId: string;
  auth: number;
  gid: number | null;
  token: Token;
}

export interface WorldSubmission {
  submitId: number;
  pid: number;
  token: Token;
  problemToken: Token;
}

async function addProblem(
  t: ReturnType<typeof makeTestApp>,
  root: TestUser,
  key: WorldProblem['key'],
  auth: number,
  token: Token,
  gid: number | null = null,
): Promise<WorldProblem> {
  const mark = TOKENS[token];
  const saved = await saveProblem(
    { db: t.deps.db, dataDir: t.deps.dataDir },
    { uid: root.uid, username: root.username, role: Role.ROOT },
    {
      problem: { problemId: mark.toUpperCase(), title: `Title ${mark}`, description: `Statement ${mark}`, auth },
      samples: [{ input: '1 2\n', output: '3\n' }],
      isUploadTestCase: false,
      languages: ['C', 'C++17'],
      codeTemplates: [{ language: 'C', code: `// template ${mark}`, status: true }],
      tags: [{ name: `tag ${mark}` }],
    },
  );
  // A group's problem: the form has no group yet, so it is moved into group GROUP_ID here.
  if (gid !== null) t.deps.db.update(problems).set({ gid }).where(eq(problems.id, saved.id)).run();
  return { key, id: saved.id, problemId: saved.problemId, auth, gid, token };
}

function addSubmission(
  t: ReturnType<typeof makeTestApp>,
  owner: TestUser,
  p: WorldProblem,
  cid: number,
  token: Token,
  codeToken: Token,
  share = false,
): WorldSubmission {
  const row = t.deps.db
    .insert(submissions)
    .values({
      pid: p.id,
      displayPid: p.problemId,
      uid: owner.uid,
      username: owner.username,
      cid: ensureContest(t.deps.db.$client, cid),
      gid: p.gid,
      share,
      status: 0,
      score: 100,
      time: 12,
      memory: 1024,
      length: 40,
      language: 'C',
      code: `int main(){} // ${TOKENS[codeToken]}`,
      judger: `judger ${TOKENS[token]}`,
      submitTime: new Date(),
      judgedAt: new Date(),
    })
    .returning()
    .get();
  t.deps.db
    .insert(judgeCases)
    .values({
      submitId: row.submitId,
      caseIndex: 1,
      inputData: `${TOKENS[token]}.in`,
      outputData: `${TOKENS[token]}.out`,
      userOutput: '3',
      status: 0,
      time: 12,
      memory: 1024,
      score: 100,
    })
    .run();
  return { submitId: row.submitId, pid: p.id, token, problemToken: p.token };
}

/**
 * A running private contest of the super admin holding the public problem (A) and the
 * contest-only one (B); nobody registered, so only contest admins see inside it.
 */
function addPrivateContest(t: ReturnType<typeof makeTestApp>, root: TestUser, inside: WorldProblem[]): number {
  const cid = ensureContest(t.deps.db.$client, 1)!;
  t.deps.db.$client.run(`update contests set auth = 1, pwd = 'secret', author_uid = ? where id = ?`, [root.uid, cid]);
  for (const [i, p] of inside.entries()) {
    t.deps.db
      .insert(contestProblems)
      .values({ cid, pid: p.id, displayId: String.fromCharCode(65 + i), displayTitle: `Title ${TOKENS[p.token]}` })
      .run();
  }
  return cid;
}

/** A private training of the super admin holding the public problem; nobody registered, so only its admins see inside it. */
function addPrivateTraining(t: ReturnType<typeof makeTestApp>, root: TestUser, inside: WorldProblem): number {
  const now = new Date();
  const category = t.deps.db.insert(trainingCategories).values({ name: 'matrix', color: '#123456' }).returning().get();
  const training = t.deps.db
    .insert(trainings)
    .values({
      title: 'Private training',
      auth: 'Private',
      privatePwd: 'secret',
      categoryId: category.id,
      authorUid: root.uid,
      author: root.username,
      createdAt: now,
      updatedAt: now,
    })
    .returning()
    .get();
  t.deps.db.insert(trainingProblems).values({ tid: training.id, pid: inside.id, displayId: inside.problemId }).run();
  return training.id;
}

/** A discussion the owner wrote that the moderators disabled, with a comment: only moderators (the managers) see either. */
function addHiddenDiscussion(t: ReturnType<typeof makeTestApp>, owner: TestUser): number {
  const now = new Date();
  const category = t.deps.db.insert(discussionCategories).values({ name: 'matrix' }).returning().get();
  const d = t.deps.db
    .insert(discussions)
    .values({
      categoryId: category.id,
      title: `Hidden ${TOKENS.dHid}`,
      description: TOKENS.dHid,
      content: TOKENS.dHid,
      uid: owner.uid,
      author: owner.username,
      status: 1,
      createdAt: now,
      updatedAt: now,
    })
    .returning()
    .get();
  t.deps.db
    .insert(comments)
    .values({ did: d.id, content: `comment ${TOKENS.dHid}`, fromUid: owner.uid, createdAt: now })
    .run();
  return d.id;
}

/** A hidden private group of the owner, with an announcement: only its members and the super admin know of either. */
function addHiddenGroup(t: ReturnType<typeof makeTestApp>, owner: TestUser): number {
  const now = new Date();
  const g = t.deps.db
    .insert(groups)
    .values({
      name: `Group ${TOKENS.gHid}`,
      shortName: 'hidden',
      brief: TOKENS.gHid,
      description: TOKENS.gHid,
      ownerUid: owner.uid,
      owner: owner.username,
      auth: 3,
      code: 'abcdef',
      visible: false,
      createdAt: now,
      updatedAt: now,
    })
    .returning()
    .get();
  t.deps.db.insert(groupMembers).values({ gid: g.id, uid: owner.uid, auth: 5, createdAt: now, updatedAt: now }).run();
  t.deps.db
    .insert(announcements)
    .values({
      title: `News ${TOKENS.gHid}`,
      content: TOKENS.gHid,
      uid: owner.uid,
      username: owner.username,
      gid: g.id,
      createdAt: now,
      updatedAt: now,
    })
    .run();
  return g.id;
}

export type World = Awaited<ReturnType<typeof buildWorld>>;

export async function buildWorld() {
  const t = makeTestApp();
  setWebsiteConfig(t.deps.db, { submissionFrequency: 0 });
  const root = await createUser(t.deps, { role: Role.ROOT });
  const owner = await createUser(t.deps, { username: 'owner' });
  const sessions = {} as Record<RoleName, Record<string, string> | undefined>;
  const accounts = {} as Record<RoleName, TestUser | null>;
  for (const [name, role] of Object.entries(ROLES) as [RoleName, number | null][]) {
    const account = role === null ? null : role === Role.ROOT ? root : await createUser(t.deps, { role });
    accounts[name] = account;
    sessions[name] = account ? headersOf(t, account) : undefined;
  }
  const pub = await addProblem(t, root, 'pub', ProblemAuth.PUBLIC, 'pPub');
  const priv = await addProblem(t, root, 'priv', ProblemAuth.PRIVATE, 'pPriv');
  const cont = await addProblem(t, root, 'cont', ProblemAuth.CONTEST, 'pCont');
  const grp = await addProblem(t, root, 'grp', ProblemAuth.PUBLIC, 'pGrp', GROUP_ID);
  const contestId = addPrivateContest(t, root, [pub, cont]);
  const trainingId = addPrivateTraining(t, root, pub);
  const discussionId = addHiddenDiscussion(t, owner);
  const groupId = addHiddenGroup(t, owner);
  const subs = {
    pub: addSubmission(t, owner, pub, 0, 'sPub', 'cPub'),
    pubContest: addSubmission(t, owner, pub, contestId, 'sxPub', 'cxPub', true),
    priv: addSubmission(t, owner, priv, 0, 'sPriv', 'cPriv', true),
    cont: addSubmission(t, owner, cont, 0, 'sCont', 'cCont', true),
    contContest: addSubmission(t, owner, cont, contestId, 'sxCont', 'cxCont'),
    grp: addSubmission(t, owner, grp, 0, 'sGrp', 'cGrp', true),
  };
  // The submissions were written straight into the table: bring the maintained counters level.
  rebuildCounters(t.deps.db);
  return {
    t,
    app: t.app,
    owner,
    accounts,
    sessions,
    contestId,
    trainingId,
    discussionId,
    groupId,
    problems: [pub, priv, cont, grp],
    submissions: Object.values(subs),
    /** Headers of a new session of the role's account (for calls that end their session). */
    freshSession: (role: RoleName) => (accounts[role] ? headersOf(t, accounts[role]!) : undefined),
    [Symbol.dispose]: () => t[Symbol.dispose](),
  };
}

function headersOf(t: ReturnType<typeof makeTestApp>, user: TestUser): Record<string, string> {
  const { token } = createSession(t.deps.db, user.uid, { ip: '127.0.0.1', userAgent: 'access-matrix' });
  return { Authorization: token };
}
