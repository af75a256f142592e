import { useAtomValue } from 'jotai';
import { PlusIcon } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { useLocation } from 'wouter';
import { groupEndpoints as E } from '../../../src/contract/endpoints/groups.ts';
import { GROUP_LIST_SIZES } from '../../../src/contract/groups.ts';
import { Pager } from '../../components/pager.tsx';
import { Button } from '../../components/ui/button.tsx';
import { openLoginModal } from '../../lib/login-modal.ts';
import { usePagedList } from '../../lib/query/index.ts';
import { userAtom } from '../../lib/session.ts';
import { GroupCard } from './group-card.tsx';
import { GroupFilterBar } from './group-filters.tsx';
import { GroupFormDialog } from './group-form-dialog.tsx';
import type { GroupFilters } from './list-query.ts';

/** /group: the groups by keyword, mine or all, and type, as cards; visitors are asked to log in to open or create one. */
export function GroupListPage() {
  const { t } = useTranslation();
  const user = useAtomValue(userAtom);
  const [, navigate] = useLocation();
  // A visitor has no groups of their own: "mine" stays off for them.
  const list = usePagedList(E.list, user ? {} : { onlyMine: 'false' });
  const { page } = list;
  const { currentPage, limit } = list.filters;
  const filters = {
    keyword: list.filters.keyword ?? '',
    auth: list.filters.auth ?? null,
    onlyMine: list.filters.onlyMine,
    currentPage,
    limit,
  };
  const update = (change: Partial<GroupFilters>) => list.setFilters({ ...change, auth: change.auth ?? undefined });
  const [creating, setCreating] = useState(false);

  const signedInOr = (then: () => void) => {
    if (user) return then();
    toast.warning(t('guard.loginFirst'));
    openLoginModal('login');
  };
  return (
    <div className="flex flex-col gap-4" data-testid="group-list">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h1 className="text-xl font-semibold">{t('group.list.heading')}</h1>
        <Button onClick={() => signedInOr(() => setCreating(true))} data-testid="group-create">
          <PlusIcon /> {t('group.list.create')}
        </Button>
      </div>
      <GroupFilterBar filters={filters} signedIn={!!user} onChange={update} />
      {page && page.records.length === 0 && (
        <p className="py-16 text-center text-muted-foreground" data-testid="group-empty">
          {t('group.list.empty')}
        </p>
      )}
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {page?.records.map((row) => (
          <GroupCard key={row.id} row={row} onOpen={(r) => signedInOr(() => navigate(`/group/${r.id}`))} />
        ))}
      </div>
      <Pager
        className="justify-end"
        total={page?.total ?? 0}
        pageSize={limit}
        current={currentPage}
        pageSizes={GROUP_LIST_SIZES}
        onPageChange={(p) => update({ currentPage: p })}
        onPageSizeChange={(l) => update({ limit: l })}
      />
      <GroupFormDialog open={creating} onClose={() => setCreating(false)} onSaved={(g) => navigate(`/group/${g.id}`)} />
    </div>
  );
}
