import { z } from 'zod';
import {
  dataSourceSchema,
  EMAIL_KEYS,
  SWITCH_KEYS,
  emailConfigSchema,
  setEmailConfigSchema,
  switchConfigSchema,
  testEmailSchema,
  updateSwitchConfigSchema,
} from '../admin-config.ts';
import { diskUsageSchema } from '../disk-usage.ts';
import { withFieldMessages } from '../field-messages.ts';
import { roleAuthSchema, setRolePermissionsSchema } from '../permissions.ts';
import { describeSettingsAs } from '../site-messages.ts';
import { endpoint } from './define.ts';

/**
 * The site's settings in the back office: the mail server, the data source and the switches
 * (`system_info_admin`), the disk page (`user_admin`), and the permissions of each role (the super
 * admin only: signed-in here, the handler asks for the super admin).
 */
export const adminSiteEndpoints = {
  emailConfig: endpoint({
    method: 'GET',
    path: '/api/admin/config/get-email-config',
    answer: emailConfigSchema,
    caller: 'system_info_admin',
  }),
  setEmailConfig: endpoint({
    method: 'PUT',
    path: '/api/admin/config/set-email-config',
    body: withFieldMessages(setEmailConfigSchema, describeSettingsAs(EMAIL_KEYS)),
    answer: emailConfigSchema,
    caller: 'system_info_admin',
  }),
  testEmail: endpoint({
    method: 'POST',
    path: '/api/admin/config/test-email',
    body: testEmailSchema,
    answer: z.null(),
    caller: 'system_info_admin',
  }),
  dataSource: endpoint({
    method: 'GET',
    path: '/api/admin/config/get-db-and-redis-config',
    answer: dataSourceSchema,
    caller: 'system_info_admin',
  }),
  /** Refused always: the data source is the server's own folder. */
  setDataSource: endpoint({
    method: 'PUT',
    path: '/api/admin/config/set-db-and-redis-config',
    answer: z.null(),
    caller: 'system_info_admin',
  }),
  switches: endpoint({
    method: 'GET',
    path: '/api/admin/switch/info',
    answer: switchConfigSchema,
    caller: 'system_info_admin',
  }),
  setSwitches: endpoint({
    method: 'PUT',
    path: '/api/admin/switch/update',
    body: withFieldMessages(updateSwitchConfigSchema, describeSettingsAs(SWITCH_KEYS)),
    answer: switchConfigSchema,
    caller: 'system_info_admin',
  }),
  diskUsage: endpoint({ method: 'GET', path: '/api/admin/disk-usage', answer: diskUsageSchema, caller: 'user_admin' }),
  roleAuth: endpoint({ method: 'GET', path: '/api/admin/role-auth', answer: roleAuthSchema, caller: 'signed-in' }),
  setRoleAuth: endpoint({
    method: 'PUT',
    path: '/api/admin/role-auth',
    body: setRolePermissionsSchema,
    answer: roleAuthSchema,
    caller: 'signed-in',
    message: 'Update Successfully',
  }),
};
