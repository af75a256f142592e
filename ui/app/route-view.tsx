import { useAtomValue } from 'jotai';
import { type ReactNode, Suspense, useEffect, useLayoutEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { matchRoute, useLocation, useRouter } from 'wouter';
import { navigationStarted } from '../lib/progress.ts';
import { siteConfigAtom } from '../lib/site-config.ts';
import { AdminLayout } from './layouts/admin-layout.tsx';
import { MainLayout } from './layouts/main-layout.tsx';
import { RouteGuard } from './route-guard.tsx';
import { type AppRoute, NOT_FOUND_ROUTE, redirectFor, ROUTES } from './routes.ts';

function Layout({ route, children }: { route: AppRoute; children: ReactNode }) {
  if (route.layout === 'admin') return <AdminLayout>{children}</AdminLayout>;
  if (route.layout === 'bare') return <>{children}</>;
  return <MainLayout hideFooter={route.hideFooter}>{children}</MainLayout>;
}

/** Matches the location to a page, sets the title, scrolls to the top and runs the guard. */
export function RouteView() {
  const { t, i18n } = useTranslation();
  const [path, navigate] = useLocation();
  const { parser } = useRouter();
  const config = useAtomValue(siteConfigAtom);
  const redirect = redirectFor(path);
  const route = useMemo(
    () => ROUTES.find((r) => matchRoute(parser, r.path, path)[0]) ?? NOT_FOUND_ROUTE,
    [parser, path],
  );

  useLayoutEffect(() => {
    if (redirect) navigate(redirect + location.search, { replace: true });
  }, [redirect, navigate]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: each new path starts the progress bar and scrolls to the top
  useEffect(() => {
    navigationStarted();
    window.scrollTo(0, 0);
  }, [path]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: the title is written again when the language changes
  useEffect(() => {
    document.title = `${t(route.title)} - ${config.shortName}`;
  }, [route, config.shortName, t, i18n.language]);

  if (redirect) return null;
  const Page = route.component;
  return (
    <Layout route={route}>
      <RouteGuard route={route} path={path}>
        {/* A page's code arrives on its first visit; the progress bar shows the wait. */}
        <Suspense fallback={null}>
          <Page />
        </Suspense>
      </RouteGuard>
    </Layout>
  );
}
