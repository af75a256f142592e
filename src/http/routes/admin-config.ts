import { Hono } from 'hono';
import { adminSiteEndpoints as E } from '../../contract/endpoints/admin-site.ts';
import { dataSource } from '../../domain/site/data-source.ts';
import { fromEmailInput, sendTestEmail, toEmailConfig } from '../../domain/site/email-config.ts';
import { fromSwitchInput, toSwitchConfig } from '../../domain/site/switches.ts';
import { getWebsiteConfig, setWebsiteConfig } from '../../domain/site/website-config.ts';
import { Errors } from '../../domain/errors.ts';
import { mount } from '../endpoint.ts';
import type { AppEnv } from '../env.ts';

/**
 * The mail server, the switches and the data source under the established client's calls (by
 * default the super admin only). They read and write the website configuration of set-web-config.
 */
export const adminConfigRoutes = new Hono<AppEnv>();
mount(adminConfigRoutes, E.emailConfig, (_, c) => toEmailConfig(getWebsiteConfig(c.var.deps.db)));
mount(adminConfigRoutes, E.setEmailConfig, (input, c) =>
  toEmailConfig(setWebsiteConfig(c.var.deps.db, fromEmailInput(input))),
);
mount(adminConfigRoutes, E.testEmail, async ({ email }, c) => {
  await sendTestEmail(getWebsiteConfig(c.var.deps.db), email);
  return null;
});
mount(adminConfigRoutes, E.dataSource, (_, c) => dataSource(c.var.deps.db));
mount(adminConfigRoutes, E.setDataSource, () => {
  throw Errors.DataSourceReadOnly();
});
mount(adminConfigRoutes, E.switches, (_, c) => toSwitchConfig(getWebsiteConfig(c.var.deps.db)));
mount(adminConfigRoutes, E.setSwitches, (input, c) =>
  toSwitchConfig(setWebsiteConfig(c.var.deps.db, fromSwitchInput(input))),
);
