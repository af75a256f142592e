import { z } from 'zod';
import { adminWebsiteConfigSchema, publicWebsiteConfigSchema, setWebsiteConfigSchema } from '../site.ts';
import { withFieldMessages } from '../field-messages.ts';
import { describeSetting } from '../site-messages.ts';
import { endpoint } from './define.ts';

/** The website's settings: everyone reads the public part; the full read and the change need `system_info_admin`. */
export const siteEndpoints = {
  /** Whether the server answers, and its clock (ms since 1970). */
  ping: endpoint({ method: 'GET', path: '/api/ping', answer: z.object({ time: z.number() }), caller: 'anyone' }),
  publicConfig: endpoint({
    method: 'GET',
    path: '/api/get-website-config',
    answer: publicWebsiteConfigSchema,
    caller: 'anyone',
  }),
  config: endpoint({
    method: 'GET',
    path: '/api/admin/config/get-web-config',
    answer: adminWebsiteConfigSchema,
    caller: 'system_info_admin',
  }),
  /** A partial change; a blank SMTP password keeps the stored one; a refused value is named as the settings page names it. */
  setConfig: endpoint({
    method: 'PUT',
    path: '/api/admin/config/set-web-config',
    body: withFieldMessages(setWebsiteConfigSchema, describeSetting),
    answer: adminWebsiteConfigSchema,
    caller: 'system_info_admin',
  }),
};
