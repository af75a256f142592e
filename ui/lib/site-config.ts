import { atom } from 'jotai';
import { DEFAULT_WEBSITE_CONFIG, type PublicWebsiteConfig } from '../../src/contract/site.ts';
import { api } from './api.ts';
import { store } from './store.ts';

const {
  smtpHost: _h,
  smtpPort: _p,
  smtpSsl: _s,
  smtpUsername: _u,
  smtpPassword: _w,
  smtpFrom: _f,
  sessionRenewHours: _r,
  sessionIdleDays: _i,
  ...publicDefaults
} = DEFAULT_WEBSITE_CONFIG;

const configState = atom<PublicWebsiteConfig | null>(null);

/** The public website configuration; defaults until the server has answered. */
export const siteConfigAtom = atom((get) => get(configState) ?? { ...publicDefaults, emailEnabled: false });
/** Whether the configuration has been loaded from the server. */
export const siteConfigLoadedAtom = atom((get) => get(configState) !== null);

export async function loadSiteConfig(): Promise<PublicWebsiteConfig | null> {
  try {
    const config = await api.get<PublicWebsiteConfig>('/api/get-website-config');
    store.set(configState, config);
    return config;
  } catch {
    return null;
  }
}

export function getSiteConfig(): PublicWebsiteConfig {
  return store.get(siteConfigAtom);
}
