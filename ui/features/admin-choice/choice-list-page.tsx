import { PencilIcon, Trash2Icon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Link } from 'wouter';
import type { ChoiceRow } from '../../../src/contract/choice.ts';
import { adminChoiceEndpoints as E } from '../../../src/contract/endpoints/admin-choice.ts';
import { adminProblemEndpoints } from '../../../src/contract/endpoints/admin-problems.ts';
import { ConfirmDialog } from '../../components/confirm-dialog.tsx';
import { AdminListPage } from '../../components/data-table/admin-list-page.tsx';
import type { Column } from '../../components/data-table/data-table.tsx';
import { ChoiceSelect } from '../../components/form-section.tsx';
import { DifficultyBadge } from '../../components/problem-workspace/difficulty.tsx';
import { IconAction, LinkAction } from '../../components/row-actions.tsx';
import { call } from '../../lib/call.ts';
import { absoluteTime } from '../../lib/format.ts';
import { invalidate } from '../../lib/query/client.ts';
import { usePagedList } from '../../lib/query/use-paged-list.ts';

/** Deleting and the auth switch of a choice problem are every problem's calls. */
const changeAuth = async (row: ChoiceRow, auth: number, done: string) => {
  try {
    await call(adminProblemEndpoints.changeAuth, { id: row.id, auth });
    toast.success(done);
    await invalidate(E.list);
  } catch {
    // The client has shown the failure; the select keeps the stored value.
  }
};

function ChoiceRowActions({ row }: { row: ChoiceRow }) {
  const { t } = useTranslation();
  return (
    <div className="flex">
      <LinkAction
        href={`/admin/problem/edit-computational-thinking/${row.id}`}
        label={t('choice.admin.edit')}
        testId="choice-edit"
      >
        <PencilIcon />
      </LinkAction>
      <ConfirmDialog
        title={t('choice.admin.deleteTitle')}
        description={t('choice.admin.deleteText', { title: row.title })}
        confirmLabel={t('choice.admin.delete')}
        onConfirm={async () => {
          await call(adminProblemEndpoints.remove, { pid: row.id });
          toast.success(t('choice.admin.deleted'));
          await invalidate(E.list);
        }}
        testId="choice-delete-dialog"
        trigger={(open) => (
          <IconAction label={t('choice.admin.delete')} testId="choice-delete" onClick={open}>
            <Trash2Icon />
          </IconAction>
        )}
      />
    </div>
  );
}

/** /admin/problem/computational-thinking-list: choice problems by keyword, their visibility switch, edit and delete. */
export function ChoiceListPage() {
  const { t } = useTranslation();
  const list = usePagedList(E.list);
  const columns: Column<ChoiceRow>[] = [
    { id: 'id', header: 'ID', cellClassName: 'tabular-nums', cell: (r) => r.id },
    {
      id: 'problemId',
      header: t('choice.admin.problemId'),
      cellClassName: 'font-mono',
      cell: (r) => (
        <Link href={`/computational-thinking/problem/${encodeURIComponent(r.problemId)}`} className="hover:underline">
          {r.problemId}
        </Link>
      ),
    },
    { id: 'title', header: t('choice.admin.title'), cell: (r) => r.title },
    { id: 'difficulty', header: t('choice.admin.difficulty'), cell: (r) => <DifficultyBadge level={r.difficulty} /> },
    {
      id: 'auth',
      header: t('choice.admin.auth'),
      cell: (r) => (
        <ChoiceSelect
          id={`auth-${r.id}`}
          className="h-8 w-32"
          value={r.auth}
          options={[1, 2, 3]}
          label={(v) => t(`choice.admin.authName.${v}`)}
          onChange={(v) => void changeAuth(r, v, t('choice.admin.authChanged'))}
        />
      ),
    },
    { id: 'author', header: t('choice.admin.author'), className: 'hidden md:table-cell', cell: (r) => r.author },
    {
      id: 'modified',
      header: t('choice.admin.modified'),
      className: 'hidden lg:table-cell',
      cellClassName: 'whitespace-nowrap',
      cell: (r) => absoluteTime(r.gmtModified),
    },
    { id: 'actions', header: t('choice.admin.actions'), cell: (r) => <ChoiceRowActions row={r} /> },
  ];
  return (
    <AdminListPage<ChoiceRow>
      title={t('choice.admin.listTitle')}
      pageTestId="choice-list"
      list={list}
      create={{
        href: '/admin/problem/create-computational-thinking',
        label: t('choice.admin.create'),
        testId: 'choice-create',
      }}
      search={{ placeholder: t('choice.admin.keyword'), testId: 'choice-keyword' }}
      columns={columns}
      rowKey={(r) => r.id}
      rowTestId={() => 'choice-row'}
      empty={t('choice.admin.empty')}
    />
  );
}
