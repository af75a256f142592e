import {
  CopyIcon,
  DownloadIcon,
  ListOrderedIcon,
  MegaphoneIcon,
  MonitorPlayIcon,
  PencilIcon,
  ScanSearchIcon,
  ShieldCheckIcon,
  Trash2Icon,
} from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { ConfirmDialog } from '../../components/confirm-dialog.tsx';
import { ContestEndActions } from '../../components/contest-end-actions.tsx';
import { isSealed } from '../../../src/contract/scoreboard/timeliness.ts';
import { IconAction, LinkAction } from '../../components/row-actions.tsx';
import { adminContestEndpoints as E } from '../../../src/contract/endpoints/admin-contests.ts';
import { call } from '../../lib/call.ts';
import { invalidate } from '../../lib/query/client.ts';
import { type AdminContestRow, useContestAdminScope } from './api.ts';
import { AcDownloadDialog } from '../../components/ac-download-dialog.tsx';

/** The scroll board resolves a sealed ACM board once the contest has ended. */
const offersScrollBoard = (row: AdminContestRow) => row.type === 0 && row.sealRank && row.status === 1;

/**
 * Edit, problems, announcements, the proctor view (exam contests), the scroll board (ended sealed
 * ACM contests, in a new window), End now (running) and Unseal now (sealed), clone, accepted-code
 * download and delete (with confirmation) for one row of the admin contest list.
 */
export function ContestRowActions({ row }: { row: AdminContestRow }) {
  const { t } = useTranslation();
  const { base } = useContestAdminScope();
  const [downloading, setDownloading] = useState(false);
  const refresh = () => void invalidate(E.list);
  const clone = () =>
    call(E.clone, { cid: row.id }).then(
      (copy) => {
        toast.success(t('adminContest.msg.cloned', { id: copy.id }));
        refresh();
      },
      () => undefined /* the client has shown the failure */,
    );
  return (
    <div className="flex items-center gap-0.5">
      <LinkAction
        href={`${base}/${row.id}/edit`}
        label={t('adminContest.action.edit')}
        testId={`contest-edit-${row.id}`}
      >
        <PencilIcon />
      </LinkAction>
      <LinkAction
        href={`${base}/${row.id}/problems`}
        label={t('adminContest.action.problems')}
        testId={`contest-problems-${row.id}`}
      >
        <ListOrderedIcon />
      </LinkAction>
      <LinkAction
        href={`${base}/${row.id}/announcement`}
        label={t('adminContest.action.announcements')}
        testId={`contest-announcements-${row.id}`}
      >
        <MegaphoneIcon />
      </LinkAction>
      {row.examMode && (
        <LinkAction
          href={`/admin/contest/${row.id}/proctor`}
          label={t('adminContest.action.proctor')}
          testId={`contest-proctor-${row.id}`}
        >
          <ShieldCheckIcon />
        </LinkAction>
      )}
      <LinkAction
        href={`/admin/contest/${row.id}/similarity`}
        label={t('similarity.tab')}
        testId={`contest-similarity-${row.id}`}
      >
        <ScanSearchIcon />
      </LinkAction>
      {offersScrollBoard(row) && (
        <IconAction
          label={t('adminContest.action.scrollBoard')}
          testId={`contest-scroll-board-${row.id}`}
          onClick={() => window.open(`/scrollBoard?cid=${row.id}`, '_blank', 'noopener')}
        >
          <MonitorPlayIcon />
        </IconAction>
      )}
      <ContestEndActions
        compact
        contest={{
          id: row.id,
          title: row.title,
          running: row.status === 0,
          sealed: row.status !== -1 && isSealed(row, row.now),
        }}
        onDone={refresh}
      />
      <IconAction label={t('adminContest.action.clone')} testId={`contest-clone-${row.id}`} onClick={clone}>
        <CopyIcon />
      </IconAction>
      <IconAction
        label={t('adminContest.action.download')}
        testId={`contest-download-${row.id}-open`}
        onClick={() => setDownloading(true)}
      >
        <DownloadIcon />
      </IconAction>
      <AcDownloadDialog cid={row.id} open={downloading} onOpenChange={setDownloading} />
      <ConfirmDialog
        title={t('adminContest.confirmDelete', { title: row.title })}
        description={t('adminContest.confirmDeleteHint')}
        confirmLabel={t('adminContest.action.delete')}
        testId={`contest-delete-${row.id}`}
        onConfirm={async () => {
          await call(E.remove, { cid: row.id });
          toast.success(t('adminContest.msg.deleted'));
          refresh();
        }}
        trigger={(open) => (
          <IconAction label={t('adminContest.action.delete')} onClick={open} testId={`contest-delete-${row.id}-open`}>
            <Trash2Icon className="text-destructive" />
          </IconAction>
        )}
      />
    </div>
  );
}
