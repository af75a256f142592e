import { Hono } from 'hono';
import { siteEndpoints as E } from '../../contract/endpoints/site.ts';
import {
  getWebsiteConfig,
  setWebsiteConfig,
  toAdminWebsiteConfig,
  toPublicWebsiteConfig,
} from '../../domain/site/website-config.ts';
import { mount } from '../endpoint.ts';
import type { AppEnv } from '../env.ts';

/** Website configuration: public read without secrets; full read and partial update for the super admin. */
export const siteRoutes = new Hono<AppEnv>();

mount(siteRoutes, E.ping, () => ({ time: Date.now() }));
mount(siteRoutes, E.publicConfig, (_input, c) => toPublicWebsiteConfig(getWebsiteConfig(c.var.deps.db)));
mount(siteRoutes, E.config, (_input, c) => toAdminWebsiteConfig(getWebsiteConfig(c.var.deps.db)));
mount(siteRoutes, E.setConfig, (patch, c) => {
  // The admin form shows the SMTP password and the SMS secret blank: blank means "keep the stored one".
  if (patch.smtpPassword === '') delete patch.smtpPassword;
  if (patch.smsSecret === '') delete patch.smsSecret;
  return toAdminWebsiteConfig(setWebsiteConfig(c.var.deps.db, patch));
});
