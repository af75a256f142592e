import { CalendarClockIcon, LoaderCircleIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { homeEndpoints } from '../../../src/contract/endpoints/home.ts';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card.tsx';
import { contestHref } from '../../lib/contest-path.ts';
import { absoluteTime } from '../../lib/format.ts';
import { failureText, useEndpoint } from '../../lib/query/index.ts';

/**
 * The signed-in student's agenda on the home page: the contests they registered for that run now or
 * start within a day (an exam marked, with their own end), and their groups' homework due this week
 * with their progress, each a link to where it is done.
 */
export function AgendaCard() {
  const { t } = useTranslation();
  const agenda = useEndpoint(homeEndpoints.agenda, undefined, { quiet: true });
  const row = 'flex flex-wrap items-center justify-between gap-x-3 gap-y-1 rounded-lg border p-3 hover:bg-muted/40';
  const data = agenda.data;
  return (
    <Card className="min-w-0 gap-4" data-testid="home-agenda">
      <CardHeader>
        <CardTitle className="flex items-center gap-2 text-base [&_svg]:size-4 [&_svg]:text-muted-foreground">
          <CalendarClockIcon />
          {t('home.agenda.title')}
        </CardTitle>
      </CardHeader>
      <CardContent className="grid gap-2 text-sm">
        {agenda.isPending && <LoaderCircleIcon className="mx-auto size-5 animate-spin text-muted-foreground" />}
        {agenda.isError && <p className="text-muted-foreground">{failureText(agenda.error) || t('home.loadFailed')}</p>}
        {data && data.contests.length + data.homework.length === 0 && (
          <p className="text-muted-foreground">{t('home.agenda.empty')}</p>
        )}
        {data?.contests.map((c) => (
          <Link key={`c${c.cid}`} href={contestHref(c.type, c.cid)} className={row} data-testid="agenda-contest">
            <span className="flex min-w-0 items-center gap-2 font-medium">
              {c.examMode && (
                <span className="rounded bg-amber-100 px-1.5 text-xs text-amber-900 dark:bg-amber-950 dark:text-amber-200">
                  {t('home.agenda.exam')}
                </span>
              )}
              <span className="truncate">{c.title}</span>
            </span>
            <span className="text-muted-foreground">
              {c.running
                ? t('home.agenda.running', { time: absoluteTime(c.myEndTime) })
                : t('home.agenda.starts', { time: absoluteTime(c.startTime) })}
            </span>
          </Link>
        ))}
        {data?.homework.map((h) => (
          <Link
            key={`t${h.tid}`}
            href={`/group/${h.gid}/training/${h.tid}`}
            className={row}
            data-testid="agenda-homework"
          >
            <span className="min-w-0">
              <span className="block truncate font-medium">{h.title}</span>
              <span className="block truncate text-xs text-muted-foreground">
                {h.groupName} · {t('home.agenda.progress', { ac: h.acCount, total: h.problemCount })}
              </span>
            </span>
            <span className="text-muted-foreground">{t('home.agenda.due', { time: absoluteTime(h.dueAt) })}</span>
          </Link>
        ))}
      </CardContent>
    </Card>
  );
}
