import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminContest } from '../../../src/contract/contests.ts';
import { ItemPageHead } from '../../components/page-head.tsx';
import { useContestAdminScope } from './api.ts';

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
    <ItemPageHead
      back={base}
      backLabel={t('adminContest.back')}
      title={title}
      subtitle={`#${contest.id} ${contest.title} · ${t(`adminContest.type.${contest.type}`)}`}
    >
      {children}
    </ItemPageHead>
  );
}
