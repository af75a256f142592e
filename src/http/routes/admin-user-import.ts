import { type Context, Hono } from 'hono';
import { createMiddleware } from 'hono/factory';
import { userImportEndpoints as E } from '../../contract/endpoints/admin-users.ts';
import { generatedKeyQuerySchema, importPreviewSchema } from '../../contract/user-import.ts';
import { Errors } from '../../domain/errors.ts';
import { getWebsiteConfig } from '../../domain/site/website-config.ts';
import { slipsFor } from '../../domain/users/generate-slips.ts';
import { generatedUnder } from '../../domain/users/generate-store.ts';
import { generatedCsv, generateUsers } from '../../domain/users/generate-users.ts';
import { importUsers, previewImport } from '../../domain/users/import-users.ts';
import { mount } from '../endpoint.ts';
import type { AppEnv } from '../env.ts';
import { currentUser } from '../middleware/auth.ts';
import { okAs } from '../respond.ts';
import { validate } from '../validate.ts';

/** The uploaded CSV file of a preview (multipart field `file`). */
async function uploadedCsv(c: Context<AppEnv>): Promise<Uint8Array> {
  const form = await c.req.parseBody().catch(() => {
    throw Errors.FileRequired('file');
  });
  const file = form.file;
  if (!(file instanceof File)) throw Errors.FileRequired('file');
  return new Uint8Array(await file.arrayBuffer());
}

/** The users page's holders (`user_admin`) and roles that import and generate accounts only (`user_import`, teachers). */
const importers = createMiddleware<AppEnv>(async (c, next) => {
  const held = currentUser(c).permissions;
  if (!held.has('user_admin') && !held.has('user_import')) throw Errors.AdminOnly();
  await next();
});

/**
 * Importing accounts from a CSV file and generating numbered accounts (the super admin and
 * admins, API-NEXT "Admin users"; and teachers). The accounts made are ordinary users.
 */
export const adminUserImportRoutes = new Hono<AppEnv>()
  // Before the entries' input is read: a caller without the right is refused whatever it sends.
  .use('/admin/user/insert-batch-user', importers)
  .use('/admin/user/generate-user', importers)
  .use('/admin/user/generated-user', importers)
  .use('/admin/user/slips', importers)
  .post('/admin/user/preview-batch-user', importers, async (c) =>
    okAs(c, importPreviewSchema, await previewImport(c.var.deps.db, await uploadedCsv(c), c.var.lang)),
  )
  .get('/file/generate-user-excel', importers, (c) => {
    const csv = generatedCsv(validate(generatedKeyQuerySchema, c.req.query()).key);
    c.header('Content-Type', 'text/csv; charset=utf-8');
    c.header(
      'Content-Disposition',
      `attachment; filename="generated_users_${new Date().toISOString().slice(0, 10)}.csv"`,
    );
    return c.body(csv);
  });
mount(adminUserImportRoutes, E.insert, async ({ users }, c) => ({ count: await importUsers(c.var.deps.db, users) }));
mount(adminUserImportRoutes, E.generate, (form, c) => generateUsers(c.var.deps.db, form));
mount(adminUserImportRoutes, E.slips, (input, c) => slipsFor(c.var.deps.db, currentUser(c), input));
mount(adminUserImportRoutes, E.generated, ({ key }, c) => {
  const { users, expiresAt } = generatedUnder(key);
  return { users, expiresAt, baseUrl: getWebsiteConfig(c.var.deps.db).baseUrl };
});
