import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { useLocation } from 'wouter';
import { trainingEndpoints as E } from '../../../src/contract/endpoints/trainings.ts';
import { TRAINING_LIST_LIMIT, type TrainingRow } from '../../../src/contract/trainings.ts';
import { Pager } from '../../components/pager.tsx';
import { openLoginModal } from '../../lib/login-modal.ts';
import { userAtom } from '../../lib/session.ts';
import { failureText, useEndpoint } from '../../lib/query/use-endpoint.ts';
import { TrainingFilterBar } from './training-filters.tsx';
import { TrainingTable } from './training-table.tsx';
import { useTrainingFilters } from './use-training-filters.ts';

/**
 * /training: trainings by category, auth and keyword, fifteen a page; opening one asks a visitor to log in.
 * /computationalThinkingTraining mounts it with `kind` 'choice' under its own base.
 */
export function TrainingListPage({ kind, base = '/training' }: { kind?: 'choice'; base?: string } = {}) {
  const { t } = useTranslation();
  const user = useAtomValue(userAtom);
  const [, navigate] = useLocation();
  const [filters, update] = useTrainingFilters(base);
  const { keyword, categoryId, auth, currentPage } = filters;
  const categories = useEndpoint(E.categories, undefined, { quiet: true }).data ?? [];
  const list = useEndpoint(E.list, {
    keyword: keyword || undefined,
    categoryId: categoryId ?? undefined,
    auth: auth ?? undefined,
    kind,
    currentPage,
    limit: TRAINING_LIST_LIMIT,
  });
  const page = list.data;

  const open = (row: TrainingRow) => {
    if (!user) {
      toast.warning(t('guard.loginFirst'));
      openLoginModal('login');
      return;
    }
    navigate(`${base}/${row.id}`);
  };
  return (
    <div className="flex flex-col gap-4" data-testid="training-list">
      <h1 className="text-xl font-semibold">
        {kind === 'choice' ? t('choice.trainingList.heading') : t('training.list.heading')}
      </h1>
      <TrainingFilterBar filters={filters} categories={categories} onChange={update} />
      {list.error && (
        <p className="py-6 text-center text-muted-foreground" data-testid="training-list-error">
          {failureText(list.error)}
        </p>
      )}
      <TrainingTable rows={page?.records ?? []} signedIn={!!user} loading={list.isFetching} onOpen={open} />
      <Pager
        className="justify-end"
        total={page?.total ?? 0}
        pageSize={TRAINING_LIST_LIMIT}
        current={currentPage}
        onPageChange={(p) => update({ currentPage: p })}
      />
    </div>
  );
}
