import type { WebsiteConfig } from '../../contract/site.ts';

/**
 * The address the site is reached at, as the super admin configured it (website config `baseUrl`),
 * without a trailing slash; null when none is set or it is not an http(s) address. Links that leave
 * the site in a mail are built from it only, never from the request's `Host` header, which the
 * requester chooses.
 */
export function siteAddress(config: Pick<WebsiteConfig, 'baseUrl'>): string | null {
  const raw = config.baseUrl.trim();
  if (raw === '' || !URL.canParse(raw)) return null;
  const url = new URL(raw);
  if ((url.protocol !== 'http:' && url.protocol !== 'https:') || url.username || url.password || url.search || url.hash)
    return null;
  return `${url.origin}${url.pathname}`.replace(/\/+$/, '');
}
