import { ArrowLeftIcon, MegaphoneIcon, RefreshCwIcon } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type Announcement, HOME_ANNOUNCEMENT_LIMIT } from '../../../src/contract/announcements.ts';
import { announcementEndpoints } from '../../../src/contract/endpoints/announcements.ts';
import { LazyMarkdown } from '../../components/lazy-markdown.tsx';
import { Pager } from '../../components/pager.tsx';
import { Button } from '../../components/ui/button.tsx';
import { absoluteTime } from '../../lib/format.ts';
import { useEndpoint } from '../../lib/query/index.ts';
import { SectionCard } from './section-card.tsx';

/** One announcement in full: title, author and time, the sanitised markdown, and the way back. */
function AnnouncementDetail({ item, onBack }: { item: Announcement; onBack: () => void }) {
  const { t } = useTranslation();
  return (
    <article className="grid gap-3" data-testid="home-announcement-detail">
      <div className="flex flex-wrap items-start gap-2">
        <Button variant="outline" size="sm" onClick={onBack} data-testid="home-announcement-back">
          <ArrowLeftIcon /> {t('announcement.home.back')}
        </Button>
      </div>
      <h3 className="text-lg font-semibold break-words">{item.title}</h3>
      <p className="text-xs text-muted-foreground tabular-nums">
        {t('announcement.home.by', { name: item.username })} · {absoluteTime(item.gmtCreate)}
      </p>
      <LazyMarkdown source={item.content} className="text-sm" />
    </article>
  );
}

/** The site's announcements on the home page: 5 a page, newest first, a detail view with back, and refresh. */
export function AnnouncementsCard() {
  const { t } = useTranslation();
  const [current, setCurrent] = useState(1);
  // The open announcement is read from the page shown, so a refresh shows its new text (or closes it when it is gone).
  const [openId, setOpenId] = useState<number | null>(null);
  const read = useEndpoint(
    announcementEndpoints.visible,
    { currentPage: current, limit: HOME_ANNOUNCEMENT_LIMIT },
    { quiet: true },
  );
  const refresh = () => void read.refetch();
  return (
    <SectionCard
      testId="home-announcements"
      icon={<MegaphoneIcon />}
      title={t('announcement.home.title')}
      action={
        <Button
          variant="ghost"
          size="sm"
          onClick={refresh}
          aria-label={t('announcement.home.refresh')}
          data-testid="home-announcements-refresh"
        >
          <RefreshCwIcon /> <span className="hidden sm:inline">{t('announcement.home.refresh')}</span>
        </Button>
      }
      read={read}
      isEmpty={(page) => page.total === 0}
      empty={t('announcement.home.empty')}
    >
      {(page) => {
        const open = page.records.find((r) => r.id === openId);
        return open ? (
          <AnnouncementDetail item={open} onBack={() => setOpenId(null)} />
        ) : (
          <div className="grid gap-3">
            <ul className="divide-y rounded-lg border">
              {page.records.map((a) => (
                <li key={a.id}>
                  <button
                    type="button"
                    onClick={() => setOpenId(a.id)}
                    data-testid="home-announcement-item"
                    className="flex w-full flex-wrap items-baseline justify-between gap-x-4 gap-y-1 px-3 py-2.5 text-left hover:bg-muted/40"
                  >
                    <span className="min-w-0 font-medium break-words">{a.title}</span>
                    <span className="text-xs text-muted-foreground tabular-nums">{absoluteTime(a.gmtCreate)}</span>
                  </button>
                </li>
              ))}
            </ul>
            {page.total > HOME_ANNOUNCEMENT_LIMIT && (
              <Pager
                total={page.total}
                pageSize={HOME_ANNOUNCEMENT_LIMIT}
                current={current}
                onPageChange={setCurrent}
              />
            )}
          </div>
        );
      }}
    </SectionCard>
  );
}
