import { Hono } from 'hono';
import { problemEndpoints as E } from '../../contract/endpoints/problems.ts';
import { findViewable, problemLanguagesOf } from '../../domain/problems/public-queries.ts';
import { isProblemManager } from '../../domain/problems/policy.ts';
import { Errors } from '../../domain/errors.ts';
import { languageInfo } from '../../judging/language-views.ts';
import { mount } from '../endpoint.ts';
import type { AppEnv } from '../env.ts';

/**
 * GET /api/languages: the judge's languages with compile command and A+B template. Everyone sees
 * the ones this host can run; with `all=true` problem managers also see the others and why they
 * are missing. With `pid`, only the languages that problem allows.
 */
export const languageRoutes = new Hono<AppEnv>();
mount(languageRoutes, E.languages, ({ pid, all }, c) => {
  const judge = c.var.deps.judge;
  if (!judge) throw Errors.JudgeUnavailable();
  let list = judge.languages().map(languageInfo);
  if (!(all === 'true' && isProblemManager(c.var.user))) list = list.filter((l) => l.available);
  if (pid !== undefined) {
    const allowed = new Set(problemLanguagesOf(c.var.deps.db, findViewable(c.var.deps.db, c.var.user, { pid }).id));
    list = list.filter((l) => allowed.has(l.id));
  }
  return list;
});
