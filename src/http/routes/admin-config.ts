import { Hono } from 'hono';
import { dataSourceSchema, emailConfigSchema, setEmailConfigSchema, switchConfigSchema, testEmailSchema, updateSwitchConfigSchema } from '../../contract/admin-config.ts';
import { dataSource } from '../../domain/site/data-source.ts';
import { fromEmailInput, sendTestEmail, toEmailConfig } from '../../domain/site/email-config.ts';
import { fromSwitchInput, toSwitchConfig } from '../../domain/site/switches.ts';
import { getWebsiteConfig, setWebsiteConfig } from '../../domain/site/website-config.ts';
import { Errors } from '../../domain/errors.ts';
import type { AppEnv } from '../env.ts';
import { requirePermission } from '../middleware/auth.ts';
import { ok, okAs } from '../respond.ts';
import { validate } from '../validate.ts';

const settings = requirePermission('system_info_admin');

/**
 * The mail server, the switches and the data source under the established client's calls (by
 * default the super admin only). They read and write the website configuration of set-web-config.
 */
export const adminConfigRoutes = new Hono<AppEnv>()
  .use('/admin/switch/*', settings)
  .get('/admin/config/get-email-config', settings, (c) => okAs(c, emailConfigSchema, toEmailConfig(getWebsiteConfig(c.var.deps.db))))
  .put('/admin/config/set-email-config', settings, async (c) => {
    const patch = fromEmailInput(validate(setEmailConfigSchema, await c.req.json()));
    return okAs(c, emailConfigSchema, toEmailConfig(setWebsiteConfig(c.var.deps.db, patch)));
  })
  .post('/admin/config/test-email', settings, async (c) => {
    const { email } = validate(testEmailSchema, await c.req.json());
    await sendTestEmail(getWebsiteConfig(c.var.deps.db), email);
    return ok(c, null);
  })
  .get('/admin/config/get-db-and-redis-config', settings, (c) => okAs(c, dataSourceSchema, dataSource(c.var.deps.db)))
  .put('/admin/config/set-db-and-redis-config', settings, () => { throw Errors.DataSourceReadOnly(); })
  .get('/admin/switch/info', (c) => okAs(c, switchConfigSchema, toSwitchConfig(getWebsiteConfig(c.var.deps.db))))
  .put('/admin/switch/update', async (c) => {
    const patch = fromSwitchInput(validate(updateSwitchConfigSchema, await c.req.json()));
    return okAs(c, switchConfigSchema, toSwitchConfig(setWebsiteConfig(c.var.deps.db, patch)));
  });
