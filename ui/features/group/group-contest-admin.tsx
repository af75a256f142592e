import { DownloadIcon, ListOrderedIcon, MegaphoneIcon, PencilIcon, ShieldCheckIcon } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { contestRule } from '../../../src/contract/contest-rules.ts';
import type { AnswerOf } from '../../../src/contract/endpoints/define.ts';
import { groupContestEndpoints as E } from '../../../src/contract/endpoints/group-content.ts';
import { AcDownloadDialog } from '../../components/ac-download-dialog.tsx';
import { IconAction } from '../../components/row-actions.tsx';
import { Badge } from '../../components/ui/badge.tsx';
import { call } from '../../lib/call.ts';
import { absoluteTime } from '../../lib/format.ts';
import { changeThen } from './change-call.ts';
import { ContentAdminTable, type RowLink } from './content-admin-table.tsx';

type Row = AnswerOf<typeof E.adminList>['records'][number];
/** The group's contest lists a change makes stale. */
const LISTS = [E.adminList, E.list];
const LINKS: RowLink[] = [
  { path: 'edit', name: 'edit', icon: <PencilIcon /> },
  { path: 'problems', name: 'problems', icon: <ListOrderedIcon /> },
  { path: 'announcement', name: 'announcements', icon: <MegaphoneIcon /> },
  { path: 'proctor', name: 'proctor', icon: <ShieldCheckIcon /> },
];
const SM = 'hidden sm:table-cell';

/** The group's contest admin table (doc 3): id, title, type, auth, status, visible switch, info, and its options. */
export function GroupContestAdminTable({ gid, rows }: { gid: number; rows: Row[] | null }) {
  const { t } = useTranslation();
  return (
    <ContentAdminTable<Row>
      kind="contest"
      gid={gid}
      rows={rows}
      after={[
        { id: 'type', header: t('group.contest.col.type'), className: SM, cell: (c) => contestRule(c.type).label },
        {
          id: 'auth',
          header: t('group.contest.col.auth'),
          className: SM,
          cell: (c) => (
            <Badge variant={c.auth === 0 ? 'success' : c.auth === 1 ? 'destructive' : 'warning'}>
              {t(`group.contest.auth.${c.auth}`)}
            </Badge>
          ),
        },
        {
          id: 'status',
          header: t('group.contest.col.status'),
          className: SM,
          cell: (c) => t(`group.contest.status.${c.status}`),
        },
      ]}
      info={(c) => [
        [t('group.contest.start'), absoluteTime(c.startTime)],
        [t('group.contest.end'), absoluteTime(c.endTime)],
        [t('group.contest.creator'), c.author],
      ]}
      links={LINKS}
      extra={(c) => <AcDownload cid={c.id} />}
      stale={LISTS}
      setVisible={(c, v) => call(E.setVisible, { cid: c.id, visible: v ? 'true' : 'false' })}
      remove={(c) => changeThen(E.remove, { cid: c.id }, LISTS)}
    />
  );
}

/** The download of a group contest's accepted code: the back office's dialog (admins left out or not, by user or by problem). */
function AcDownload({ cid }: { cid: number }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <>
      <IconAction
        label={t('group.contest.download')}
        testId={`group-contest-download-${cid}`}
        onClick={() => setOpen(true)}
      >
        <DownloadIcon />
      </IconAction>
      <AcDownloadDialog cid={cid} open={open} onOpenChange={setOpen} />
    </>
  );
}
