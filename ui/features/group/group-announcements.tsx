import { ArrowLeftIcon, RefreshCwIcon } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Announcement } from '../../../src/contract/announcements.ts';
import { groupBoardEndpoints as E } from '../../../src/contract/endpoints/groups.ts';
import { Markdown } from '../../components/markdown.tsx';
import { Pager } from '../../components/pager.tsx';
import { Button } from '../../components/ui/button.tsx';
import { absoluteTime } from '../../lib/format.ts';
import { failureText, useEndpoint } from '../../lib/query/index.ts';
import { FailureLine } from '../../components/failure-line.tsx';

const PER_PAGE = 5;

/** The group's visible announcements, five a page; one opens in place with a back button, and the list refreshes. */
export function GroupAnnouncements({ gid }: { gid: number }) {
  const { t } = useTranslation();
  const [current, setCurrent] = useState(1);
  const [open, setOpen] = useState<Announcement | null>(null);
  const read = useEndpoint(E.announcements, { gid, currentPage: current, limit: PER_PAGE }, { quiet: true });
  const page = read.data;
  const error = failureText(read.error);
  return (
    <section className="rounded-lg border p-4" data-testid="group-announcements">
      <div className="mb-2 flex items-center justify-between gap-2">
        <h2 className="font-semibold">{open ? open.title : t('group.home.announcements')}</h2>
        <div className="flex gap-1">
          {open && (
            <Button size="sm" variant="outline" onClick={() => setOpen(null)} data-testid="group-announcement-back">
              <ArrowLeftIcon /> {t('group.home.back')}
            </Button>
          )}
          <Button
            size="icon"
            variant="ghost"
            className="size-8"
            aria-label={t('group.home.refresh')}
            onClick={() => read.refetch()}
          >
            <RefreshCwIcon />
          </Button>
        </div>
      </div>
      <FailureLine error={error} />
      {open ? (
        <article data-testid="group-announcement-detail">
          <p className="mb-2 text-xs text-muted-foreground">
            {open.username} · {absoluteTime(open.gmtCreate)}
          </p>
          <Markdown source={open.content} />
        </article>
      ) : (
        <>
          <ul className="divide-y">
            {page?.records.map((a) => (
              <li key={a.id} className="flex items-center justify-between gap-2 py-2">
                <button
                  type="button"
                  className="min-w-0 truncate text-left text-sky-700 hover:underline dark:text-sky-400"
                  onClick={() => setOpen(a)}
                  data-testid="group-announcement-title"
                >
                  {a.title}
                </button>
                <span className="shrink-0 text-xs text-muted-foreground tabular-nums">
                  {absoluteTime(a.gmtCreate).slice(0, 10)} · {a.username}
                </span>
              </li>
            ))}
          </ul>
          {page?.records.length === 0 && (
            <p className="py-4 text-center text-sm text-muted-foreground">{t('group.home.noAnnouncements')}</p>
          )}
          {page && page.total > PER_PAGE && (
            <Pager
              className="mt-2 justify-end"
              total={page.total}
              pageSize={PER_PAGE}
              current={current}
              onPageChange={setCurrent}
            />
          )}
        </>
      )}
    </section>
  );
}
