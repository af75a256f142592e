import { useAtomValue } from 'jotai';
import { ListChecksIcon, LogOutIcon, MenuIcon, SettingsIcon, ShieldIcon, UserIcon } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { cn } from '../../lib/cn.ts';
import { openLoginModal } from '../../lib/login-modal.ts';
import { isAdminRoleAtom, userAtom } from '../../lib/session.ts';
import { siteConfigAtom } from '../../lib/site-config.ts';
import { Button } from '../ui/button.tsx';
import { Sheet, SheetContent, SheetDescription, SheetTitle, SheetTrigger } from '../ui/sheet.tsx';
import { UserAvatar } from '../user-avatar.tsx';
import { MessageLinks } from './message-menu.tsx';
import { isNavActive, shownNavItems } from './nav-items.ts';

const linkClass = 'flex items-center gap-3 rounded-md px-3 py-2 text-sm font-medium hover:bg-accent';

/** The navigation drawer of narrow screens (under 992 px). */
export function MobileNav({ path }: { path: string }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const user = useAtomValue(userAtom);
  const isAdmin = useAtomValue(isAdminRoleAtom);
  const config = useAtomValue(siteConfigAtom);
  const close = () => setOpen(false);
  const account = [
    { to: '/user-home', label: 'userMenu.home', icon: UserIcon, show: true },
    { to: '/status?onlyMine=true', label: 'submission.myMenu', icon: ListChecksIcon, show: true },
    { to: '/setting', label: 'userMenu.setting', icon: SettingsIcon, show: true },
    { to: '/admin', label: 'userMenu.management', icon: ShieldIcon, show: isAdmin },
    { to: '/logout', label: 'userMenu.logout', icon: LogOutIcon, show: true },
  ];
  return (
    <Sheet open={open} onOpenChange={setOpen}>
      <SheetTrigger asChild>
        <Button
          variant="ghost"
          size="icon"
          data-testid="mobile-menu"
          aria-label={t('nav.openMenu')}
          className="text-header-foreground hover:bg-white/10 hover:text-header-foreground"
        >
          <MenuIcon className="size-5" />
        </Button>
      </SheetTrigger>
      <SheetContent closeLabel={t('common.close')} data-testid="mobile-drawer">
        <SheetTitle className="text-lg font-semibold">{config.shortName}</SheetTitle>
        <SheetDescription className="sr-only">{t('nav.menu')}</SheetDescription>
        <nav className="grid gap-1">
          {shownNavItems(config).map((item) => (
            <Link
              key={item.to}
              href={item.to}
              onClick={close}
              className={cn(linkClass, isNavActive(item, path) && 'bg-accent')}
            >
              <item.icon className="size-4" /> {t(item.label)}
            </Link>
          ))}
        </nav>
        <div className="border-t pt-4">
          {user ? (
            <div className="grid gap-1">
              <div className="mb-2 flex items-center gap-3 px-3">
                <UserAvatar src={user.avatar} name={user.username} className="size-8" />
                <span className="truncate font-medium">{user.username}</span>
              </div>
              <MessageLinks className={linkClass} onNavigate={close} />
              {account
                .filter((a) => a.show)
                .map((a) => (
                  <Link key={a.to} href={a.to} onClick={close} className={linkClass}>
                    <a.icon className="size-4" /> {t(a.label)}
                  </Link>
                ))}
            </div>
          ) : (
            <div className="grid gap-2">
              <Button
                onClick={() => {
                  close();
                  openLoginModal('login');
                }}
              >
                {t('auth.login')}
              </Button>
              {config.register && (
                <Button
                  variant="outline"
                  onClick={() => {
                    close();
                    openLoginModal('register');
                  }}
                >
                  {t('auth.register')}
                </Button>
              )}
            </div>
          )}
        </div>
      </SheetContent>
    </Sheet>
  );
}
