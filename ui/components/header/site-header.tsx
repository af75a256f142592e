import { useAtomValue } from 'jotai';
import { GavelIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'wouter';
import { cn } from '../../lib/cn.ts';
import { userAtom } from '../../lib/session.ts';
import { siteConfigAtom } from '../../lib/site-config.ts';
import { LanguageSwitch } from '../language-switch.tsx';
import { AuthButtons } from './auth-buttons.tsx';
import { MessageMenu } from './message-menu.tsx';
import { MobileNav } from './mobile-nav.tsx';
import { isNavActive, shownNavItems } from './nav-items.ts';
import { UserMenu } from './user-menu.tsx';

/** The top bar: site name, navigation, language switch, and the account area. */
export function SiteHeader() {
  const { t } = useTranslation();
  const [path] = useLocation();
  const user = useAtomValue(userAtom);
  const config = useAtomValue(siteConfigAtom);
  return (
    <header data-testid="site-header" className="sticky top-0 z-40 bg-header text-header-foreground shadow-sm">
      <div className="mx-auto flex h-14 max-w-7xl items-center gap-2 px-4">
        <div className="min-[992px]:hidden">
          <MobileNav path={path} />
        </div>
        <Link href="/home" className="mr-4 flex shrink-0 items-center gap-2 font-semibold tracking-tight">
          <span className="flex size-7 items-center justify-center rounded-md bg-white text-header">
            <GavelIcon className="size-4" />
          </span>
          <span data-testid="site-short-name">{config.shortName}</span>
        </Link>
        {/* Icons from 1440 px; below that the labels alone, and a narrow desktop scrolls the bar rather than the page. */}
        <nav
          data-testid="desktop-nav"
          className="hidden min-w-0 items-center gap-1 overflow-x-auto [scrollbar-width:none] min-[992px]:flex"
        >
          {shownNavItems(config).map((item) => (
            <Link
              key={item.to}
              href={item.to}
              className={cn(
                'flex shrink-0 items-center gap-2 whitespace-nowrap rounded-md px-2.5 py-1.5 text-sm font-medium text-header-foreground/70 transition-colors hover:bg-white/10 hover:text-header-foreground',
                isNavActive(item, path) && 'bg-white/10 text-header-foreground',
              )}
            >
              <item.icon className="hidden size-4 min-[1440px]:block" /> {t(item.label)}
            </Link>
          ))}
        </nav>
        <div className="ml-auto flex shrink-0 items-center gap-1">
          <LanguageSwitch tone="dark" compact />
          {user ? (
            <>
              <MessageMenu />
              <UserMenu />
            </>
          ) : (
            <AuthButtons className="hidden min-[992px]:flex" />
          )}
        </div>
      </div>
    </header>
  );
}
