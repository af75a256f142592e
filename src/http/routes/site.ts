import { Hono } from 'hono';
import { adminWebsiteConfigSchema, publicWebsiteConfigSchema, setWebsiteConfigSchema } from '../../contract/site.ts';
import { getWebsiteConfig, setWebsiteConfig, toAdminWebsiteConfig, toPublicWebsiteConfig } from '../../domain/site/website-config.ts';
import type { AppEnv } from '../env.ts';
import { requirePermission } from '../middleware/auth.ts';
import { okAs } from '../respond.ts';
import { validate } from '../validate.ts';

/** Website configuration: public read without secrets; full read and partial update for the super admin. */
export const siteRoutes = new Hono<AppEnv>()
  .get('/get-website-config', (c) => okAs(c, publicWebsiteConfigSchema, toPublicWebsiteConfig(getWebsiteConfig(c.var.deps.db))))
  .get('/admin/config/get-web-config', requirePermission('system_info_admin'), (c) => okAs(c, adminWebsiteConfigSchema, toAdminWebsiteConfig(getWebsiteConfig(c.var.deps.db))))
  .put('/admin/config/set-web-config', requirePermission('system_info_admin'), async (c) => {
    const patch = validate(setWebsiteConfigSchema, await c.req.json());
    // The admin form shows the SMTP password blank: blank means "keep the stored one".
    if (patch.smtpPassword === '') delete patch.smtpPassword;
    return okAs(c, adminWebsiteConfigSchema, toAdminWebsiteConfig(setWebsiteConfig(c.var.deps.db, patch)));
  });
