import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import type { GroupDetail, MemberRow } from '../../../src/contract/groups.ts';
import { Pager } from '../../components/pager.tsx';
import { Button } from '../../components/ui/button.tsx';
import { userAtom } from '../../lib/session.ts';
import { groupApi } from './api.ts';
import { type MemberAdminActions, MemberTable } from './member-table.tsx';
import { RosterDialog } from './roster-dialog.tsx';
import { useMemberPage } from './use-member-page.ts';

/** The members tab: the member list; group admins also get Member Admin (applications with reasons, levels, removal). */
export function MemberTab({ detail, superAdmin, onChanged }: { detail: GroupDetail; superAdmin: boolean; onChanged: () => void }) {
  const { t } = useTranslation();
  const me = useAtomValue(userAtom);
  const admin = detail.isAdmin || superAdmin;
  const [view, setView] = useState<'list' | 'admin'>('list');
  const [roster, setRoster] = useState(false);
  const members = useMemberPage(detail.id, groupApi.members);
  const applications = useMemberPage(detail.id, groupApi.applications, admin);
  const reload = () => { members.load(); applications.load(); onChanged(); };
  const actions: MemberAdminActions = {
    actor: { level: detail.level, privileged: detail.isOwner || superAdmin, uid: me?.uid ?? '' },
    owner: detail.owner,
    change: (row: MemberRow, level: number) => {
      groupApi.changeMember(detail.id, row.uid, level).then(() => { toast.success(t('common.updated')); reload(); }, () => reload());
    },
    remove: async (row: MemberRow) => { await groupApi.removeMember(detail.id, row.uid); toast.success(t('group.member.removed')); reload(); },
  };
  const pager = (m: typeof members) => m.page && m.page.total > m.query.limit && (
    <Pager className="justify-end" total={m.page.total} pageSize={m.query.limit} current={m.query.currentPage} onPageChange={(currentPage) => m.setQuery((q) => ({ ...q, currentPage }))} />
  );
  return (
    <div className="flex flex-col gap-3" data-testid="group-members">
      {admin && (
        <div className="flex gap-1">
          <Button size="sm" variant={view === 'list' ? 'default' : 'outline'} onClick={() => setView('list')} data-testid="member-view-list">{t('group.member.list')}</Button>
          <Button size="sm" variant={view === 'admin' ? 'default' : 'outline'} onClick={() => setView('admin')} data-testid="member-view-admin">{t('group.member.admin')}</Button>
        </div>
      )}
      {members.error && <p className="py-10 text-center text-destructive" data-testid="member-error">{members.error}</p>}
      {view === 'admin' && admin ? (
        <>
          <div>
            <Button size="sm" variant="outline" onClick={() => setRoster(true)} data-testid="roster-open">{t('groupRank.roster.open')}</Button>
            <RosterDialog gid={detail.id} superAdmin={superAdmin} open={roster} onClose={() => setRoster(false)} onAdded={reload} />
          </div>
          <h2 className="font-semibold">{t('group.member.applications')}</h2>
          <MemberTable rows={applications.page?.records ?? []} admin={actions} applications testId="application-table" />
          {pager(applications)}
          <h2 className="font-semibold">{t('group.member.members')}</h2>
          <MemberTable rows={members.page?.records ?? []} admin={actions} testId="member-admin-table" />
        </>
      ) : (
        !members.error && <MemberTable rows={members.page?.records ?? []} testId="member-table" />
      )}
      {pager(members)}
    </div>
  );
}
