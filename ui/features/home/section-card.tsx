import { LoaderCircleIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card.tsx';
import { cn } from '../../lib/cn.ts';
import type { Load } from './use-load.ts';

interface Props<T> {
  testId: string;
  icon: ReactNode;
  title: string;
  action?: ReactNode;
  load: Load<T>;
  /** Shown instead of the content when the loaded data is empty. */
  isEmpty: (data: T) => boolean;
  empty: string;
  className?: string;
  contentClassName?: string;
  children: (data: T) => ReactNode;
}

/** A card of the home page: title, optional action, and its data once loaded (spinner, failure, empty text). */
export function SectionCard<T>({ testId, icon, title, action, load, isEmpty, empty, className, contentClassName, children }: Props<T>) {
  const { t } = useTranslation();
  const note = 'flex items-center justify-center py-10 text-sm text-muted-foreground';
  return (
    <Card className={cn('min-w-0 gap-4', className)} data-testid={testId} data-state={load.state}>
      <CardHeader className="flex flex-row items-center justify-between gap-2">
        <CardTitle className="flex items-center gap-2 text-base [&_svg]:size-4 [&_svg]:text-muted-foreground">{icon}{title}</CardTitle>
        {action}
      </CardHeader>
      <CardContent className={cn('min-w-0', contentClassName)}>
        {load.state === 'loading' && <div className={note}><LoaderCircleIcon className="size-5 animate-spin" /></div>}
        {load.state === 'failed' && <div className={note}>{t('home.loadFailed')}</div>}
        {load.state === 'ready' && (isEmpty(load.data) ? <div className={note} data-testid={`${testId}-empty`}>{empty}</div> : children(load.data))}
      </CardContent>
    </Card>
  );
}
