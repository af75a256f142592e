import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { adminProblemEndpoints as E } from '../../contract/endpoints/admin-problems.ts';
import { Errors } from '../../domain/errors.ts';
import {
  deleteCheckerInclude,
  INCLUDE_MAX_BYTES,
  listCheckerIncludes,
  saveCheckerInclude,
  TESTLIB,
} from '../../domain/checker-includes/store.ts';
import type { AppEnv } from '../env.ts';
import { mount } from '../endpoint.ts';
import { requirePermission } from '../middleware/auth.ts';
import { okAs } from '../respond.ts';

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
export const checkerIncludeRoutes = new Hono<AppEnv>().post(
  '/file/upload-checker-include',
  requirePermission('checker_admin'),
  bodyLimit({
    maxSize: UPLOAD_LIMIT,
    onError: () => {
      throw Errors.PayloadTooLarge('1 MB');
    },
  }),
  async (c) => {
    const form = await c.req.parseBody().catch(() => {
      throw Errors.FileRequired('file');
    });
    const file = form.file;
    if (!(file instanceof File)) throw Errors.FileRequired('file');
    const name = typeof form.name === 'string' && form.name.trim() ? form.name.trim() : file.name;
    saveCheckerInclude(c.var.deps.dataDir, name, new Uint8Array(await file.arrayBuffer()));
    return okAs(c, E.includes.answer, listing(c.var.deps.dataDir));
  },
);
mount(checkerIncludeRoutes, E.includes, (_none, c) => listing(c.var.deps.dataDir));
mount(checkerIncludeRoutes, E.removeInclude, ({ name }, c) => {
  deleteCheckerInclude(c.var.deps.dataDir, name);
  return listing(c.var.deps.dataDir);
});
