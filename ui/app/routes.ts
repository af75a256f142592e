import { ADMIN_ROUTES } from './admin-routes.ts';
import { type AppRoute, page } from './route-page.ts';
import { SITE_ROUTES } from './site-routes.ts';

export type { AppRoute, LayoutKind } from './route-page.ts';

const ScrollBoardPage = page(() => import('../features/scroll-board/scroll-board-page.tsx'), 'ScrollBoardPage');
const NotFoundPage = page(() => import('../features/not-found/not-found-page.tsx'), 'NotFoundPage');

/** Every page of the site. Order matters: the first match wins; the last entry catches the rest. */
export const ROUTES: AppRoute[] = [
  ...SITE_ROUTES,
  ...ADMIN_ROUTES,
  { path: '/scrollBoard', title: 'scrollBoard.route', component: ScrollBoardPage, layout: 'bare', access: 'login' },
];

export const NOT_FOUND_ROUTE: AppRoute = {
  path: '*',
  title: 'route.notFound',
  component: NotFoundPage,
  layout: 'main',
  access: 'public',
};

/** A route path ("/admin/problem/edit/:problemId") as a regular expression of whole paths. */
export function patternOf(routePath: string): RegExp {
  const source = routePath
    .split('/')
    .map((part) => (part.startsWith(':') ? '[^/]+' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('/');
  return new RegExp(`^${source}/?$`);
}

/** Paths that only redirect. Unknown back-office paths go to the admin login. */
export function redirectFor(path: string): string | null {
  if (path === '/' || path === '') return '/home';
  if (path === '/message' || path === '/message/') return '/message/discuss';
  if (path.startsWith('/admin/') && !ROUTES.some((r) => patternOf(r.path).test(path))) return '/admin/login';
  return null;
}
