import { siteEndpoints } from '../../../src/contract/endpoints/site.ts';
import type { SetWebsiteConfigInput } from '../../../src/contract/site.ts';
import { call } from '../../lib/call.ts';
import { invalidate } from '../../lib/query/client.ts';
import { failureText, useEndpoint } from '../../lib/query/use-endpoint.ts';
import { loadSiteConfig } from '../../lib/site-config.ts';

/**
 * The full website configuration; `save` sends a partial change (a refusal is shown by the client
 * and rejects, for the form to keep its values) and reads both views of it again.
 */
export function useAdminConfig() {
  const read = useEndpoint(siteEndpoints.config, undefined);
  const save = async (change: SetWebsiteConfigInput) => {
    await call(siteEndpoints.setConfig, change);
    await invalidate(siteEndpoints.config);
    await loadSiteConfig();
  };
  return { config: read.data ?? null, error: failureText(read.error), save };
}

/** Only the keys whose values differ from the loaded configuration. */
export function changedKeys<T extends Record<string, unknown>>(before: Record<string, unknown>, after: T): Partial<T> {
  return Object.fromEntries(Object.entries(after).filter(([k, v]) => before[k] !== v)) as Partial<T>;
}
