import { PencilIcon, PlusIcon } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { VIDEO_MAX_BYTES } from '../../../src/contract/videos.ts';
import { DeleteAction } from '../../components/delete-action.tsx';
import { Badge } from '../../components/ui/badge.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Card, CardContent } from '../../components/ui/card.tsx';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '../../components/ui/table.tsx';
import { absoluteTime } from '../../lib/format.ts';
import { adminVideoEndpoints as E } from '../../../src/contract/endpoints/admin-videos.ts';
import { call } from '../../lib/call.ts';
import { invalidate } from '../../lib/query/client.ts';
import { useEndpoint } from '../../lib/query/use-endpoint.ts';
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
          <Table>
            <TableHeader>
              <TableRow>
                {(['rank', 'title', 'source', 'size', 'created', 'actions'] as const).map((c) => (
                  <TableHead key={c}>{t(`video.admin.col.${c}`)}</TableHead>
                ))}
              </TableRow>
            </TableHeader>
            <TableBody>
              {lessons?.map((l) => (
                <TableRow key={l.id} data-testid={`video-row-${l.id}`}>
                  <TableCell className="tabular-nums">{l.rank}</TableCell>
                  <TableCell className="max-w-72 break-words">{l.title}</TableCell>
                  <TableCell>
                    <Badge variant="outline">
                      {t(l.source === 'file' ? 'video.admin.sourceFile' : 'video.admin.sourceUrl')}
                    </Badge>
                    {l.source === 'url' && (
                      <div className="max-w-64 truncate text-xs text-muted-foreground" title={l.url}>
                        {l.url}
                      </div>
                    )}
                  </TableCell>
                  <TableCell className="tabular-nums">{l.source === 'file' ? sizeText(l.size) : '—'}</TableCell>
                  <TableCell className="whitespace-nowrap">
                    {absoluteTime(l.createdAt)}
                    {l.author && <div className="text-xs text-muted-foreground">{l.author}</div>}
                  </TableCell>
                  <TableCell className="whitespace-nowrap">
                    <Button
                      variant="ghost"
                      size="icon"
                      className="size-8"
                      aria-label={t('video.admin.edit')}
                      data-testid={`video-edit-${l.id}`}
                      onClick={() => setEditing(l)}
                    >
                      <PencilIcon />
                    </Button>
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
                  </TableCell>
                </TableRow>
              ))}
              {lessons?.length === 0 && (
                <TableRow>
                  <TableCell
                    colSpan={6}
                    className="py-8 text-center text-muted-foreground"
                    data-testid="admin-video-empty"
                  >
                    {t('video.admin.empty')}
                  </TableCell>
                </TableRow>
              )}
            </TableBody>
          </Table>
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
