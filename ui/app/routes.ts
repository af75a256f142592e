import type { ComponentType } from 'react';
import { AdminDashboardPage } from '../features/admin-config/dashboard-page.tsx';
import { SwitchConfigPage } from '../features/admin-config/switch-config-page.tsx';
import { WebsiteConfigPage } from '../features/admin-config/website-config-page.tsx';
import { BatchOperationPage } from '../features/admin-problem/batch-operation-page.tsx';
import { ProblemEditPage } from '../features/admin-problem/problem-edit-page.tsx';
import { ProblemListPage } from '../features/admin-problem/problem-list-page.tsx';
import { TagPage } from '../features/admin-tag/tag-page.tsx';
import { AdminLoginPage } from '../features/auth/admin-login-page.tsx';
import { LogoutPage } from '../features/auth/logout-page.tsx';
import { ResetPasswordPage } from '../features/auth/reset-password-page.tsx';
import { HelpPage } from '../features/help/help-page.tsx';
import { HomePage } from '../features/home/home-page.tsx';
import { NotFoundPage } from '../features/not-found/not-found-page.tsx';
import { ProblemBankPage } from '../features/problem/problem-list-page.tsx';
import { ProblemPage } from '../features/problem/problem-page.tsx';
import { SettingPage } from '../features/settings/setting-page.tsx';
import { StatusListPage } from '../features/submission/status-list-page.tsx';
import { SubmissionDetailPage } from '../features/submission/submission-detail-page.tsx';
import { UserHomePage } from '../features/user-home/user-home-page.tsx';
import type { AccessRule } from '../lib/route-access.ts';

export type LayoutKind = 'main' | 'admin' | 'bare';

export interface AppRoute extends AccessRule {
  path: string;
  /** i18n key of the page title (shown as "title - shortName"). */
  title: string;
  component: ComponentType;
  layout: LayoutKind;
  /** Problem and focus pages hide the footer. */
  hideFooter?: boolean;
}

/** Every page of the site. Order matters: the first match wins; the last entry catches the rest. */
export const ROUTES: AppRoute[] = [
  { path: '/home', title: 'route.home', component: HomePage, layout: 'main', access: 'public' },
  { path: '/user-home', title: 'route.userHome', component: UserHomePage, layout: 'main', access: 'public' },
  { path: '/setting', title: 'route.setting', component: SettingPage, layout: 'main', access: 'login' },
  { path: '/logout', title: 'route.logout', component: LogoutPage, layout: 'main', access: 'public' },
  { path: '/reset-password', title: 'route.resetPassword', component: ResetPasswordPage, layout: 'main', access: 'public' },
  { path: '/problem', title: 'problem.route.list', component: ProblemBankPage, layout: 'main', access: 'public' },
  { path: '/problem/:problemID', title: 'problem.route.page', component: ProblemPage, layout: 'main', access: 'public', hideFooter: true },
  { path: '/status', title: 'submission.route.list', component: StatusListPage, layout: 'main', access: 'public' },
  { path: '/submission-detail/:submitID', title: 'submission.route.detail', component: SubmissionDetailPage, layout: 'main', access: 'public' },
  { path: '/help', title: 'help.route', component: HelpPage, layout: 'main', access: 'public' },
  { path: '/admin/login', title: 'route.adminLogin', component: AdminLoginPage, layout: 'bare', access: 'public' },
  { path: '/admin', title: 'route.adminDashboard', component: AdminDashboardPage, layout: 'admin', access: 'admin' },
  { path: '/admin/conf', title: 'route.adminConf', component: WebsiteConfigPage, layout: 'admin', access: 'root' },
  { path: '/admin/switch', title: 'route.adminSwitch', component: SwitchConfigPage, layout: 'admin', access: 'root' },
  { path: '/admin/problems', title: 'adminProblem.route.list', component: ProblemListPage, layout: 'admin', access: 'admin' },
  { path: '/admin/problem/create', title: 'adminProblem.route.create', component: ProblemEditPage, layout: 'admin', access: 'admin' },
  { path: '/admin/problem/edit/:problemId', title: 'adminProblem.route.edit', component: ProblemEditPage, layout: 'admin', access: 'admin' },
  { path: '/admin/problem/tag', title: 'adminTag.title', component: TagPage, layout: 'admin', access: 'admin' },
  { path: '/admin/problem/batch-operation', title: 'adminProblem.route.batch', component: BatchOperationPage, layout: 'admin', access: 'admin' },
];

export const NOT_FOUND_ROUTE: AppRoute = { path: '*', title: 'route.notFound', component: NotFoundPage, layout: 'main', access: 'public' };

/** A route path ("/admin/problem/edit/:problemId") as a regular expression of whole paths. */
export function patternOf(routePath: string): RegExp {
  const source = routePath.split('/').map((part) => (part.startsWith(':') ? '[^/]+' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))).join('/');
  return new RegExp(`^${source}/?$`);
}

/** Paths that only redirect. Unknown back-office paths go to the admin login. */
export function redirectFor(path: string): string | null {
  if (path === '/' || path === '') return '/home';
  if (path.startsWith('/admin/') && !ROUTES.some((r) => patternOf(r.path).test(path))) return '/admin/login';
  return null;
}
