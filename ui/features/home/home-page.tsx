import { useAtomValue } from 'jotai';
import { SettingsIcon, ShieldIcon, UserIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { Button } from '../../components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card.tsx';
import { UserAvatar } from '../../components/user-avatar.tsx';
import { openLoginModal } from '../../lib/login-modal.ts';
import { isAdminRoleAtom, userAtom } from '../../lib/session.ts';
import { siteConfigAtom } from '../../lib/site-config.ts';

/** /home: the site's welcome, and the visitor's way in (or the user's own links). */
export function HomePage() {
  const { t } = useTranslation();
  const config = useAtomValue(siteConfigAtom);
  const user = useAtomValue(userAtom);
  const isAdmin = useAtomValue(isAdminRoleAtom);
  return (
    <div className="grid gap-6">
      <section className="rounded-2xl border bg-gradient-to-br from-muted/70 to-background px-6 py-10 sm:px-10">
        <h1 data-testid="home-title" className="text-3xl font-bold tracking-tight sm:text-4xl">{config.name}</h1>
        {config.description && <p className="mt-3 max-w-2xl text-muted-foreground">{config.description}</p>}
        {!user && (
          <div className="mt-6 flex flex-wrap gap-3">
            <Button onClick={() => openLoginModal('login')}>{t('auth.login')}</Button>
            {config.register && <Button variant="outline" onClick={() => openLoginModal('register')}>{t('auth.register')}</Button>}
          </div>
        )}
      </section>
      {user && (
        <Card>
          <CardHeader className="flex flex-row items-center gap-4">
            <UserAvatar src={user.avatar} name={user.username} className="size-12" />
            <div className="grid gap-1">
              <CardTitle data-testid="home-greeting">{t('home.greeting', { name: user.nickname || user.username })}</CardTitle>
              <CardDescription>{t('home.greetingHint')}</CardDescription>
            </div>
          </CardHeader>
          <CardContent className="flex flex-wrap gap-2">
            <Button asChild variant="outline"><Link href="/user-home"><UserIcon /> {t('userMenu.home')}</Link></Button>
            <Button asChild variant="outline"><Link href="/setting"><SettingsIcon /> {t('userMenu.setting')}</Link></Button>
            {isAdmin && <Button asChild variant="outline"><Link href="/admin"><ShieldIcon /> {t('userMenu.management')}</Link></Button>}
          </CardContent>
        </Card>
      )}
    </div>
  );
}
