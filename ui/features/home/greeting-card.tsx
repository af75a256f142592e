import { useAtomValue } from 'jotai';
import { SettingsIcon, ShieldIcon, UserIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import type { UserInfo } from '../../../src/contract/accounts.ts';
import { Button } from '../../components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card.tsx';
import { UserAvatar } from '../../components/user-avatar.tsx';
import { isAdminRoleAtom } from '../../lib/session.ts';

/** The signed-in user's greeting with links to their home page, settings and (admins) management. */
export function GreetingCard({ user }: { user: Pick<UserInfo, 'avatar' | 'username' | 'nickname'> }) {
  const { t } = useTranslation();
  const isAdmin = useAtomValue(isAdminRoleAtom);
  return (
    <Card className="gap-4">
      <CardHeader className="flex flex-row items-center gap-4">
        <UserAvatar src={user.avatar} name={user.username} className="size-12" />
        <div className="grid min-w-0 gap-1">
          <CardTitle data-testid="home-greeting" className="truncate">
            {t('home.greeting', { name: user.nickname || user.username })}
          </CardTitle>
          <CardDescription>{t('home.greetingHint')}</CardDescription>
        </div>
      </CardHeader>
      <CardContent className="flex flex-wrap gap-2">
        <Button asChild variant="outline" size="sm">
          <Link href="/user-home">
            <UserIcon /> {t('userMenu.home')}
          </Link>
        </Button>
        <Button asChild variant="outline" size="sm">
          <Link href="/setting">
            <SettingsIcon /> {t('userMenu.setting')}
          </Link>
        </Button>
        {isAdmin && (
          <Button asChild variant="outline" size="sm">
            <Link href="/admin">
              <ShieldIcon /> {t('userMenu.management')}
            </Link>
          </Button>
        )}
      </CardContent>
    </Card>
  );
}
