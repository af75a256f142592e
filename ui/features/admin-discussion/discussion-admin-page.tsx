import { Trash2Icon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import type { DiscussionRow } from '../../../src/contract/discussions.ts';
import { adminDiscussionEndpoints as E } from '../../../src/contract/endpoints/admin-discussions.ts';
import { ConfirmDialog } from '../../components/confirm-dialog.tsx';
import { AdminListPage } from '../../components/data-table/admin-list-page.tsx';
import { useSelection } from '../../components/data-table/use-selection.ts';
import { Button } from '../../components/ui/button.tsx';
import { call } from '../../lib/call.ts';
import { invalidate } from '../../lib/query/client.ts';
import { usePagedList } from '../../lib/query/use-paged-list.ts';
import { discussionColumns } from './discussion-table.tsx';
import { ReportSection } from './report-table.tsx';

/** /admin/discussion: every discussion with its status and top switches, delete and view; then the reports and what was done. */
export function DiscussionAdminPage() {
  const { t } = useTranslation();
  const list = usePagedList(E.list);
  const selection = useSelection<number>();
  const remove = async (ids: number[]) => {
    await call(E.remove, ids);
    toast.success(t('adminDiscussion.deleted'));
    selection.clear(ids);
    await invalidate(E.list);
  };
  const selected = selection.keys;
  return (
    <div className="grid gap-6" data-testid="admin-discussion">
      <AdminListPage<DiscussionRow, number>
        title={t('adminDiscussion.heading')}
        list={list}
        search={{ placeholder: t('adminDiscussion.keyword') }}
        actions={
          <ConfirmDialog
            title={t('adminDiscussion.deleteTitle')}
            confirmLabel={t('adminDiscussion.delete')}
            onConfirm={() => remove(selected)}
            trigger={(open) => (
              <Button
                variant="destructive"
                onClick={() => (selected.length ? open() : toast.warning(t('adminDiscussion.noneSelected')))}
              >
                <Trash2Icon /> {t('adminDiscussion.deleteSelected')}
              </Button>
            )}
          />
        }
        columns={discussionColumns(t, remove)}
        rowKey={(row) => row.id}
        rowTestId={(row) => `admin-discussion-row-${row.id}`}
        empty={t('adminDiscussion.empty')}
        select={{ selection, keyOf: (row) => row.id, nameOf: (row) => row.title }}
      />
      <ReportSection />
    </div>
  );
}
