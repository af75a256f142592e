import { Hono } from 'hono';
import { problemEndpoints as E } from '../../contract/endpoints/problems.ts';
import {
  codeTemplateMap,
  findViewable,
  listProblems,
  problemDetail,
  problemLanguagesOf,
  randomProblem,
} from '../../domain/problems/public-queries.ts';
import { userProblemStatus } from '../../domain/problems/user-status.ts';
import { contestFullScreenList } from '../../domain/contests/full-screen.ts';
import { trainingFullScreenList } from '../../domain/trainings/full-screen.ts';
import { mount } from '../endpoint.ts';
import type { AppEnv } from '../env.ts';
import { currentUser } from '../middleware/auth.ts';

/** The public problem bank (src/contract/endpoints/problems.ts): list, random pick, problem page, per-user status, templates, languages. */
export const problemRoutes = new Hono<AppEnv>();
mount(problemRoutes, E.list, (q, c) => listProblems(c.get('deps').db, c.get('user'), q));
mount(problemRoutes, E.random, (_, c) => randomProblem(c.var.deps.db));
mount(problemRoutes, E.detail, ({ problemId }, c) => {
  const detail = problemDetail(c.var.deps.db, c.var.user, problemId);
  // A language without an admin's template starts from the judge's A+B program.
  const defaults = Object.fromEntries((c.var.deps.judge?.languages() ?? []).map((l) => [l.id, l.template]));
  const fallback = detail.languages.filter((id) => defaults[id] !== undefined).map((id) => [id, defaults[id]!]);
  return { ...detail, codeTemplate: { ...Object.fromEntries(fallback), ...detail.codeTemplate } };
});
mount(problemRoutes, E.userStatus, ({ pidList }, c) => userProblemStatus(c.var.deps.db, currentUser(c).uid, pidList));
mount(problemRoutes, E.fullScreenList, ({ cid, tid }, c) =>
  cid !== undefined
    ? contestFullScreenList(c.var.deps.db, c.var.user, cid)
    : trainingFullScreenList(c.var.deps.db, c.var.user, tid!),
);
mount(problemRoutes, E.codeTemplate, ({ pid }, c) =>
  codeTemplateMap(c.var.deps.db, findViewable(c.var.deps.db, c.var.user, { pid }).id),
);
mount(problemRoutes, E.languagesOf, ({ pid }, c) =>
  problemLanguagesOf(c.var.deps.db, findViewable(c.var.deps.db, c.var.user, { pid }).id),
);
