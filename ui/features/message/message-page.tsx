import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'wouter';
import { UnreadBadge } from '../../components/header/unread-badge.tsx';
import { cn } from '../../lib/cn.ts';
import { MESSAGE_TABS, messageTabOf } from '../../lib/message-kinds.ts';
import { unreadAtom } from '../../lib/unread.ts';
import { MessageList } from './message-list.tsx';

/** /message/{discuss,reply,like,sys,mine}: the five tabs, each with its unread badge, and the open tab's list. */
export function MessagePage() {
  const { t } = useTranslation();
  const [path] = useLocation();
  const unread = useAtomValue(unreadAtom);
  const tab = messageTabOf(path) ?? MESSAGE_TABS[0]!;
  return (
    <div className="mx-auto flex w-full max-w-5xl flex-col gap-4 md:flex-row" data-testid="message-page">
      <nav
        aria-label={t('message.heading')}
        className="flex gap-1 overflow-x-auto rounded-lg border p-2 md:w-48 md:shrink-0 md:flex-col md:self-start"
      >
        <h1 className="hidden px-3 py-2 text-sm font-semibold text-muted-foreground md:block">
          {t('message.heading')}
        </h1>
        {MESSAGE_TABS.map((item) => {
          return (
            <Link
              key={item.slug}
              href={`/message/${item.slug}`}
              data-testid={`message-tab-${item.slug}`}
              aria-current={item.slug === tab.slug ? 'page' : undefined}
              className={cn(
                'flex shrink-0 items-center gap-2 rounded-md px-3 py-2 text-sm font-medium whitespace-nowrap hover:bg-accent',
                item.slug === tab.slug && 'bg-accent text-primary',
              )}
            >
              {t(`message.tab.${item.slug}`)}
              <UnreadBadge count={unread?.[item.counter] ?? 0} testId={`message-badge-${item.slug}`} />
            </Link>
          );
        })}
      </nav>
      <section className="min-w-0 flex-1 rounded-lg border p-4">
        <MessageList key={tab.slug} tab={tab} />
      </section>
    </div>
  );
}
