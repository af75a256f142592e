import { ArrowLeftIcon, PlusIcon, SettingsIcon } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import type { GroupDetail } from '../../../src/contract/groups.ts';
import { Pager } from '../../components/pager.tsx';
import { Button } from '../../components/ui/button.tsx';
import { failureText } from '../../lib/query/index.ts';

/**
 * The frame of the Trainings and Contests tabs (doc 3): the heading, and for group admins Create
 * and the switch between the members' list and the admin list.
 */
export function GroupListFrame({
  kind,
  detail,
  superAdmin,
  children,
}: {
  kind: 'training' | 'contest';
  detail: GroupDetail;
  superAdmin: boolean;
  children: (adminMode: boolean) => ReactNode;
}) {
  const { t } = useTranslation();
  const admin = detail.isAdmin || superAdmin;
  const [adminMode, setAdminMode] = useState(false);
  return (
    <div className="grid gap-4" data-testid={`group-${kind}s`}>
      <div className="flex flex-wrap items-center gap-2">
        <h2 className="mr-auto text-lg font-semibold">{t(adminMode ? `group.${kind}.admin` : `group.${kind}.list`)}</h2>
        {admin && (
          <>
            <Button asChild size="sm">
              <Link href={`/group/${detail.id}/${kind}/create`} data-testid={`group-${kind}-create`}>
                <PlusIcon /> {t(`group.${kind}.create`)}
              </Link>
            </Button>
            <Button
              size="sm"
              variant="outline"
              onClick={() => setAdminMode(!adminMode)}
              data-testid={`group-${kind}-admin-toggle`}
            >
              {adminMode ? (
                <>
                  <ArrowLeftIcon /> {t('group.listBack')}
                </>
              ) : (
                <>
                  <SettingsIcon /> {t(`group.${kind}.admin`)}
                </>
              )}
            </Button>
          </>
        )}
      </div>
      {children(adminMode)}
    </div>
  );
}

/** What a paged list gives its frame (usePagedList): its page, its failure, and its page and size, which are the address's. */
interface PagedList {
  page: { total: number } | null;
  error: unknown;
  filters: { currentPage: number; limit: number };
  setFilters: (change: { currentPage?: number; limit?: number }) => void;
}

/** A list's failure in place, or the list and its pager. */
export function GroupPaged({
  list,
  pageSizes,
  children,
}: {
  list: PagedList;
  pageSizes?: readonly number[];
  children: ReactNode;
}) {
  if (list.error)
    return (
      <p className="py-10 text-center text-muted-foreground" data-testid="group-list-error">
        {failureText(list.error)}
      </p>
    );
  return (
    <>
      {children}
      <Pager
        total={list.page?.total ?? 0}
        pageSize={list.filters.limit}
        current={list.filters.currentPage}
        pageSizes={pageSizes}
        onPageChange={(currentPage) => list.setFilters({ currentPage })}
        onPageSizeChange={(limit) => list.setFilters({ limit })}
      />
    </>
  );
}
