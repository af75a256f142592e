import { useAtomValue } from 'jotai';
import { lazy, Suspense, useEffect, useState } from 'react';
import { Toaster } from 'sonner';
import { Router } from 'wouter';
import { ProgressBar } from '../components/progress-bar.tsx';
import { TooltipProvider } from '../components/ui/tooltip.tsx';
import { loginModalAtom } from '../lib/login-modal.ts';
import { NOTIFICATION_MS, NOTIFICATION_TOASTER } from '../lib/notify.ts';
import { loadSiteConfig } from '../lib/site-config.ts';
import { RouteView } from './route-view.tsx';
import { SessionSync } from './session-sync.tsx';

/**
 * Toasts close after 4 s (spec doc 1 §8). Toasts sit at the bottom centre, where they cover
 * neither the header nor the buttons a user presses again after a message (the editor's submit at
 * the right); notifications sit bottom left.
 */
const TOAST_MS = 4000;

const LoginModal = lazy(() => import('../features/auth/login-modal.tsx').then((m) => ({ default: m.LoginModal })));

/** The login dialog and its forms arrive the first time it opens; then it stays mounted. */
function LazyLoginModal() {
  const { open } = useAtomValue(loginModalAtom);
  const [wanted, setWanted] = useState(open);
  if (open && !wanted) setWanted(true);
  return wanted ? (
    <Suspense fallback={null}>
      <LoginModal />
    </Suspense>
  ) : null;
}

export function App() {
  useEffect(() => {
    void loadSiteConfig();
  }, []);
  return (
    <TooltipProvider delayDuration={300}>
      <Router>
        <ProgressBar />
        <SessionSync />
        <RouteView />
        <LazyLoginModal />
      </Router>
      <Toaster position="bottom-center" richColors closeButton duration={TOAST_MS} />
      <Toaster id={NOTIFICATION_TOASTER} position="bottom-left" richColors closeButton duration={NOTIFICATION_MS} />
    </TooltipProvider>
  );
}
