import { LoaderCircleIcon } from 'lucide-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { clearSession, getToken } from '../../lib/session.ts';
import { accountEndpoints } from '../../../src/contract/endpoints/accounts.ts';
import { useSave } from '../../lib/query/index.ts';

/** /logout: ends this session on the server and here, then goes home. */
export function LogoutPage() {
  const { t } = useTranslation();
  const [, navigate] = useLocation();
  const { save: endSession } = useSave(accountEndpoints.logout);
  useEffect(() => {
    const finish = () => {
      clearSession();
      navigate('/home', { replace: true });
    };
    // Signed out here whether or not the server could be told (save resolves either way).
    if (getToken()) void endSession(undefined).then(finish);
    else finish();
  }, [navigate, endSession]);
  return (
    <div className="flex items-center justify-center gap-2 py-24 text-muted-foreground">
      <LoaderCircleIcon className="size-4 animate-spin" /> {t('auth.loggingOut')}
    </div>
  );
}
