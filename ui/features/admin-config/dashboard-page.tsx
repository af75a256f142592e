import { useAtomValue } from 'jotai';
import { ChartColumnIcon, LoaderCircleIcon, RefreshCwIcon, SettingsIcon, ToggleRightIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { Button } from '../../components/ui/button.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card.tsx';
import { isRootAtom } from '../../lib/session.ts';
import { dashboardEndpoints as D } from '../../../src/contract/endpoints/dashboard.ts';
import { invalidate } from '../../lib/query/client.ts';
import { useEndpoint } from '../../lib/query/use-endpoint.ts';
import { HourlyChart } from './hourly-chart.tsx';
import { JudgeCard } from './judge-card.tsx';
import { RecentLoginsCard } from './recent-logins-card.tsx';
import { ServerCard } from './server-card.tsx';
import { StarterSetCard } from '../../components/starter-set-card.tsx';
import { StatTiles } from './stat-tiles.tsx';

/** Counts and the judge change while one watches; the process facts and logins less often. */
const FAST_MS = 10_000;
const SLOW_MS = 60_000;

/** A part of the dashboard: its data once read (a failure keeps what was shown), else the spinner or the failure. */
function Show<T>({
  loaded,
  children,
}: {
  loaded: { data: T | undefined; isError: boolean };
  children: (data: T) => ReactNode;
}) {
  const { t } = useTranslation();
  if (loaded.data !== undefined) return <>{children(loaded.data)}</>;
  if (loaded.isError) return <p className="text-sm text-muted-foreground">{t('adminConfig.loadFailed')}</p>;
  return <LoaderCircleIcon className="size-5 animate-spin text-muted-foreground" />;
}

/** /admin: the site's counts, the last day's submissions, the judge, the server and recent logins. */
export function AdminDashboardPage() {
  const { t } = useTranslation();
  const isRoot = useAtomValue(isRootAtom);
  const info = useEndpoint(D.info, undefined, { every: FAST_MS });
  const judge = useEndpoint(D.judgeServiceInfo, undefined, { every: FAST_MS });
  const service = useEndpoint(D.serviceInfo, undefined, { every: SLOW_MS });
  const logins = useEndpoint(D.sessions, undefined, { every: SLOW_MS });
  const refresh = () => invalidate(D.info, D.judgeServiceInfo, D.serviceInfo, D.sessions);
  const text = { total: t('adminConfig.chart.total'), accepted: t('adminConfig.chart.accepted') };
  return (
    <div className="grid min-w-0 grid-cols-1 gap-6" data-testid="admin-dashboard">
      <div className="flex items-center justify-between gap-2">
        <h1 className="text-2xl font-semibold tracking-tight">{t('route.adminDashboard')}</h1>
        <Button variant="outline" size="sm" onClick={() => void refresh()} data-testid="dashboard-refresh">
          <RefreshCwIcon />
          {t('adminConfig.refresh')}
        </Button>
      </div>
      <Show loaded={info}>{(d) => <StatTiles info={d} />}</Show>
      <Card>
        <CardHeader>
          <CardTitle className="flex items-center gap-2">
            <ChartColumnIcon className="size-5" />
            {t('adminConfig.chart.title')}
          </CardTitle>
        </CardHeader>
        <CardContent>
          <Show loaded={info}>
            {(d) => (
              <HourlyChart
                hours={d.hours}
                text={text}
                hourName={t('adminConfig.chart.hour')}
                label={t('adminConfig.chart.label')}
              />
            )}
          </Show>
        </CardContent>
      </Card>
      <div className="grid min-w-0 grid-cols-1 gap-6 lg:grid-cols-2">
        <Show loaded={judge}>{(d) => <JudgeCard judge={d} serverVersion={service.data?.version} />}</Show>
        <Show loaded={service}>{(d) => <ServerCard info={d} />}</Show>
      </div>
      <Show loaded={logins}>{(d) => <RecentLoginsCard logins={d} />}</Show>
      <StarterSetCard />
      {isRoot && (
        <div className="grid gap-4 sm:grid-cols-2">
          <Link
            href="/admin/conf"
            className="flex items-center gap-3 rounded-xl border bg-card p-4 shadow-sm hover:bg-accent"
          >
            <SettingsIcon className="size-5" />
            <div>
              <div className="font-medium">{t('admin.nav.conf')}</div>
              <div className="text-sm text-muted-foreground">{t('admin.confHint')}</div>
            </div>
          </Link>
          <Link
            href="/admin/switch"
            className="flex items-center gap-3 rounded-xl border bg-card p-4 shadow-sm hover:bg-accent"
          >
            <ToggleRightIcon className="size-5" />
            <div>
              <div className="font-medium">{t('admin.nav.switch')}</div>
              <div className="text-sm text-muted-foreground">{t('admin.switchHint')}</div>
            </div>
          </Link>
        </div>
      )}
    </div>
  );
}
