import type { Context } from 'hono';
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { z } from 'zod';
import { JUDGE_CASE_MODES } from '../../contract/judge-status.ts';
import { uploadTestcaseResultSchema } from '../../contract/problems.ts';
import { Errors } from '../../domain/errors.ts';
import { findViewable } from '../../domain/problems/public-queries.ts';
import { problemBoundsFor } from '../../domain/problems/problem-bounds.ts';
import { testcaseZip } from '../../domain/testcases/download.ts';
import { runInWorker } from '../../domain/packages/import-worker-client.ts';
import { diskRoomOf } from '../../domain/site/disk-quota.ts';
import type { AppEnv } from '../env.ts';
import { currentUser, requireProblemAdmin } from '../middleware/auth.ts';
import { okAs } from '../respond.ts';
import { validate } from '../validate.ts';

/** Archives (test data, problem packages) may be large; the zip reader limits what they unpack to. */
export const ARCHIVE_UPLOAD_LIMIT = 256 * 1024 * 1024;

export const archiveBodyLimit = bodyLimit({
  maxSize: ARCHIVE_UPLOAD_LIMIT,
  onError: () => {
    throw Errors.PayloadTooLarge('256 MB');
  },
});

/** The bytes of the multipart field `file`. */
export async function uploadedFile(
  c: Context<AppEnv>,
): Promise<{ name: string; bytes: Uint8Array; fields: Record<string, string> }> {
  const form = await c.req.parseBody().catch(() => {
    throw Errors.FileRequired('file');
  });
  const file = form.file;
  if (!(file instanceof File)) throw Errors.FileRequired('file');
  const fields = Object.fromEntries(
    Object.entries(form).filter((e): e is [string, string] => typeof e[1] === 'string'),
  );
  return { name: file.name, bytes: new Uint8Array(await file.arrayBuffer()), fields };
}

export function zipResponse(bytes: Uint8Array, fileName: string): Response {
  return new Response(new Uint8Array(bytes), {
    headers: {
      'Content-Type': 'application/zip',
      'Content-Disposition': `attachment; filename="${fileName}"`,
      'Content-Length': String(bytes.length),
    },
  });
}

const uploadQuery = z.object({ mode: z.enum(JUDGE_CASE_MODES).catch('default').default('default') });
const pidQuery = z.object({ pid: z.coerce.number().int().positive() });

/** Test data: upload an archive into staging, download a problem's data as a zip. */
export const testcaseRoutes = new Hono<AppEnv>()
  .post('/file/upload-testcase-zip', requireProblemAdmin, archiveBodyLimit, async (c) => {
    const { bytes, fields } = await uploadedFile(c);
    const { mode } = validate(uploadQuery, { mode: fields.mode ?? c.req.query('mode') });
    // Unpacked in a worker thread: a large archive does not hold up other requests.
    const bounds = problemBoundsFor(c.var.deps.db, currentUser(c));
    // Bank test data counts against no quota, only against the disk's reserve.
    return okAs(
      c,
      uploadTestcaseResultSchema,
      await runInWorker({
        kind: 'testcases',
        dataDir: c.var.deps.dataDir,
        bytes,
        mode,
        bounds,
        room: diskRoomOf(c.var.deps.db, { uid: null, role: currentUser(c).role }),
      }),
    );
  })
  .get('/file/download-testcase', requireProblemAdmin, (c) => {
    const { pid } = validate(pidQuery, c.req.query());
    const p = findViewable(c.var.deps.db, currentUser(c), { pid });
    return zipResponse(testcaseZip(c.var.deps.dataDir, p.id), `testcase_${p.problemId.replace(/[^\w.-]/g, '_')}.zip`);
  });
