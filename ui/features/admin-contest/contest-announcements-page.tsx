import { LoaderCircleIcon, PencilIcon, PlusIcon, Trash2Icon } from 'lucide-react';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { useRoute } from 'wouter';
import type { ContestAnnouncement } from '../../../src/contract/contest-ops.ts';
import type { AdminContest } from '../../../src/contract/contests.ts';
import type { Page } from '../../../src/contract/envelope.ts';
import { AnnouncementDialog } from '../../components/contest-announcement-dialog.tsx';
import { ConfirmDialog } from '../../components/confirm-dialog.tsx';
import { Markdown } from '../../components/markdown.tsx';
import { Pager } from '../../components/pager.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Card, CardContent } from '../../components/ui/card.tsx';
import { absoluteTime } from '../../lib/format.ts';
import { type AnnouncementDraft, useContestAdminScope } from './api.ts';
import { ContestPageHead } from './contest-page-head.tsx';

/** One announcement: title, author and times, the rendered content, edit and delete (with confirmation). */
function AnnouncementCard({ item, onEdit, onDeleted }: { item: ContestAnnouncement; onEdit: () => void; onDeleted: () => void }) {
  const { t } = useTranslation();
  const { api: adminContestApi } = useContestAdminScope();
  return (
    <Card className="min-w-0 gap-3 py-4" data-testid={`announcement-${item.id}`}>
      <CardContent className="grid gap-3 px-4">
        <div className="flex flex-wrap items-start gap-2">
          <div className="mr-auto grid min-w-0">
            <h2 className="font-semibold break-words">{item.title}</h2>
            <p className="text-xs text-muted-foreground tabular-nums">
              {item.author} · {absoluteTime(item.gmtCreate)}
              {item.gmtModified > item.gmtCreate && ` · ${t('adminContest.announcement.modified', { time: absoluteTime(item.gmtModified) })}`}
            </p>
          </div>
          <Button variant="outline" size="sm" onClick={onEdit} data-testid={`announcement-${item.id}-edit`}><PencilIcon /> {t('adminContest.action.edit')}</Button>
          <ConfirmDialog
            title={t('adminContest.announcement.confirmDelete', { title: item.title })}
            description={t('adminContest.announcement.confirmDeleteHint')}
            confirmLabel={t('adminContest.action.delete')}
            testId={`announcement-${item.id}-delete`}
            onConfirm={async () => {
              await adminContestApi.removeAnnouncement(item.id, item.cid);
              toast.success(t('adminContest.msg.deleted'));
              onDeleted();
            }}
            trigger={(open) => (
              <Button variant="outline" size="sm" onClick={open} data-testid={`announcement-${item.id}-delete-open`}><Trash2Icon className="text-destructive" /> {t('adminContest.action.delete')}</Button>
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
  const { api: adminContestApi, base } = useContestAdminScope();
  const [, params] = useRoute<{ contestId: string }>(`${base}/:contestId/announcement`);
  const cid = Number(params?.contestId);
  const [contest, setContest] = useState<AdminContest | null>(null);
  const [query, setQuery] = useState({ currentPage: 1, limit: 10 });
  const [page, setPage] = useState<Page<ContestAnnouncement> | null>(null);
  const [failed, setFailed] = useState(false);
  const [draft, setDraft] = useState<AnnouncementDraft | null>(null);

  const load = useCallback(() => {
    adminContestApi.announcements(cid, query).then(setPage, () => setFailed(true));
  }, [cid, query, adminContestApi]);
  useEffect(() => {
    adminContestApi.get(cid).then(setContest, () => setFailed(true));
  }, [cid, adminContestApi]);
  useEffect(load, [load]);

  if (failed) return <p className="text-muted-foreground">{t('adminContest.loadFailed')}</p>;
  if (!contest || !page) return <LoaderCircleIcon className="size-5 animate-spin text-muted-foreground" />;

  return (
    <div className="grid gap-4" data-testid="contest-announcements">
      <ContestPageHead title={t('adminContest.route.announcements')} contest={contest}>
        <Button onClick={() => setDraft({ title: '', content: '' })} data-testid="announcement-create"><PlusIcon /> {t('adminContest.announcement.create')}</Button>
      </ContestPageHead>
      {page.records.map((item) => (
        <AnnouncementCard key={item.id} item={item} onEdit={() => setDraft({ id: item.id, title: item.title, content: item.content })} onDeleted={load} />
      ))}
      {page.records.length === 0 && <p className="py-8 text-center text-muted-foreground" data-testid="announcements-empty">{t('adminContest.announcement.empty')}</p>}
      <Pager
        total={page.total}
        pageSize={query.limit}
        current={query.currentPage}
        onPageChange={(currentPage) => setQuery((q) => ({ ...q, currentPage }))}
        onPageSizeChange={(limit) => setQuery({ limit, currentPage: 1 })}
      />
      <AnnouncementDialog draft={draft} save={(d) => adminContestApi.saveAnnouncement(cid, d)} onClose={() => setDraft(null)} onSaved={load} />
    </div>
  );
}
