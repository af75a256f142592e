import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { groupEndpoints as E } from '../../../src/contract/endpoints/groups.ts';
import type { Page } from '../../../src/contract/envelope.ts';
import type { GroupDetail, MemberRow } from '../../../src/contract/groups.ts';
import { Pager } from '../../components/pager.tsx';
import { Button } from '../../components/ui/button.tsx';
import { failureText, invalidate, useEndpoint, usePagedList } from '../../lib/query/index.ts';
import { userAtom } from '../../lib/session.ts';
import { changeThen } from './change-call.ts';
import { MemberBulkBar } from './member-bulk-bar.tsx';
import { type MemberAdminActions, type MemberChoice, MemberTable } from './member-table.tsx';
import { RosterDialog } from './roster-dialog.tsx';
import { STANDING } from './use-group.ts';

const PER_PAGE = 15;

/**
 * The members tab: the member list (with real names for the group's admins); group admins also get
 * Member Admin (applications with reasons, levels, removal, and on chosen members: a level, removal
 * or login slips at once).
 */
export function MemberTab({ detail, superAdmin }: { detail: GroupDetail; superAdmin: boolean }) {
  const { t } = useTranslation();
  const me = useAtomValue(userAtom);
  const admin = detail.isAdmin || superAdmin;
  const [view, setView] = useState<'list' | 'admin'>('list');
  const [roster, setRoster] = useState(false);
  const [chosen, setChosen] = useState<ReadonlyMap<string, MemberRow>>(new Map());
  const members = usePagedList(E.members, { gid: detail.id });
  const [applicationPage, setApplicationPage] = useState(1);
  const applications = useEndpoint(
    E.applications,
    { gid: detail.id, currentPage: applicationPage, limit: PER_PAGE },
    { enabled: admin, quiet: true },
  );
  const stale = [E.members, E.applications, ...STANDING];
  const actions: MemberAdminActions = {
    actor: { level: detail.level, privileged: detail.isOwner || superAdmin, uid: me?.uid ?? '' },
    owner: detail.owner,
    change: (row: MemberRow, level: number) => {
      // A refused change reads the list again, so the level shown is the stored one.
      changeThen(E.changeMember, { gid: detail.id, uid: row.uid, auth: level }, stale).then(
        () => toast.success(t('common.updated')),
        () => invalidate(...stale),
      );
    },
    remove: async (row: MemberRow) => {
      await changeThen(E.removeMember, { gid: detail.id, uid: row.uid }, stale);
      toast.success(t('group.member.removed'));
    },
  };
  const pager = (
    page: Page<MemberRow> | null | undefined,
    current: number,
    limit: number,
    onPageChange: (p: number) => void,
  ) =>
    page &&
    page.total > limit && (
      <Pager
        className="justify-end"
        total={page.total}
        pageSize={limit}
        current={current}
        onPageChange={onPageChange}
      />
    );
  const membersError = failureText(members.error);
  const shown = members.page?.records ?? [];
  const choice: MemberChoice = {
    has: (uid) => chosen.has(uid),
    toggle: (row, on) =>
      setChosen((m) => {
        const next = new Map(m);
        if (on) next.set(row.uid, row);
        else next.delete(row.uid);
        return next;
      }),
    togglePage: (on) =>
      setChosen((m) => {
        const next = new Map(m);
        for (const r of shown)
          if (on) next.set(r.uid, r);
          else next.delete(r.uid);
        return next;
      }),
  };
  const letGo = (uids: string[]) => setChosen((m) => new Map([...m].filter(([uid]) => !uids.includes(uid))));
  return (
    <div className="flex flex-col gap-3" data-testid="group-members">
      {admin && (
        <div className="flex gap-1">
          <Button
            size="sm"
            variant={view === 'list' ? 'default' : 'outline'}
            onClick={() => setView('list')}
            data-testid="member-view-list"
          >
            {t('group.member.list')}
          </Button>
          <Button
            size="sm"
            variant={view === 'admin' ? 'default' : 'outline'}
            onClick={() => setView('admin')}
            data-testid="member-view-admin"
          >
            {t('group.member.admin')}
          </Button>
        </div>
      )}
      {membersError && (
        <p className="py-10 text-center text-destructive" data-testid="member-error">
          {membersError}
        </p>
      )}
      {view === 'admin' && admin ? (
        <>
          <div>
            <Button size="sm" variant="outline" onClick={() => setRoster(true)} data-testid="roster-open">
              {t('groupRank.roster.open')}
            </Button>
            <RosterDialog gid={detail.id} superAdmin={superAdmin} open={roster} onClose={() => setRoster(false)} />
          </div>
          <h2 className="font-semibold">{t('group.member.applications')}</h2>
          <MemberTable
            rows={applications.data?.records ?? []}
            admin={actions}
            applications
            testId="application-table"
          />
          {pager(applications.data, applicationPage, PER_PAGE, setApplicationPage)}
          <h2 className="font-semibold">{t('group.member.members')}</h2>
          {chosen.size > 0 && (
            <MemberBulkBar
              gid={detail.id}
              rows={[...chosen.values()]}
              actor={actions.actor}
              owner={detail.owner}
              onDone={letGo}
            />
          )}
          <MemberTable rows={shown} admin={actions} names choice={choice} testId="member-admin-table" />
        </>
      ) : (
        !membersError && <MemberTable rows={shown} names={admin} testId="member-table" />
      )}
      {pager(members.page, members.filters.currentPage, members.filters.limit, members.setPage)}
    </div>
  );
}
