import { BookOpenIcon, CheckCircle2Icon, SendIcon, TrophyIcon, UsersIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { DashboardInfo } from '../../../src/contract/dashboard.ts';

function Tile({
  icon,
  label,
  value,
  note,
  testId,
}: {
  icon: ReactNode;
  label: string;
  value: number;
  note?: string;
  testId: string;
}) {
  return (
    <div className="flex items-center gap-3 rounded-xl border bg-card p-4 shadow-sm" data-testid={testId}>
      <div className="rounded-lg bg-muted p-2 text-muted-foreground [&_svg]:size-5">{icon}</div>
      <div className="min-w-0">
        <div className="text-sm leading-tight text-muted-foreground">{label}</div>
        <div className="text-2xl font-semibold tabular-nums" data-testid={`${testId}-value`}>
          {value}
        </div>
        {note && <div className="truncate text-xs text-muted-foreground">{note}</div>}
      </div>
    </div>
  );
}

/** The dashboard's five counts. */
export function StatTiles({ info }: { info: DashboardInfo }) {
  const { t } = useTranslation();
  return (
    <div className="grid grid-cols-2 gap-3 md:grid-cols-3 xl:grid-cols-5">
      <Tile testId="count-users" icon={<UsersIcon />} label={t('adminConfig.count.users')} value={info.userCount} />
      <Tile
        testId="count-problems"
        icon={<BookOpenIcon />}
        label={t('adminConfig.count.problems')}
        value={info.problemCount}
      />
      <Tile
        testId="count-contests"
        icon={<TrophyIcon />}
        label={t('adminConfig.count.contests')}
        value={info.contestCount}
        note={t('adminConfig.count.running', { count: info.runningContestCount })}
      />
      <Tile
        testId="count-today-submissions"
        icon={<SendIcon />}
        label={t('adminConfig.count.todaySubmissions')}
        value={info.todaySubmissions}
      />
      <Tile
        testId="count-today-accepted"
        icon={<CheckCircle2Icon />}
        label={t('adminConfig.count.todayAccepted')}
        value={info.todayAccepted}
      />
    </div>
  );
}
