import { ListIcon, PlusIcon, SettingsIcon } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearch } from 'wouter';
import { groupProblemEndpoints as E } from '../../../src/contract/endpoints/group-content.ts';
import { GROUP_PROBLEM_LIST_SIZES } from '../../../src/contract/group-problems.ts';
import type { GroupDetail } from '../../../src/contract/groups.ts';
import { Button } from '../../components/ui/button.tsx';
import { groupChoiceCreatePath } from './choice-paths.ts';
import { usePagedList } from '../../lib/query/index.ts';
import { GroupProblemAdmin } from './group-problem-admin.tsx';
import { GroupProblemTable } from './group-problem-table.tsx';
import { GroupPaged } from './group-training-frame.tsx';

/** The group's Problem tab: the list (status, id, title, level, tags, AC rate); Create (a code or a choice problem) and Problem Admin for group admins. */
export function GroupProblemsTab({ detail, superAdmin }: { detail: GroupDetail; superAdmin: boolean }) {
  const { t } = useTranslation();
  const admin = detail.isAdmin || superAdmin;
  const search = useSearch();
  const adminMode = admin && new URLSearchParams(search).get('admin') === 'true';
  const [showTags, setShowTags] = useState(false);
  const base = `/group/${detail.id}/problem`;
  return (
    <div className="flex flex-col gap-3" data-testid="group-problems">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 className="font-semibold">{t(adminMode ? 'groupProblem.list.admin' : 'groupProblem.list.heading')}</h2>
        <div className="flex flex-wrap gap-2">
          {!adminMode && (
            <Button
              size="sm"
              variant="outline"
              onClick={() => setShowTags((v) => !v)}
              data-testid="group-problem-tags-toggle"
            >
              {t(showTags ? 'groupProblem.list.hideTags' : 'groupProblem.list.showTags')}
            </Button>
          )}
          {admin && (
            <Button size="sm" asChild>
              <Link href={`/group/${detail.id}/problem-create`} data-testid="group-problem-create">
                <PlusIcon /> {t('groupProblem.list.createCode')}
              </Link>
            </Button>
          )}
          {admin && (
            <Button size="sm" variant="secondary" asChild>
              <Link href={groupChoiceCreatePath(detail.id)} data-testid="group-choice-create">
                <PlusIcon /> {t('groupProblem.list.createChoice')}
              </Link>
            </Button>
          )}
          {admin && (
            <Button size="sm" variant="outline" asChild>
              <Link href={adminMode ? base : `${base}?admin=true`} data-testid="group-problem-admin-toggle">
                {adminMode ? (
                  <>
                    <ListIcon /> {t('groupProblem.list.back')}
                  </>
                ) : (
                  <>
                    <SettingsIcon /> {t('groupProblem.list.admin')}
                  </>
                )}
              </Link>
            </Button>
          )}
        </div>
      </div>
      {adminMode ? <GroupProblemAdmin gid={detail.id} /> : <MemberList gid={detail.id} showTags={showTags} />}
    </div>
  );
}

function MemberList({ gid, showTags }: { gid: number; showTags: boolean }) {
  const list = usePagedList(E.list, { gid });
  return (
    <GroupPaged list={list} pageSizes={GROUP_PROBLEM_LIST_SIZES}>
      <GroupProblemTable gid={gid} rows={list.page?.records ?? null} showTags={showTags} />
    </GroupPaged>
  );
}
