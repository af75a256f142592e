import { useAtomValue } from 'jotai';
import { BellIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'wouter';
import { MESSAGE_TABS, unreadTotal } from '../../lib/message-kinds.ts';
import { unreadAtom } from '../../lib/unread.ts';
import { Button } from '../ui/button.tsx';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '../ui/dropdown-menu.tsx';
import { UnreadBadge } from './unread-badge.tsx';

/**
 * The header's bell (signed-in users): a red dot while anything is unread, and a menu of the five
 * kinds with their counts, fed by the tab's event stream (ui/lib/unread.ts).
 */
export function MessageMenu() {
  const { t } = useTranslation();
  const [, navigate] = useLocation();
  const unread = useAtomValue(unreadAtom);
  const total = unreadTotal(unread);
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button
          variant="ghost"
          size="icon"
          data-testid="message-menu"
          data-unread={total}
          aria-label={t('message.menuLabel', { count: total })}
          className="relative text-header-foreground hover:bg-white/10 hover:text-header-foreground"
        >
          <BellIcon className="size-5" />
          {total > 0 && (
            <span
              data-testid="message-dot"
              className="absolute top-1.5 right-1.5 size-2.5 rounded-full bg-destructive ring-2 ring-header"
            />
          )}
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-52">
        <DropdownMenuLabel className="text-muted-foreground">{t('message.menu')}</DropdownMenuLabel>
        <DropdownMenuSeparator />
        {MESSAGE_TABS.map((tab) => (
          <DropdownMenuItem
            key={tab.slug}
            onSelect={() => navigate(`/message/${tab.slug}`)}
            data-testid={`message-menu-${tab.slug}`}
          >
            {t(`message.tab.${tab.slug}`)}
            <UnreadBadge count={unread?.[tab.counter] ?? 0} testId={`message-menu-badge-${tab.slug}`} />
          </DropdownMenuItem>
        ))}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

/** The five kinds as links with their counts, for the navigation drawer of narrow screens. */
export function MessageLinks({ className, onNavigate }: { className: string; onNavigate: () => void }) {
  const { t } = useTranslation();
  const unread = useAtomValue(unreadAtom);
  return MESSAGE_TABS.map((tab) => (
    <Link
      key={tab.slug}
      href={`/message/${tab.slug}`}
      onClick={onNavigate}
      className={className}
      data-testid={`drawer-message-${tab.slug}`}
    >
      <BellIcon className="size-4" /> {t(`message.tab.${tab.slug}`)}
      <UnreadBadge count={unread?.[tab.counter] ?? 0} />
    </Link>
  ));
}
