import { inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { siteConfig } from '../../db/schema/index.ts';
import {
  DEFAULT_WEBSITE_CONFIG,
  websiteConfigSchema,
  type AdminWebsiteConfig,
  type PublicWebsiteConfig,
  type SetWebsiteConfigInput,
  type WebsiteConfig,
} from '../../contract/site.ts';

/**
 * The website configuration: stored key by key in site_config, defaults for keys never set.
 * It is read on hot paths (every request reads the session policy), so the merged value is
 * kept per database until the next change.
 */
const cache = new WeakMap<Db, WebsiteConfig>();

export function getWebsiteConfig(db: Db): WebsiteConfig {
  const cached = cache.get(db);
  if (cached) return cached;
  const stored: Record<string, unknown> = {};
  for (const row of db.select().from(siteConfig).all()) {
    if (row.key in DEFAULT_WEBSITE_CONFIG) stored[row.key] = JSON.parse(row.value);
  }
  // A value written by an older version that no longer validates falls back to its default.
  const merged = { ...DEFAULT_WEBSITE_CONFIG } as Record<string, unknown>;
  for (const [key, value] of Object.entries(stored)) {
    const field = websiteConfigSchema.shape[key as keyof WebsiteConfig];
    if (field.safeParse(value).success) merged[key] = value;
  }
  const config = merged as WebsiteConfig;
  cache.set(db, config);
  return config;
}

/** Writes the given keys (already validated against setWebsiteConfigSchema) in one transaction. */
export function setWebsiteConfig(db: Db, patch: SetWebsiteConfigInput, now = new Date()): WebsiteConfig {
  const entries = Object.entries(patch).filter(([, v]) => v !== undefined);
  if (entries.length > 0) {
    db.transaction((tx) => {
      tx.delete(siteConfig)
        .where(
          inArray(
            siteConfig.key,
            entries.map(([k]) => k),
          ),
        )
        .run();
      tx.insert(siteConfig)
        .values(entries.map(([key, value]) => ({ key, value: JSON.stringify(value), updatedAt: now })))
        .run();
    });
  }
  cache.delete(db);
  return getWebsiteConfig(db);
}

/** The site sends mail: registration and password reset use e-mailed codes. */
export function emailEnabled(config: WebsiteConfig): boolean {
  return config.smtpHost !== '' && (config.smtpFrom !== '' || config.smtpUsername.includes('@'));
}

/** The site sends SMS codes: switched on and a gateway address given. */
export function smsEnabled(config: WebsiteConfig): boolean {
  return config.smsEnabled && config.smsUrl !== '';
}

export function toPublicWebsiteConfig(config: WebsiteConfig): PublicWebsiteConfig {
  const {
    smtpHost,
    smtpPort,
    smtpSsl,
    smtpUsername,
    smtpPassword,
    smtpFrom,
    smsUrl,
    smsMethod,
    smsHeaders,
    smsBody,
    smsSecret,
    smsSender,
    sessionRenewHours,
    sessionIdleDays,
    ...rest
  } = config;
  return { ...rest, emailEnabled: emailEnabled(config), smsEnabled: smsEnabled(config) };
}

/** Everything but the secrets (the SMTP password, the SMS secret): only whether each is set. */
export function toAdminWebsiteConfig(config: WebsiteConfig): AdminWebsiteConfig {
  return {
    ...config,
    smtpPassword: '',
    smtpPasswordSet: config.smtpPassword !== '',
    smsSecret: '',
    smsSecretSet: config.smsSecret !== '',
  };
}
