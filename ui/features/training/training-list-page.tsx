import { useAtomValue } from 'jotai';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { useLocation } from 'wouter';
import type { Page } from '../../../src/contract/envelope.ts';
import { TRAINING_LIST_LIMIT, type TrainingCategory, type TrainingRow } from '../../../src/contract/trainings.ts';
import { Pager } from '../../components/pager.tsx';
import { openLoginModal } from '../../lib/login-modal.ts';
import { userAtom } from '../../lib/session.ts';
import { trainingApi } from './api.ts';
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
  const [categories, setCategories] = useState<TrainingCategory[]>([]);
  const [page, setPage] = useState<Page<TrainingRow> | null>(null);
  const [loading, setLoading] = useState(true);
  const { keyword, categoryId, auth, currentPage } = filters;

  useEffect(() => {
    trainingApi.categories().then(setCategories, () => {});
  }, []);
  useEffect(() => {
    let live = true;
    setLoading(true);
    trainingApi.list({ keyword: keyword || undefined, categoryId: categoryId ?? undefined, auth: auth ?? undefined, kind, currentPage, limit: TRAINING_LIST_LIMIT })
      .then((p) => live && setPage(p), () => {})
      .finally(() => live && setLoading(false));
    return () => {
      live = false;
    };
  }, [keyword, categoryId, auth, currentPage, user, kind]);

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
      <h1 className="text-xl font-semibold">{kind === 'choice' ? t('choice.trainingList.heading') : t('training.list.heading')}</h1>
      <TrainingFilterBar filters={filters} categories={categories} onChange={update} />
      <TrainingTable rows={page?.records ?? []} signedIn={!!user} loading={loading} onOpen={open} />
      <Pager className="justify-end" total={page?.total ?? 0} pageSize={TRAINING_LIST_LIMIT} current={currentPage} onPageChange={(p) => update({ currentPage: p })} />
    </div>
  );
}
