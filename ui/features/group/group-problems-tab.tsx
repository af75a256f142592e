import { ListIcon, PlusIcon, SettingsIcon } from 'lucide-react';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearch } from 'wouter';
import type { Page } from '../../../src/contract/envelope.ts';
import { GROUP_PROBLEM_LIST_SIZES, type GroupProblemRow } from '../../../src/contract/group-problems.ts';
import type { GroupDetail } from '../../../src/contract/groups.ts';
import { Pager } from '../../components/pager.tsx';
import { Button } from '../../components/ui/button.tsx';
import { GroupProblemAdmin } from './group-problem-admin.tsx';
import { groupProblemApi } from './group-problem-api.ts';
import { GroupProblemTable } from './group-problem-table.tsx';

/** The group's Problem tab: the list (status, id, title, level, tags, AC rate); Create and Problem Admin for group admins. */
export function GroupProblemsTab({ detail, superAdmin }: { detail: GroupDetail; superAdmin: boolean }) {
  const { t } = useTranslation();
  const admin = detail.isAdmin || superAdmin;
  const adminMode = admin && new URLSearchParams(useSearch()).get('admin') === 'true';
  const [query, setQuery] = useState({ currentPage: 1, limit: 10 });
  const [page, setPage] = useState<Page<GroupProblemRow> | null>(null);
  const [failed, setFailed] = useState(false);
  const [showTags, setShowTags] = useState(false);
  const load = useCallback(() => {
    groupProblemApi.list(detail.id, query.currentPage, query.limit).then((p) => { setPage(p); setFailed(false); }, () => setFailed(true));
  }, [detail.id, query]);
  useEffect(() => { if (!adminMode) load(); }, [load, adminMode]);
  const base = `/group/${detail.id}/problem`;
  return (
    <div className="flex flex-col gap-3" data-testid="group-problems">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 className="font-semibold">{t(adminMode ? 'groupProblem.list.admin' : 'groupProblem.list.heading')}</h2>
        <div className="flex flex-wrap gap-2">
          {!adminMode && <Button size="sm" variant="outline" onClick={() => setShowTags((v) => !v)} data-testid="group-problem-tags-toggle">
            {t(showTags ? 'groupProblem.list.hideTags' : 'groupProblem.list.showTags')}
          </Button>}
          {admin && <Button size="sm" asChild><Link href={`/group/${detail.id}/problem-create`} data-testid="group-problem-create"><PlusIcon /> {t('groupProblem.list.create')}</Link></Button>}
          {admin && <Button size="sm" variant="outline" asChild>
            <Link href={adminMode ? base : `${base}?admin=true`} data-testid="group-problem-admin-toggle">
              {adminMode ? <><ListIcon /> {t('groupProblem.list.back')}</> : <><SettingsIcon /> {t('groupProblem.list.admin')}</>}
            </Link>
          </Button>}
        </div>
      </div>
      {adminMode ? <GroupProblemAdmin gid={detail.id} /> : <>
        {failed ? <p className="py-6 text-center text-muted-foreground">{t('groupProblem.list.loadFailed')}</p>
          : <GroupProblemTable gid={detail.id} rows={page?.records ?? null} showTags={showTags} />}
        {page && <Pager total={page.total} pageSize={query.limit} current={query.currentPage} pageSizes={[...GROUP_PROBLEM_LIST_SIZES]}
          onPageChange={(currentPage) => setQuery((q) => ({ ...q, currentPage }))} onPageSizeChange={(limit) => setQuery({ limit, currentPage: 1 })} />}
      </>}
    </div>
  );
}
