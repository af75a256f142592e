import { LoaderCircleIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card.tsx';
import { cn } from '../../lib/cn.ts';
import { failureText } from '../../lib/query/index.ts';

interface Props<T> {
  testId: string;
  icon: ReactNode;
  title: string;
  action?: ReactNode;
  /** The card's read (useEndpoint's answer): a spinner while pending, the failure's text, or the data. */
  read: { data: T | undefined; isError: boolean; error: unknown };
  /** Shown instead of the content when the loaded data is empty. */
  isEmpty: (data: T) => boolean;
  empty: string;
  className?: string;
  contentClassName?: string;
  children: (data: T) => ReactNode;
}

/** A card of the home page: title, optional action, and its data once loaded (spinner, failure, empty text). */
export function SectionCard<T>({
  testId,
  icon,
  title,
  action,
  read,
  isEmpty,
  empty,
  className,
  contentClassName,
  children,
}: Props<T>) {
  const { t } = useTranslation();
  const note = 'flex items-center justify-center py-10 text-sm text-muted-foreground';
  const { data } = read;
  // A failed re-read keeps what was shown; the failure shows only when there is nothing to show.
  const state = data !== undefined ? 'ready' : read.isError ? 'failed' : 'loading';
  return (
    <Card className={cn('min-w-0 gap-4', className)} data-testid={testId} data-state={state}>
      <CardHeader className="flex flex-row items-center justify-between gap-2">
        <CardTitle className="flex items-center gap-2 text-base [&_svg]:size-4 [&_svg]:text-muted-foreground">
          {icon}
          {title}
        </CardTitle>
        {action}
      </CardHeader>
      <CardContent className={cn('min-w-0', contentClassName)}>
        {state === 'loading' && (
          <div className={note}>
            <LoaderCircleIcon className="size-5 animate-spin" />
          </div>
        )}
        {state === 'failed' && <div className={note}>{failureText(read.error) || t('home.loadFailed')}</div>}
        {data !== undefined &&
          (isEmpty(data) ? (
            <div className={note} data-testid={`${testId}-empty`}>
              {empty}
            </div>
          ) : (
            children(data)
          ))}
      </CardContent>
    </Card>
  );
}
