import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import type { InteractionRow } from '../../../src/contract/messages.ts';
import { Markdown } from '../../components/markdown.tsx';
import { UserAvatar } from '../../components/user-avatar.tsx';
import { absoluteTime } from '../../lib/format.ts';

/** What the sender did, in words: the action and, for replies and likes, what it was done to. */
function actionKey(row: InteractionRow): string {
  if (row.action === 'Discuss') return 'message.action.Discuss';
  if (row.action === 'Reply') return `message.action.Reply.${row.quoteType === 'Reply' ? 'Reply' : 'Comment'}`;
  return `message.action.Like.${row.quoteType === 'Discussion' ? 'Discussion' : 'Comment'}`;
}

/** The quoted text is shown when it is not simply the discussion's title (already the source link). */
const showsQuote = (row: InteractionRow) =>
  row.action !== 'Discuss' && row.quoteType !== 'Discussion' && row.quoteContent !== '';

/** Someone commented on, replied to or liked what the user wrote; `action` holds the clean button. */
export function InteractionItem({ row, action }: { row: InteractionRow; action: ReactNode }) {
  const { t } = useTranslation();
  return (
    <li
      data-testid="message-item"
      data-state={row.state ? 'read' : 'unread'}
      className="flex gap-3 border-b py-3 last:border-b-0"
    >
      <UserAvatar src={row.senderAvatar} name={row.senderUsername} className="size-9 shrink-0" />
      <div className="flex min-w-0 flex-1 flex-col gap-1.5">
        <div className="flex flex-wrap items-baseline gap-x-2 text-sm">
          <Link
            href={`/user-home?username=${encodeURIComponent(row.senderUsername)}`}
            className="font-medium text-primary hover:underline"
            data-testid="message-sender"
          >
            {row.senderUsername}
          </Link>
          <span data-testid="message-action">{t(actionKey(row))}</span>
          <time className="text-xs text-muted-foreground" dateTime={row.gmtCreate}>
            {absoluteTime(row.gmtCreate)}
          </time>
        </div>
        {row.sourceContent && <Markdown source={row.sourceContent} className="text-sm" testId="message-content" />}
        {showsQuote(row) && (
          <blockquote
            className="border-l-4 bg-muted/50 px-3 py-1.5 text-sm text-muted-foreground"
            data-testid="message-quote"
          >
            <Markdown source={row.quoteContent} />
          </blockquote>
        )}
        <div className="truncate text-xs text-muted-foreground">
          {t(`message.source.${row.sourceType}`)}:{' '}
          <Link href={row.url} className="text-primary hover:underline" data-testid="message-source">
            {row.sourceTitle || row.url}
          </Link>
        </div>
      </div>
      {action}
    </li>
  );
}
