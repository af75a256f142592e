import { PencilIcon, PlusIcon, Trash2Icon } from 'lucide-react';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Link } from 'wouter';
import type { ChoiceRow } from '../../../src/contract/choice.ts';
import type { Page } from '../../../src/contract/envelope.ts';
import { ConfirmDialog } from '../../components/confirm-dialog.tsx';
import { ChoiceSelect } from '../../components/form-section.tsx';
import { Pager } from '../../components/pager.tsx';
import { DifficultyBadge } from '../../components/problem-workspace/difficulty.tsx';
import { IconAction, LinkAction } from '../../components/row-actions.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Input } from '../../components/ui/input.tsx';
import { absoluteTime } from '../../lib/format.ts';
import { adminChoiceApi } from './api.ts';

/** /admin/problem/computational-thinking-list: choice problems by keyword, their visibility switch, edit and delete. */
export function ChoiceListPage() {
  const { t } = useTranslation();
  const [typed, setTyped] = useState('');
  const [keyword, setKeyword] = useState('');
  const [current, setCurrent] = useState(1);
  const [limit, setLimit] = useState(10);
  const [page, setPage] = useState<Page<ChoiceRow> | null>(null);
  const load = useCallback(() => {
    adminChoiceApi.list({ currentPage: current, limit, keyword: keyword || undefined }).then(setPage, () => {});
  }, [current, limit, keyword]);
  useEffect(load, [load]);

  const changeAuth = async (row: ChoiceRow, auth: number) => {
    await adminChoiceApi.changeAuth(row.id, auth);
    toast.success(t('choice.admin.authChanged'));
    load();
  };
  const remove = async (row: ChoiceRow) => {
    await adminChoiceApi.remove(row.id);
    toast.success(t('choice.admin.deleted'));
    load();
  };
  const th = 'px-3 py-2 text-left font-medium whitespace-nowrap';
  const td = 'px-3 py-2';
  return (
    <div className="flex flex-col gap-4" data-testid="choice-list">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h1 className="text-xl font-semibold">{t('choice.admin.listTitle')}</h1>
        <div className="flex flex-wrap gap-2">
          <form
            className="flex gap-2"
            onSubmit={(e) => {
              e.preventDefault();
              setKeyword(typed.trim());
              setCurrent(1);
            }}
          >
            <Input
              value={typed}
              onChange={(e) => setTyped(e.target.value)}
              placeholder={t('choice.admin.keyword')}
              className="h-9 w-48"
              data-testid="choice-keyword"
            />
            <Button type="submit" variant="outline">
              {t('contest.list.search')}
            </Button>
          </form>
          <Button asChild>
            <Link href="/admin/problem/create-computational-thinking" data-testid="choice-create">
              <PlusIcon />
              {t('choice.admin.create')}
            </Link>
          </Button>
        </div>
      </div>
      <div className="overflow-x-auto rounded-lg border">
        <table className="w-full text-sm">
          <thead className="bg-muted/60 text-muted-foreground">
            <tr>
              <th className={th}>ID</th>
              <th className={th}>{t('choice.admin.problemId')}</th>
              <th className={th}>{t('choice.admin.title')}</th>
              <th className={th}>{t('choice.admin.difficulty')}</th>
              <th className={th}>{t('choice.admin.auth')}</th>
              <th className={`${th} hidden md:table-cell`}>{t('choice.admin.author')}</th>
              <th className={`${th} hidden lg:table-cell`}>{t('choice.admin.modified')}</th>
              <th className={th}>{t('choice.admin.actions')}</th>
            </tr>
          </thead>
          <tbody>
            {page?.records.map((r) => (
              <tr key={r.id} className="border-t" data-testid="choice-row">
                <td className={td}>{r.id}</td>
                <td className={`${td} font-mono`}>
                  <Link
                    href={`/computational-thinking/problem/${encodeURIComponent(r.problemId)}`}
                    className="hover:underline"
                  >
                    {r.problemId}
                  </Link>
                </td>
                <td className={td}>{r.title}</td>
                <td className={td}>
                  <DifficultyBadge level={r.difficulty} />
                </td>
                <td className={td}>
                  <ChoiceSelect
                    id={`auth-${r.id}`}
                    className="h-8 w-32"
                    value={r.auth}
                    options={[1, 2, 3]}
                    label={(v) => t(`choice.admin.authName.${v}`)}
                    onChange={(v) => void changeAuth(r, v)}
                  />
                </td>
                <td className={`${td} hidden md:table-cell`}>{r.author}</td>
                <td className={`${td} hidden whitespace-nowrap lg:table-cell`}>{absoluteTime(r.gmtModified)}</td>
                <td className={td}>
                  <div className="flex">
                    <LinkAction
                      href={`/admin/problem/edit-computational-thinking/${r.id}`}
                      label={t('choice.admin.edit')}
                      testId="choice-edit"
                    >
                      <PencilIcon />
                    </LinkAction>
                    <ConfirmDialog
                      title={t('choice.admin.deleteTitle')}
                      description={t('choice.admin.deleteText', { title: r.title })}
                      confirmLabel={t('choice.admin.delete')}
                      onConfirm={() => remove(r)}
                      testId="choice-delete-dialog"
                      trigger={(open) => (
                        <IconAction label={t('choice.admin.delete')} testId="choice-delete" onClick={open}>
                          <Trash2Icon />
                        </IconAction>
                      )}
                    />
                  </div>
                </td>
              </tr>
            ))}
            {page && page.records.length === 0 && (
              <tr>
                <td colSpan={8} className="py-10 text-center text-muted-foreground">
                  {t('choice.admin.empty')}
                </td>
              </tr>
            )}
          </tbody>
        </table>
      </div>
      <Pager
        className="justify-end"
        total={page?.total ?? 0}
        pageSize={limit}
        current={current}
        onPageChange={setCurrent}
        onPageSizeChange={(s) => {
          setLimit(s);
          setCurrent(1);
        }}
      />
    </div>
  );
}
