import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Link, useLocation, useRoute } from 'wouter';
import { DISCUSSION_LIST_LIMIT } from '../../../src/contract/discussions.ts';
import { discussionEndpoints } from '../../../src/contract/endpoints/discussions.ts';
import { groupBoardEndpoints } from '../../../src/contract/endpoints/groups.ts';
import { Pager } from '../../components/pager.tsx';
import { Button } from '../../components/ui/button.tsx';
import { openLoginModal } from '../../lib/login-modal.ts';
import { userAtom } from '../../lib/session.ts';
import { failureText, useEndpoint } from '../../lib/query/use-endpoint.ts';
import { CategoryPanel } from './category-panel.tsx';
import { DiscussionCard } from './discussion-card.tsx';
import { DiscussionDialog } from './discussion-dialog.tsx';
import { ListToolbar } from './list-toolbar.tsx';
import { discussionBase, discussionDetailPath, discussionProblemPath } from './scope.ts';
import { useCategories } from './use-categories.ts';
import { useDiscussionFilters } from './use-discussion-filters.ts';

/**
 * /discussion and /discussion/{problemID}: breadcrumb with the total, filters, cards ten a page,
 * categories, and the post dialog. In a group (`groupId`, under /group/{gid}) the same page lists
 * the group's discussions; the categories are the site's, shown to filter by, not to edit.
 */
export function DiscussionListPage({ groupId }: { groupId?: number } = {}) {
  const { t } = useTranslation();
  const gid = groupId ?? null;
  const base = discussionBase(gid);
  const [, params] = useRoute<{ problemID: string }>(`${base ? '/group/:groupID' : ''}/discussion/:problemID`);
  const problemId = params?.problemID ? decodeURIComponent(params.problemID) : null;
  const [, navigate] = useLocation();
  const user = useAtomValue(userAtom);
  const [filters, update] = useDiscussionFilters(problemId, base);
  const categories = useCategories();
  const [posting, setPosting] = useState(false);
  const { keyword, cid, onlyMine, currentPage } = filters;
  const query = {
    currentPage,
    limit: DISCUSSION_LIST_LIMIT,
    cid: cid ?? undefined,
    pid: problemId ?? undefined,
    onlyMine: onlyMine && user ? ('true' as const) : undefined,
    keyword: keyword || undefined,
  };
  // A group's discussions are the group's call; the site's list is read while no group is named.
  const site = useEndpoint(discussionEndpoints.list, query, { enabled: gid === null });
  const group = useEndpoint(groupBoardEndpoints.discussions, { ...query, gid: gid ?? 0 }, { enabled: gid !== null });
  const read = gid === null ? site : group;
  const page = read.data;

  const post = () => {
    if (!user) {
      toast.warning(t('guard.loginFirst'));
      return openLoginModal('login');
    }
    setPosting(true);
  };
  const total = page?.total ?? 0;
  return (
    <div className="flex flex-col gap-4" data-testid="discussion-list">
      <nav
        className="flex flex-wrap items-center gap-1.5 text-sm text-muted-foreground"
        aria-label="breadcrumb"
        data-testid="discussion-breadcrumb"
      >
        <Link href={base || '/home'} className="hover:underline">
          {t(gid ? 'discussion.list.group' : 'discussion.list.home')}
        </Link>{' '}
        /
        {problemId ? (
          <>
            <Link href={`${base}/discussion`} className="hover:underline">
              {t('discussion.list.heading')}
            </Link>{' '}
            /<span className="text-foreground">{t('discussion.list.problemHeading', { pid: problemId })}</span>
          </>
        ) : (
          <span className="text-foreground">{t('discussion.list.heading')}</span>
        )}
        <span data-testid="discussion-total">({t('discussion.list.total', { count: total })})</span>
      </nav>
      <div className="flex flex-col gap-4 md:flex-row md:items-start">
        <div className="flex min-w-0 flex-1 flex-col gap-3">
          <ListToolbar filters={filters} signedIn={!!user} onChange={update} onPost={post}>
            {problemId && (
              <>
                <Button asChild size="sm" variant="outline">
                  <Link href={`${base}/discussion`} data-testid="general-discussion">
                    {t('discussion.list.general')}
                  </Link>
                </Button>
                <Button asChild size="sm" variant="outline">
                  <Link href={discussionProblemPath(gid, problemId)} data-testid="discussion-return">
                    {t('discussion.list.back')}
                  </Link>
                </Button>
              </>
            )}
          </ListToolbar>
          {read.error && (
            <p className="py-10 text-center text-muted-foreground" data-testid="discussion-list-error">
              {failureText(read.error)}
            </p>
          )}
          {page && page.records.length === 0 && (
            <p className="py-10 text-center text-muted-foreground">{t('discussion.list.empty')}</p>
          )}
          <ul className="flex flex-col gap-3">
            {page?.records.map((row) => (
              <DiscussionCard key={row.id} row={row} gid={gid} />
            ))}
          </ul>
          <Pager
            className="justify-end"
            total={total}
            pageSize={DISCUSSION_LIST_LIMIT}
            current={currentPage}
            onPageChange={(p) => update({ currentPage: p })}
          />
        </div>
        <div className="order-first md:order-none md:w-56 md:shrink-0">
          <CategoryPanel
            categories={categories}
            active={cid}
            onPick={(c) => update({ cid: c })}
            readOnly={gid !== null}
          />
        </div>
      </div>
      <DiscussionDialog
        open={posting}
        onOpenChange={setPosting}
        mode={{ kind: 'create', problemId }}
        categories={categories}
        gid={gid}
        onSaved={(d) => navigate(discussionDetailPath(gid, d.id))}
      />
    </div>
  );
}
