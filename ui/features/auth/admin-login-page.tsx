import { useAtomValue } from 'jotai';
import { ShieldCheckIcon } from 'lucide-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Link, useLocation } from 'wouter';
import { can } from '../../../src/contract/roles.ts';
import { LanguageSwitch } from '../../components/language-switch.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card.tsx';
import { isAdminRoleAtom } from '../../lib/session.ts';
import { clearSession } from '../../lib/session.ts';
import { siteConfigAtom } from '../../lib/site-config.ts';
import { accountEndpoints } from '../../../src/contract/endpoints/accounts.ts';
import { call } from '../../lib/call.ts';
import { LoginForm } from './login-form.tsx';

/** /admin/login: the back office's own sign-in; only admin roles get through. */
export function AdminLoginPage() {
  const { t } = useTranslation();
  const [, navigate] = useLocation();
  const isAdmin = useAtomValue(isAdminRoleAtom);
  const config = useAtomValue(siteConfigAtom);
  useEffect(() => {
    if (isAdmin) navigate('/admin', { replace: true });
  }, [isAdmin, navigate]);

  const onDone = (user: { role: number }) => {
    if (can.enterAdmin(user.role)) return;
    toast.error(t('guard.adminOnly'));
    void call(accountEndpoints.logout, undefined, { quiet: true }).finally(clearSession);
  };
  return (
    <div className="flex min-h-screen flex-col items-center justify-center gap-6 bg-muted/40 p-4">
      <Card className="w-full max-w-sm">
        <CardHeader className="items-center text-center">
          <span className="mx-auto flex size-10 items-center justify-center rounded-full bg-primary text-primary-foreground">
            <ShieldCheckIcon className="size-5" />
          </span>
          <CardTitle className="text-xl">{t('admin.loginTitle', { name: config.shortName })}</CardTitle>
          <CardDescription>{t('admin.loginHint')}</CardDescription>
        </CardHeader>
        <CardContent>
          <LoginForm onDone={onDone} idPrefix="admin-login" />
        </CardContent>
      </Card>
      <div className="flex items-center gap-4 text-sm text-muted-foreground">
        <Link href="/home" className="hover:text-foreground">
          {t('admin.backToSite')}
        </Link>
        <LanguageSwitch />
      </div>
    </div>
  );
}
