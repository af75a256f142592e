import { useTranslation } from 'react-i18next';
import { cn } from '../../lib/cn.ts';
import { badgeText } from '../../lib/message-kinds.ts';

/** A red count of unread messages, "99+" above 99; nothing at 0. */
export function UnreadBadge({ count, testId, className }: { count: number; testId?: string; className?: string }) {
  const { t } = useTranslation();
  const text = badgeText(count);
  if (!text) return null;
  return (
    <span
      data-testid={testId}
      role="img"
      aria-label={t('message.unreadBadge', { count })}
      className={cn(
        'ml-auto min-w-5 rounded-full bg-destructive px-1.5 text-center text-xs leading-5 font-medium text-white tabular-nums',
        className,
      )}
    >
      {text}
    </span>
  );
}
