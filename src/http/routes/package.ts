import type { Context } from 'hono';
import { Hono } from 'hono';
import { z } from 'zod';
import type { ImportedProblem } from '../../domain/packages/common.ts';
import { importProblems } from '../../domain/packages/common.ts';
import { exportProblems } from '../../domain/packages/export.ts';
import { readFpsPackage } from '../../domain/packages/import-fps.ts';
import { readHydroPackage } from '../../domain/packages/import-hydro.ts';
import { readKattisPackage } from '../../domain/packages/import-kattis.ts';
import { readPolygonPackage } from '../../domain/packages/import-polygon.ts';
import { readQduojPackage } from '../../domain/packages/import-qduoj.ts';
import { readVerdictPackage } from '../../domain/packages/import-verdict.ts';
import type { AppEnv } from '../env.ts';
import { currentUser, requireProblemAdmin } from '../middleware/auth.ts';
import { ok } from '../respond.ts';
import { validate } from '../validate.ts';
import { archiveBodyLimit, uploadedFile, zipResponse } from './testcase.ts';

/** One pid or a comma list of pids. */
const exportQuery = z.object({ pid: z.string().trim().regex(/^\d+(,\d+)*$/, { message: 'Pid_list' }).max(2000) });

async function importWith(c: Context<AppEnv>, read: (bytes: Uint8Array, name: string) => ImportedProblem[]) {
  const { bytes, name } = await uploadedFile(c);
  const { db, dataDir, judge } = c.var.deps;
  const compileChecker = judge ? (code: string, language: string, files?: Record<string, string> | null) => judge.compileChecker(code, language, files) : undefined;
  const saved = await importProblems({ db, dataDir, compileChecker }, currentUser(c), read(bytes, name));
  return ok(c, saved);
}

/** Problem packages: export ours, import ours, QDUOJ, FPS, Hydro, Polygon and Kattis (statements in the caller's language when the package has it). */
export const packageRoutes = new Hono<AppEnv>()
  .get('/file/export-problem', requireProblemAdmin, (c) => {
    const { pid } = validate(exportQuery, c.req.query());
    const pids = [...new Set(pid.split(',').map(Number))];
    const name = pids.length === 1 ? `problem_${pids[0]}.zip` : `problems_${pids.length}.zip`;
    return zipResponse(exportProblems(c.var.deps.db, c.var.deps.dataDir, pids), name);
  })
  .post('/file/import-problem', requireProblemAdmin, archiveBodyLimit, (c) => importWith(c, (b) => readVerdictPackage(b)))
  .post('/file/import-qdoj-problem', requireProblemAdmin, archiveBodyLimit, (c) => importWith(c, (b) => readQduojPackage(b)))
  .post('/file/import-fps-problem', requireProblemAdmin, archiveBodyLimit, (c) => importWith(c, readFpsPackage))
  .post('/file/import-hydro-problem', requireProblemAdmin, archiveBodyLimit, (c) => importWith(c, (b) => readHydroPackage(b)))
  .post('/file/import-polygon-problem', requireProblemAdmin, archiveBodyLimit, (c) => importWith(c, (b, n) =>
    readPolygonPackage(b, n, c.var.lang === 'zh-CN' ? ['chinese', 'english', 'russian'] : ['english', 'chinese', 'russian'])))
  .post('/file/import-kattis-problem', requireProblemAdmin, archiveBodyLimit, (c) => importWith(c, (b, n) =>
    readKattisPackage(b, n, c.var.lang === 'zh-CN' ? ['zh', 'zh-CN', 'en'] : ['en', 'zh', 'zh-CN'])));
