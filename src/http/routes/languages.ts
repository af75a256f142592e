import { Hono } from 'hono';
import { z } from 'zod';
import { languageInfoSchema } from '../../contract/languages.ts';
import { findViewable, problemLanguagesOf } from '../../domain/problems/public-queries.ts';
import { isProblemManager } from '../../domain/problems/policy.ts';
import { Errors } from '../../domain/errors.ts';
import { languageInfo } from '../../judging/language-views.ts';
import type { AppEnv } from '../env.ts';
import { okAs } from '../respond.ts';
import { validate } from '../validate.ts';

const languagesQuery = z.object({
  pid: z.coerce.number().int().positive().optional(),
  all: z.enum(['true', 'false']).optional(),
});

/**
 * GET /api/languages: the judge's languages with compile command and A+B template. Everyone sees
 * the ones this host can run; with `all=true` problem managers also see the others and why they
 * are missing. With `pid`, only the languages that problem allows.
 */
export const languageRoutes = new Hono<AppEnv>()
  .get('/languages', (c) => {
    const { pid, all } = validate(languagesQuery, c.req.query());
    const judge = c.var.deps.judge;
    if (!judge) throw Errors.JudgeUnavailable();
    let list = judge.languages().map(languageInfo);
    if (!(all === 'true' && isProblemManager(c.var.user))) list = list.filter((l) => l.available);
    if (pid !== undefined) {
      const allowed = new Set(problemLanguagesOf(c.var.deps.db, findViewable(c.var.deps.db, c.var.user, { pid }).id));
      list = list.filter((l) => allowed.has(l.id));
    }
    return okAs(c, z.array(languageInfoSchema), list);
  });
