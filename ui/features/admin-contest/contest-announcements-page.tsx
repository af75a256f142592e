import { LoaderCircleIcon, PencilIcon, PlusIcon, Trash2Icon } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { useRoute } from 'wouter';
import type { ContestAnnouncement } from '../../../src/contract/contest-ops.ts';
import { type AnnouncementDraft, AnnouncementDialog } from '../../components/contest-announcement-dialog.tsx';
import { ConfirmDialog } from '../../components/confirm-dialog.tsx';
import { Markdown } from '../../components/markdown.tsx';
import { Pager } from '../../components/pager.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Card, CardContent } from '../../components/ui/card.tsx';
import { call } from '../../lib/call.ts';
import { absoluteTime } from '../../lib/format.ts';
import { invalidate } from '../../lib/query/client.ts';
import { failureText, useEndpoint } from '../../lib/query/use-endpoint.ts';
import { useContestAdminScope } from './api.ts';
import { ContestPageHead } from './contest-page-head.tsx';
import { useAdminContest } from './use-contest-admin.ts';

/** One announcement: title, author and times, the rendered content, edit and delete (with confirmation). */
function AnnouncementCard({ item, onEdit }: { item: ContestAnnouncement; onEdit: () => void }) {
  const { t } = useTranslation();
  const { calls } = useContestAdminScope();
  return (
    <Card className="min-w-0 gap-3 py-4" data-testid={`announcement-${item.id}`}>
      <CardContent className="grid gap-3 px-4">
        <div className="flex flex-wrap items-start gap-2">
          <div className="mr-auto grid min-w-0">
            <h2 className="font-semibold break-words">{item.title}</h2>
            <p className="text-xs text-muted-foreground tabular-nums">
              {item.author} · {absoluteTime(item.gmtCreate)}
              {item.gmtModified > item.gmtCreate &&
                ` · ${t('adminContest.announcement.modified', { time: absoluteTime(item.gmtModified) })}`}
            </p>
          </div>
          <Button variant="outline" size="sm" onClick={onEdit} data-testid={`announcement-${item.id}-edit`}>
            <PencilIcon /> {t('adminContest.action.edit')}
          </Button>
          <ConfirmDialog
            title={t('adminContest.announcement.confirmDelete', { title: item.title })}
            description={t('adminContest.announcement.confirmDeleteHint')}
            confirmLabel={t('adminContest.action.delete')}
            testId={`announcement-${item.id}-delete`}
            onConfirm={async () => {
              await call(calls.removeAnnouncement, { aid: item.id, cid: item.cid });
              toast.success(t('adminContest.msg.deleted'));
              await invalidate(calls.announcements);
            }}
            trigger={(open) => (
              <Button variant="outline" size="sm" onClick={open} data-testid={`announcement-${item.id}-delete-open`}>
                <Trash2Icon className="text-destructive" /> {t('adminContest.action.delete')}
              </Button>
            )}
          />
        </div>
        {item.content.trim() && <Markdown source={item.content} className="text-sm" />}
      </CardContent>
    </Card>
  );
}

/** /admin/contest/{contestId}/announcement: the contest's announcements, created and edited in a dialog, deleted after confirmation. */
export function ContestAnnouncementsPage() {
  const { t } = useTranslation();
  const { calls, base } = useContestAdminScope();
  const [, params] = useRoute<{ contestId: string }>(`${base}/:contestId/announcement`);
  const cid = Number(params?.contestId);
  const [query, setQuery] = useState({ currentPage: 1, limit: 10 });
  const [draft, setDraft] = useState<AnnouncementDraft | null>(null);
  const { data: contest, error: contestError } = useAdminContest(cid);
  const { data: page, error } = useEndpoint(calls.announcements, { cid, ...query }, { quiet: true });
  const save = (d: AnnouncementDraft) =>
    d.id
      ? call(calls.updateAnnouncement, { cid, announcement: d }, { quiet: true })
      : call(calls.addAnnouncement, { cid, announcement: d }, { quiet: true });

  const failure = contestError ?? error;
  if (failure) return <p className="text-muted-foreground">{failureText(failure)}</p>;
  if (!contest || !page) return <LoaderCircleIcon className="size-5 animate-spin text-muted-foreground" />;

  return (
    <div className="grid gap-4" data-testid="contest-announcements">
      <ContestPageHead title={t('adminContest.route.announcements')} contest={contest}>
        <Button onClick={() => setDraft({ title: '', content: '' })} data-testid="announcement-create">
          <PlusIcon /> {t('adminContest.announcement.create')}
        </Button>
      </ContestPageHead>
      {page.records.map((item) => (
        <AnnouncementCard
          key={item.id}
          item={item}
          onEdit={() => setDraft({ id: item.id, title: item.title, content: item.content })}
        />
      ))}
      {page.records.length === 0 && (
        <p className="py-8 text-center text-muted-foreground" data-testid="announcements-empty">
          {t('adminContest.announcement.empty')}
        </p>
      )}
      <Pager
        total={page.total}
        pageSize={query.limit}
        current={query.currentPage}
        onPageChange={(currentPage) => setQuery((q) => ({ ...q, currentPage }))}
        onPageSizeChange={(limit) => setQuery({ limit, currentPage: 1 })}
      />
      <AnnouncementDialog
        draft={draft}
        save={save}
        onClose={() => setDraft(null)}
        onSaved={() => void invalidate(calls.announcements)}
      />
    </div>
  );
}
