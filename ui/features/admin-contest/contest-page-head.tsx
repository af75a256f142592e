import { ArrowLeftIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import type { AdminContest } from '../../../src/contract/contests.ts';
import { useContestAdminScope } from './api.ts';
import { Button } from '../../components/ui/button.tsx';

/** The head of a page about one contest: back to the list, the page's title, the contest named under it, and the page's actions. */
export function ContestPageHead({
  title,
  contest,
  children,
}: {
  title: string;
  contest: AdminContest;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  const { base } = useContestAdminScope();
  return (
    <div className="flex flex-wrap items-center gap-3">
      <Button asChild variant="ghost" size="icon" aria-label={t('adminContest.back')}>
        <Link href={base}>
          <ArrowLeftIcon />
        </Link>
      </Button>
      <div className="mr-auto grid min-w-0">
        <h1 className="text-2xl font-semibold tracking-tight">{title}</h1>
        <p className="truncate text-sm text-muted-foreground">
          #{contest.id} {contest.title} · {t(`adminContest.type.${contest.type}`)}
        </p>
      </div>
      {children}
    </div>
  );
}
