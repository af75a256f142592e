import { dashboardInfoSchema, judgeServiceInfoSchema, recentLoginsSchema, serviceInfoSchema } from '../dashboard.ts';
import { endpoint } from './define.ts';

/** The back office's dashboard and the process's own facts: everyone who may enter the back office (`admin_login`). */
export const dashboardEndpoints = {
  info: endpoint({
    method: 'GET',
    path: '/api/admin/dashboard/get-dashboard-info',
    answer: dashboardInfoSchema,
    caller: 'admin_login',
  }),
  /** The latest sign-ins; their addresses only for `user_admin` holders. */
  sessions: endpoint({
    method: 'POST',
    path: '/api/admin/dashboard/get-sessions',
    answer: recentLoginsSchema,
    caller: 'admin_login',
  }),
  serviceInfo: endpoint({
    method: 'GET',
    path: '/api/admin/config/get-service-info',
    answer: serviceInfoSchema,
    caller: 'admin_login',
  }),
  judgeServiceInfo: endpoint({
    method: 'GET',
    path: '/api/admin/config/get-judge-service-info',
    answer: judgeServiceInfoSchema,
    caller: 'admin_login',
  }),
};
