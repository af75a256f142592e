import { useAtomValue } from 'jotai';
import { LoaderCircleIcon, UserXIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'wouter';
import { userEndpoints } from '../../../src/contract/endpoints/users.ts';
import { Badge } from '../../components/ui/badge.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card.tsx';
import { openLoginModal } from '../../lib/login-modal.ts';
import { failureText, useEndpoint } from '../../lib/query/index.ts';
import { userAtom } from '../../lib/session.ts';
import { CalendarHeatmap } from './calendar-heatmap.tsx';
import { ProfileCard } from './profile-card.tsx';
import { SolvedByDifficulty } from './solved-by-difficulty.tsx';
import { YearHeat } from './year-heat.tsx';

/** /user-home?uid|username: a user's profile and practice record (no query: the signed-in user). */
export function UserHomePage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const me = useAtomValue(userAtom);
  const uid = params.get('uid') ?? undefined;
  const username = params.get('username') ?? undefined;
  const needsLogin = !uid && !username && !me;
  // Saving one's profile or avatar marks these answers stale, so one's own page shows the change.
  const who = { uid, username };
  // A user who does not exist is the server's failure: its toast (and a desktop's notification), and the page says so.
  const infoRead = useEndpoint(userEndpoints.homeInfo, who, { enabled: !needsLogin });
  const heatmapRead = useEndpoint(userEndpoints.heatmap, who, { enabled: !needsLogin });

  if (needsLogin) {
    return (
      <div className="flex flex-col items-center gap-4 py-20 text-muted-foreground">
        <p>{t('guard.loginFirst')}</p>
        <Button onClick={() => openLoginModal('login')}>{t('auth.login')}</Button>
      </div>
    );
  }
  const failed = infoRead.error ?? heatmapRead.error;
  if (failed) {
    return (
      <div className="flex flex-col items-center gap-2 py-20 text-muted-foreground" data-testid="user-home-failed">
        <UserXIcon className="size-8" /> {failureText(failed) || t('userHome.notFound')}
      </div>
    );
  }
  const info = infoRead.data;
  const heatmap = heatmapRead.data;
  if (!info || !heatmap)
    return (
      <div className="flex justify-center py-20">
        <LoaderCircleIcon className="size-6 animate-spin text-muted-foreground" />
      </div>
    );
  const counters = [
    { label: 'userHome.submissions', value: info.total },
    { label: 'userHome.solved', value: info.solvedList.length },
    { label: 'userHome.score', value: info.scoreList.reduce((s, x) => s + x, 0) },
    { label: 'userHome.rating', value: info.rating ?? '—' },
  ];
  return (
    <div className="grid gap-6 lg:grid-cols-[300px_1fr]" data-testid="user-home">
      <ProfileCard info={info} />
      <div className="grid min-w-0 content-start gap-6">
        <div className="grid grid-cols-2 gap-3 sm:grid-cols-4">
          {counters.map((c) => (
            <Card key={c.label} className="gap-1 py-4">
              <CardContent className="grid gap-1">
                <span className="text-2xl font-semibold tabular-nums" data-testid={`counter-${c.label.split('.')[1]}`}>
                  {c.value}
                </span>
                <span className="text-sm text-muted-foreground">{t(c.label)}</span>
              </CardContent>
            </Card>
          ))}
        </div>
        <Card>
          <CardHeader>
            <CardTitle>{t('userHome.heatmap')}</CardTitle>
          </CardHeader>
          <CardContent>
            <CalendarHeatmap data={heatmap} />
          </CardContent>
        </Card>
        <div className="grid gap-6 md:grid-cols-2">
          <Card>
            <CardHeader>
              <CardTitle>{t('userHome.byDifficulty')}</CardTitle>
            </CardHeader>
            <CardContent>
              <SolvedByDifficulty counts={info.solvedGroupByDifficulty} />
            </CardContent>
          </Card>
          <Card>
            <CardHeader>
              <CardTitle>{t('userHome.solvedList')}</CardTitle>
            </CardHeader>
            <CardContent className="flex flex-wrap gap-1.5">
              {info.solvedList.length === 0 ? (
                <span className="text-sm text-muted-foreground">{t('userHome.noSolved')}</span>
              ) : (
                info.solvedList.map((p) => (
                  <Badge key={p} variant="secondary">
                    {p}
                  </Badge>
                ))
              )}
            </CardContent>
          </Card>
        </div>
        <Card>
          <CardHeader>
            <CardTitle>{t('userHome.year')}</CardTitle>
          </CardHeader>
          <CardContent>
            <YearHeat data={heatmap} />
          </CardContent>
        </Card>
      </div>
    </div>
  );
}
