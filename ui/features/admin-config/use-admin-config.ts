import { useEffect, useState } from 'react';
import type { AdminWebsiteConfig, SetWebsiteConfigInput } from '../../../src/contract/site.ts';
import { loadSiteConfig } from '../../lib/site-config.ts';
import { adminConfigApi } from './api.ts';

/** Loads the full website configuration; `save` sends a partial change and reloads both views of it. */
export function useAdminConfig() {
  const [config, setConfig] = useState<AdminWebsiteConfig | null>(null);
  useEffect(() => {
    adminConfigApi.get().then(setConfig, () => undefined);
  }, []);
  const save = async (change: SetWebsiteConfigInput) => {
    await adminConfigApi.set(change);
    setConfig(await adminConfigApi.get());
    await loadSiteConfig();
  };
  return { config, save };
}

/** Only the keys whose values differ from the loaded configuration. */
export function changedKeys<T extends Record<string, unknown>>(before: Record<string, unknown>, after: T): Partial<T> {
  return Object.fromEntries(Object.entries(after).filter(([k, v]) => before[k] !== v)) as Partial<T>;
}
