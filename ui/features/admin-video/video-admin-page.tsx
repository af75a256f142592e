import { PencilIcon, PlusIcon } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { type AdminVideoLesson as Lesson, VIDEO_MAX_BYTES } from '../../../src/contract/videos.ts';
import { DeleteAction } from '../../components/delete-action.tsx';
import { Badge } from '../../components/ui/badge.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Card, CardContent } from '../../components/ui/card.tsx';
import { type Column, DataTable } from '../../components/data-table/index.ts';
import { IconAction } from '../../components/row-actions.tsx';
import { absoluteTime } from '../../lib/format.ts';
import { adminVideoEndpoints as E } from '../../../src/contract/endpoints/admin-videos.ts';
import { call } from '../../lib/call.ts';
import { invalidate } from '../../lib/query/client.ts';
import { failureText, useEndpoint } from '../../lib/query/use-endpoint.ts';
import { type Editing, VideoDialog } from './video-dialog.tsx';

function sizeText(bytes: number): string {
  if (bytes >= 1024 ** 3) return `${(bytes / 1024 ** 3).toFixed(1)} GB`;
  return bytes >= 1024 ** 2 ? `${(bytes / 1024 ** 2).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`;
}

/** /admin/video: the lessons of /video-list in their order; add (upload or link), edit, delete. */
export function VideoAdminPage() {
  const { t } = useTranslation();
  const read = useEndpoint(E.list, undefined);
  const lessons = read.data ?? null;
  const [editing, setEditing] = useState<Editing>(null);
  const load = () => void invalidate(E.list);
  const nextRank = (lessons ?? []).reduce((n, l) => Math.max(n, l.rank + 1), 1);

  const columns: Column<Lesson>[] = [
    { id: 'rank', header: t('video.admin.col.rank'), cell: (l) => l.rank, cellClassName: 'tabular-nums' },
    { id: 'title', header: t('video.admin.col.title'), cell: (l) => l.title, cellClassName: 'max-w-72 break-words' },
    {
      id: 'source',
      header: t('video.admin.col.source'),
      cell: (l) => (
        <>
          <Badge variant="outline">{t(l.source === 'file' ? 'video.admin.sourceFile' : 'video.admin.sourceUrl')}</Badge>
          {l.source === 'url' && (
            <div className="max-w-64 truncate text-xs text-muted-foreground" title={l.url}>
              {l.url}
            </div>
          )}
        </>
      ),
    },
    {
      id: 'size',
      header: t('video.admin.col.size'),
      cell: (l) => (l.source === 'file' ? sizeText(l.size) : '—'),
      cellClassName: 'tabular-nums',
    },
    {
      id: 'created',
      header: t('video.admin.col.created'),
      cell: (l) => (
        <>
          {absoluteTime(l.createdAt)}
          {l.author && <div className="text-xs text-muted-foreground">{l.author}</div>}
        </>
      ),
      cellClassName: 'whitespace-nowrap',
    },
    {
      id: 'actions',
      header: t('video.admin.col.actions'),
      cell: (l) => (
        <>
          <IconAction label={t('video.admin.edit')} testId={`video-edit-${l.id}`} onClick={() => setEditing(l)}>
            <PencilIcon />
          </IconAction>
          <DeleteAction
            title={t('video.admin.confirmDelete', { title: l.title })}
            label={t('video.admin.delete')}
            testId={`video-${l.id}-delete`}
            onConfirm={async () => {
              await call(E.remove, { id: l.id });
              toast.success(t('video.admin.deleted'));
              load();
            }}
          />
        </>
      ),
      cellClassName: 'whitespace-nowrap',
    },
  ];

  return (
    <div className="grid gap-4" data-testid="admin-video-page">
      <div className="flex flex-wrap items-center gap-2">
        <h1 className="mr-auto text-2xl font-semibold tracking-tight">{t('video.admin.title')}</h1>
        <Button onClick={() => setEditing('new')} data-testid="video-add">
          <PlusIcon /> {t('video.admin.add')}
        </Button>
      </div>
      <p className="text-sm text-muted-foreground">{t('video.admin.hint', { max: sizeText(VIDEO_MAX_BYTES) })}</p>
      <Card className="py-0">
        <CardContent className="overflow-x-auto px-0">
          <DataTable
            testId="admin-video"
            columns={columns}
            rows={lessons}
            rowKey={(l) => l.id}
            rowTestId={(l) => `video-row-${l.id}`}
            error={read.error ? failureText(read.error) : undefined}
            empty={<span data-testid="admin-video-empty">{t('video.admin.empty')}</span>}
          />
        </CardContent>
      </Card>
      <VideoDialog
        key={editing === 'new' ? 'new' : (editing?.id ?? 'closed')}
        editing={editing}
        nextRank={nextRank}
        onClose={() => setEditing(null)}
        onSaved={load}
      />
    </div>
  );
}
