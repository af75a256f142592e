import { type Context, Hono } from 'hono';
import { createMiddleware } from 'hono/factory';
import {
  generateAnswerSchema, generatedAccountsSchema, generatedKeyQuerySchema, generateUserSchema, importPreviewSchema, importResultSchema, insertBatchUserSchema,
} from '../../contract/user-import.ts';
import { Errors } from '../../domain/errors.ts';
import { getWebsiteConfig } from '../../domain/site/website-config.ts';
import { generatedUnder } from '../../domain/users/generate-store.ts';
import { generatedCsv, generateUsers } from '../../domain/users/generate-users.ts';
import { importUsers, previewImport } from '../../domain/users/import-users.ts';
import type { AppEnv } from '../env.ts';
import { currentUser } from '../middleware/auth.ts';
import { okAs } from '../respond.ts';
import { validate } from '../validate.ts';

/** The uploaded CSV file of a preview (multipart field `file`). */
async function uploadedCsv(c: Context<AppEnv>): Promise<Uint8Array> {
  const form = await c.req.parseBody().catch(() => { throw Errors.FileRequired('file'); });
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
  .post('/admin/user/preview-batch-user', importers, async (c) =>
    okAs(c, importPreviewSchema, await previewImport(c.var.deps.db, await uploadedCsv(c), c.var.lang)))
  .post('/admin/user/insert-batch-user', importers, async (c) => {
    const { users } = validate(insertBatchUserSchema, await c.req.json());
    return okAs(c, importResultSchema, { count: await importUsers(c.var.deps.db, users) }, 'Import successfully');
  })
  .post('/admin/user/generate-user', importers, async (c) =>
    okAs(c, generateAnswerSchema, await generateUsers(c.var.deps.db, validate(generateUserSchema, await c.req.json())), 'Generate successfully'))
  .get('/admin/user/generated-user', importers, (c) => {
    const { users, expiresAt } = generatedUnder(validate(generatedKeyQuerySchema, c.req.query()).key);
    return okAs(c, generatedAccountsSchema, { users, expiresAt, baseUrl: getWebsiteConfig(c.var.deps.db).baseUrl });
  })
  .get('/file/generate-user-excel', importers, (c) => {
    const csv = generatedCsv(validate(generatedKeyQuerySchema, c.req.query()).key);
    c.header('Content-Type', 'text/csv; charset=utf-8');
    c.header('Content-Disposition', `attachment; filename="generated_users_${new Date().toISOString().slice(0, 10)}.csv"`);
    return c.body(csv);
  });
