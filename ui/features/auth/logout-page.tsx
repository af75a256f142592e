import { LoaderCircleIcon } from 'lucide-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { clearSession, getToken } from '../../lib/session.ts';
import { authApi } from './api.ts';

/** /logout: ends this session on the server and here, then goes home. */
export function LogoutPage() {
  const { t } = useTranslation();
  const [, navigate] = useLocation();
  useEffect(() => {
    const finish = () => {
      clearSession();
      navigate('/home', { replace: true });
    };
    if (getToken()) authApi.logout().then(finish, finish);
    else finish();
  }, [navigate]);
  return (
    <div className="flex items-center justify-center gap-2 py-24 text-muted-foreground">
      <LoaderCircleIcon className="size-4 animate-spin" /> {t('auth.loggingOut')}
    </div>
  );
}
