import { ListOrderedIcon, PencilIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { AnswerOf } from '../../../src/contract/endpoints/define.ts';
import { groupTrainingEndpoints as E } from '../../../src/contract/endpoints/group-content.ts';
import { Badge } from '../../components/ui/badge.tsx';
import { call } from '../../lib/call.ts';
import { absoluteTime } from '../../lib/format.ts';
import { changeThen } from './change-call.ts';
import { ContentAdminTable, type RowLink } from './content-admin-table.tsx';

type Row = AnswerOf<typeof E.adminList>['records'][number];
/** The group's training lists a change makes stale. */
const LISTS = [E.adminList, E.list];
const LINKS: RowLink[] = [
  { path: 'edit', name: 'edit', icon: <PencilIcon /> },
  { path: 'problem-admin', name: 'problems', icon: <ListOrderedIcon /> },
];

/** The group's training admin table (doc 3): id, rank, title, auth, visible switch, info, and edit / problems / delete. */
export function GroupTrainingAdminTable({ gid, rows }: { gid: number; rows: Row[] | null }) {
  const { t } = useTranslation();
  return (
    <ContentAdminTable<Row>
      kind="training"
      gid={gid}
      rows={rows}
      before={[
        {
          id: 'rank',
          header: t('group.training.col.rank'),
          className: 'hidden sm:table-cell',
          cellClassName: 'tabular-nums',
          cell: (r) => r.rank,
        },
      ]}
      after={[
        {
          id: 'auth',
          header: t('group.training.col.auth'),
          className: 'hidden sm:table-cell',
          cell: (r) => (
            <Badge variant={r.auth === 'Public' ? 'success' : 'warning'}>{t(`group.training.auth.${r.auth}`)}</Badge>
          ),
        },
      ]}
      info={(r) => [
        [t('group.training.info.created'), absoluteTime(r.gmtCreate)],
        [t('group.training.info.updated'), absoluteTime(r.gmtModified)],
        [t('group.training.info.creator'), r.author],
      ]}
      links={LINKS}
      stale={LISTS}
      setVisible={(r, v) => call(E.setVisible, { tid: r.id, status: v ? 'true' : 'false' })}
      remove={(r) => changeThen(E.remove, { tid: r.id }, LISTS)}
    />
  );
}
