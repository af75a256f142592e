import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { z } from 'zod';
import { Errors } from '../../domain/errors.ts';
import {
  deleteCheckerInclude, INCLUDE_MAX_BYTES, listCheckerIncludes, saveCheckerInclude, TESTLIB,
} from '../../domain/checker-includes/store.ts';
import type { AppEnv } from '../env.ts';
import { requirePermission } from '../middleware/auth.ts';
import { ok } from '../respond.ts';
import { validate } from '../validate.ts';

const nameQuery = z.object({ name: z.string().min(1).max(200) });

/** Room for the multipart envelope around the largest include file. */
const UPLOAD_LIMIT = INCLUDE_MAX_BYTES + 64 * 1024;

function listing(dataDir: string) {
  const files = listCheckerIncludes(dataDir);
  return { files, testlib: files.some((f) => f.name === TESTLIB), maxBytes: INCLUDE_MAX_BYTES };
}

/**
 * Checker include files (admins): GET /api/admin/checker-include lists them and says whether
 * testlib.h is there; POST /api/file/upload-checker-include (multipart `file`, optional `name`)
 * stores or replaces one; DELETE /api/admin/checker-include?name= removes one.
 */
export const checkerIncludeRoutes = new Hono<AppEnv>()
  .get('/admin/checker-include', requirePermission('checker_admin'), (c) => ok(c, listing(c.var.deps.dataDir)))
  .post(
    '/file/upload-checker-include',
    requirePermission('checker_admin'),
    bodyLimit({ maxSize: UPLOAD_LIMIT, onError: () => { throw Errors.PayloadTooLarge('1 MB'); } }),
    async (c) => {
      const form = await c.req.parseBody().catch(() => { throw Errors.FileRequired('file'); });
      const file = form.file;
      if (!(file instanceof File)) throw Errors.FileRequired('file');
      const name = typeof form.name === 'string' && form.name.trim() ? form.name.trim() : file.name;
      saveCheckerInclude(c.var.deps.dataDir, name, new Uint8Array(await file.arrayBuffer()));
      return ok(c, listing(c.var.deps.dataDir));
    },
  )
  .delete('/admin/checker-include', requirePermission('checker_admin'), (c) => {
    deleteCheckerInclude(c.var.deps.dataDir, validate(nameQuery, c.req.query()).name);
    return ok(c, listing(c.var.deps.dataDir));
  });
