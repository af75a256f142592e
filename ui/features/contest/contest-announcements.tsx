import { PlusIcon } from 'lucide-react';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ContestAnnouncement } from '../../../src/contract/contest-ops.ts';
import type { Page } from '../../../src/contract/envelope.ts';
import { type AnnouncementDraft, AnnouncementDialog } from '../../components/contest-announcement-dialog.tsx';
import { Markdown } from '../../components/markdown.tsx';
import { Pager } from '../../components/pager.tsx';
import { Button } from '../../components/ui/button.tsx';
import { absoluteTime } from '../../lib/format.ts';
import { contestApi } from './api.ts';
import { useContestEvent } from './contest-events.tsx';

const PAGE_SIZE = 10;

/**
 * /contest/{cid}/announcements: the contest's announcements, newest first, read again when one
 * changes; the contest's admins write a new one here (the back office's form).
 */
export function ContestAnnouncements({ cid, gid, isAdmin }: { cid: number; gid: number | null; isAdmin: boolean }) {
  const { t } = useTranslation();
  const [current, setCurrent] = useState(1);
  const [page, setPage] = useState<Page<ContestAnnouncement> | null>(null);
  const [draft, setDraft] = useState<AnnouncementDraft | null>(null);
  const load = useCallback(() => {
    contestApi.announcements(cid, current, PAGE_SIZE).then(setPage, () => setPage(null));
  }, [cid, current]);
  useEffect(load, [load]);
  useContestEvent('announcement', load);
  const rows = page?.records ?? [];
  return (
    <div className="flex flex-col gap-3" data-testid="contest-announcements">
      {isAdmin && (
        <div className="flex justify-end">
          <Button onClick={() => setDraft({ title: '', content: '' })} data-testid="announcement-new">
            <PlusIcon /> {t('contest.announcements.new')}
          </Button>
        </div>
      )}
      {page && rows.length === 0 && (
        <p className="py-10 text-center text-muted-foreground">{t('contest.announcements.empty')}</p>
      )}
      {rows.map((a) => (
        <article key={a.id} className="rounded-lg border p-4" data-testid="announcement-item">
          <header className="mb-2 flex flex-wrap items-baseline justify-between gap-2">
            <h2 className="text-lg font-semibold">{a.title}</h2>
            <span className="text-sm text-muted-foreground">
              {t('contest.announcements.by', { author: a.author })} · {absoluteTime(a.gmtCreate)}
            </span>
          </header>
          <Markdown source={a.content} />
        </article>
      ))}
      {isAdmin && (
        <AnnouncementDialog
          draft={draft}
          save={(d) => contestApi.postAnnouncement(cid, gid, d)}
          onClose={() => setDraft(null)}
          onSaved={load}
        />
      )}
      {(page?.total ?? 0) > PAGE_SIZE && (
        <Pager
          className="justify-end"
          total={page!.total}
          pageSize={PAGE_SIZE}
          current={current}
          onPageChange={setCurrent}
        />
      )}
    </div>
  );
}
