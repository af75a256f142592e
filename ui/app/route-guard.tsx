import { useAtomValue } from 'jotai';
import { type ReactNode, useLayoutEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { useLocation } from 'wouter';
import { openLoginModal } from '../lib/login-modal.ts';
import { decideAccess } from '../lib/route-access.ts';
import { clearSession, clearUser, tokenAtom, userAtom } from '../lib/session.ts';
import { siteConfigAtom, siteConfigLoadedAtom } from '../lib/site-config.ts';
import type { AppRoute } from './routes.ts';
import { sessionReadyAtom } from './session-sync.tsx';

/** Renders the page only when the visitor may see it; otherwise applies the guard's decision. */
export function RouteGuard({ route, path, children }: { route: AppRoute; path: string; children: ReactNode }) {
  const { t } = useTranslation();
  const [, navigate] = useLocation();
  const token = useAtomValue(tokenAtom);
  const user = useAtomValue(userAtom);
  const sessionReady = useAtomValue(sessionReadyAtom);
  const config = useAtomValue(siteConfigAtom);
  const configLoaded = useAtomValue(siteConfigLoadedAtom);

  // Role checks wait for the session to be confirmed, switch checks for the site configuration.
  const waiting =
    (route.access !== 'public' && route.access !== 'login' && token !== '' && !user && !sessionReady) ||
    (route.gate !== undefined && !configLoaded);
  const decision = waiting ? null : decideAccess(route, { path, token, role: user?.role ?? null, switches: config });

  // biome-ignore lint/correctness/useExhaustiveDependencies: the decision is applied once per visit of this path, not on each render's new object
  useLayoutEffect(() => {
    if (!decision || decision.kind === 'allow') return;
    if (decision.clear === 'user') clearUser();
    if (decision.clear === 'session') clearSession();
    if (decision.message) {
      const text = t(decision.message);
      if (decision.level === 'error') toast.error(text);
      else toast.warning(text);
    }
    navigate(decision.to, { replace: true });
    if (decision.openLogin) openLoginModal('login');
  }, [decision?.kind, path]);

  if (decision?.kind !== 'allow') return null;
  return <>{children}</>;
}
