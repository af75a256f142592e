import { useAtomValue } from 'jotai';
import { PlusIcon } from 'lucide-react';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { useLocation } from 'wouter';
import type { Page } from '../../../src/contract/envelope.ts';
import { GROUP_LIST_SIZES, type GroupRow } from '../../../src/contract/groups.ts';
import { Pager } from '../../components/pager.tsx';
import { Button } from '../../components/ui/button.tsx';
import { openLoginModal } from '../../lib/login-modal.ts';
import { userAtom } from '../../lib/session.ts';
import { groupApi } from './api.ts';
import { GroupCard } from './group-card.tsx';
import { GroupFilterBar } from './group-filters.tsx';
import { GroupFormDialog } from './group-form-dialog.tsx';
import { useGroupFilters } from './use-group-filters.ts';

/** /group: the groups by keyword, mine or all, and type, as cards; visitors are asked to log in to open or create one. */
export function GroupListPage() {
  const { t } = useTranslation();
  const user = useAtomValue(userAtom);
  const [, navigate] = useLocation();
  const [filters, update] = useGroupFilters();
  const [page, setPage] = useState<Page<GroupRow> | null>(null);
  const [creating, setCreating] = useState(false);
  const { keyword, auth, onlyMine, currentPage, limit } = filters;
  const mine = onlyMine && !!user;

  const load = useCallback(() => {
    groupApi.list({ keyword: keyword || undefined, auth: auth ?? undefined, onlyMine: mine, currentPage, limit }).then(setPage, () => {});
  }, [keyword, auth, mine, currentPage, limit]);
  useEffect(load, [load, user]);

  const signedInOr = (then: () => void) => {
    if (user) return then();
    toast.warning(t('guard.loginFirst'));
    openLoginModal('login');
  };
  return (
    <div className="flex flex-col gap-4" data-testid="group-list">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h1 className="text-xl font-semibold">{t('group.list.heading')}</h1>
        <Button onClick={() => signedInOr(() => setCreating(true))} data-testid="group-create"><PlusIcon /> {t('group.list.create')}</Button>
      </div>
      <GroupFilterBar filters={{ ...filters, onlyMine: mine }} signedIn={!!user} onChange={update} />
      {page && page.records.length === 0 && <p className="py-16 text-center text-muted-foreground" data-testid="group-empty">{t('group.list.empty')}</p>}
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {page?.records.map((row) => <GroupCard key={row.id} row={row} onOpen={(r) => signedInOr(() => navigate(`/group/${r.id}`))} />)}
      </div>
      <Pager className="justify-end" total={page?.total ?? 0} pageSize={limit} current={currentPage} pageSizes={GROUP_LIST_SIZES}
        onPageChange={(p) => update({ currentPage: p })} onPageSizeChange={(l) => update({ limit: l })} />
      <GroupFormDialog open={creating} onClose={() => setCreating(false)} onSaved={(g) => navigate(`/group/${g.id}`)} />
    </div>
  );
}
