import type { Context } from 'hono';
import { Hono } from 'hono';
import { z } from 'zod';
import { importReportSchema } from '../../contract/problem-import.ts';
import { AppError, Errors } from '../../domain/errors.ts';
import { exportProblems } from '../../domain/packages/export.ts';
import type { FormatName } from '../../domain/packages/detect-format.ts';
import { runInWorker } from '../../domain/packages/import-worker-client.ts';
import { problemFile } from '../../domain/packages/problem-files.ts';
import { assertDiskReserve } from '../../domain/site/disk-space.ts';
import { saveImport, type ImportOutcome } from '../../domain/packages/save-import.ts';
import { problemBoundsFor } from '../../domain/problems/problem-bounds.ts';
import type { AppEnv } from '../env.ts';
import { currentUser, requireProblemAdmin } from '../middleware/auth.ts';
import { okAs } from '../respond.ts';
import { validate, validationError } from '../validate.ts';
import { archiveBodyLimit, uploadedFile, zipResponse } from './testcase.ts';

/** One pid or a comma list of pids. */
const exportQuery = z.object({
  pid: z
    .string()
    .trim()
    .regex(/^\d+(,\d+)*$/, { message: 'Pid_list' })
    .max(2000),
});

/** A refused problem's error in the catalogue's words (a form rule's failure included). */
function asAppError(error: unknown): AppError {
  if (error instanceof AppError) return error;
  if (error instanceof z.ZodError) return validationError(error);
  throw error;
}

/**
 * The package is read and its files written in a worker thread; here each problem is saved. The
 * answer lists every problem in package order, imported (with its warnings) or refused with the reason; when none was
 * imported the import fails with the reasons.
 */
async function importWith(c: Context<AppEnv>, format: FormatName) {
  const { bytes, name } = await uploadedFile(c);
  const { db, dataDir, judge } = c.var.deps;
  // The disk's free-space reserve holds for at least the archive's size (what it unpacks to is staged in the worker).
  assertDiskReserve(db, dataDir, bytes.length);
  // Each problem's cases and test data are held to what the importer may set.
  const bounds = problemBoundsFor(db, currentUser(c));
  const prepared = await runInWorker({
    kind: 'package',
    dataDir,
    format,
    bytes,
    fileName: name,
    lang: c.var.lang,
    bounds,
  });
  const compileChecker = judge
    ? (code: string, language: string, files?: Record<string, string> | null) =>
        judge.compileChecker(code, language, files)
    : undefined;
  const outcomes = await saveImport({ db, dataDir, compileChecker }, currentUser(c), prepared);
  const report = outcomes.map((o) =>
    'error' in o ? { title: o.title, error: asAppError(o.error).message_(c.var.lang) } : o,
  );
  if (outcomes.some((o) => !('error' in o))) return okAs(c, importReportSchema, report);
  if (outcomes.length === 1) throw asAppError((outcomes[0] as Extract<ImportOutcome, { error: unknown }>).error);
  const list = (lang: 'en-US' | 'zh-CN') =>
    outcomes.map((o) => `${o.title}: ${asAppError((o as { error: unknown }).error).message_(lang)}`).join('; ');
  const en = Errors.PackageNothingImported(list('en-US'));
  throw new AppError(en.code, en.status, en.en, Errors.PackageNothingImported(list('zh-CN')).zh);
}

/** Problem packages: export ours, import ours, QDUOJ, FPS, Hydro, Polygon and Kattis (statements in the caller's language when the package has it). */
export const packageRoutes = new Hono<AppEnv>()
  .get('/file/export-problem', requireProblemAdmin, (c) => {
    const { pid } = validate(exportQuery, c.req.query());
    const pids = [...new Set(pid.split(',').map(Number))];
    const name = pids.length === 1 ? `problem_${pids[0]}.zip` : `problems_${pids.length}.zip`;
    return zipResponse(exportProblems(c.var.deps.db, c.var.deps.dataDir, pids), name);
  })
  .post('/file/import-problem', requireProblemAdmin, archiveBodyLimit, (c) => importWith(c, 'verdict'))
  .post('/file/import-qdoj-problem', requireProblemAdmin, archiveBodyLimit, (c) => importWith(c, 'qduoj'))
  .post('/file/import-fps-problem', requireProblemAdmin, archiveBodyLimit, (c) => importWith(c, 'fps'))
  .post('/file/import-hydro-problem', requireProblemAdmin, archiveBodyLimit, (c) => importWith(c, 'hydro'))
  .post('/file/import-polygon-problem', requireProblemAdmin, archiveBodyLimit, (c) => importWith(c, 'polygon'))
  .post('/file/import-kattis-problem', requireProblemAdmin, archiveBodyLimit, (c) => importWith(c, 'kattis'))
  /** Images, PDF statements and attachments of imported problems (random folder names, like avatars). */
  .get('/public/problem-files/:folder/:name', (c) => {
    const found = problemFile(c.var.deps.dataDir, c.req.param('folder'), c.req.param('name'));
    if (!found) throw Errors.RouteNotFound();
    return new Response(Bun.file(found.path), {
      headers: {
        'Content-Type': found.contentType,
        'Cache-Control': 'public, max-age=31536000, immutable',
        'X-Content-Type-Options': 'nosniff',
        ...(found.contentType === 'application/pdf'
          ? {}
          : { 'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'; sandbox" }),
      },
    });
  });
