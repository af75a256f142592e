import { FolderPlusIcon, ListPlusIcon, PencilIcon } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRoute } from 'wouter';
import { trainingRank } from '../../../src/contract/training-form-rules.ts';
import { TRAINING_PICK_SIZES } from '../../../src/contract/trainings.ts';
import type { Column } from '../../components/data-table/index.ts';
import { Pager } from '../../components/pager.tsx';
import { RemoteContestImportButton } from '../../components/remote-contest-import.tsx';
import { linkColumns, PickerButton, ProblemLinksPage, useLinkEdits } from '../../components/problem-links/index.ts';
import { LinkAction } from '../../components/row-actions.tsx';
import { type TrainingPickRow, useTrainingAdminScope } from './api.ts';
import { TrainingPageHead } from './training-page-head.tsx';
import { invalidateTrainingReads, useTrainingRead } from './use-training-read.ts';

/** A problem of the training: the bank's row with its link to the training. */
type LinkRow = TrainingPickRow & { link: NonNullable<TrainingPickRow['link']> };

/**
 * /admin/training/{trainingId}/problems (doc 3 "Training problem admin"): the training's problems
 * in rank order, display id and rank edited in place (saved with the row's button or Enter), the
 * problem's editor, removal; adding from the bank or the group's problems.
 */
export function TrainingProblemsPage() {
  const { t } = useTranslation();
  const { api, base, problemsPath, own, bank, problemEditHref } = useTrainingAdminScope();
  const [, params] = useRoute<{ trainingId: string }>(`${base}/:trainingId/${problemsPath}`);
  const tid = Number(params?.trainingId);
  const [query, setQuery] = useState({ currentPage: 1, limit: TRAINING_PICK_SIZES[1] as number });
  const training = useTrainingRead('get', tid, () => api.get(tid));
  const problems = useTrainingRead('problems', { tid, ...query }, () => api.problems(tid, true, query));
  const [addingOwn, setAddingOwn] = useState(false);
  // The problems already in the training, which the picker of the group's own problems marks.
  const all = { currentPage: 1, limit: Math.max(...TRAINING_PICK_SIZES) };
  const inTraining = useTrainingRead('in-training', { tid }, () => api.problems(tid, true, all), addingOwn);
  const inIt = new Set(inTraining.data?.records.map((r) => r.pid));
  const changed = () => void invalidateTrainingReads();
  const edits = useLinkEdits<LinkRow, { displayId: string; rank: string }>({
    keyOf: (r) => r.link.id,
    initial: (r) => ({ displayId: r.link.displayId, rank: String(r.link.rank) }),
    refusal: (d) => {
      const rank = trainingRank(d.rank);
      if (!d.displayId.trim()) return t('adminTraining.rule.displayIdRequired');
      return rank === null || Number.isNaN(rank) ? t('adminTraining.rule.problemRankInvalid') : null;
    },
    // The client shows a refusal; the draft stays for another try.
    save: async ({ link }, d) => {
      await api.updateLink({
        id: link.id,
        tid: link.tid,
        displayId: d.displayId.trim(),
        rank: Number(trainingRank(d.rank)),
      });
      await invalidateTrainingReads();
    },
    savedText: t('common.updated'),
  });

  const col = linkColumns(edits, (r) => `tp-${r.problemId}`);
  const columns: Column<LinkRow>[] = [
    col.draft('displayId', t('adminTraining.col.displayId'), { className: 'w-36 font-mono' }),
    {
      id: 'title',
      header: t('adminTraining.col.title'),
      cell: (r) => (
        <>
          <div className="truncate font-medium" title={r.title}>
            {r.title}
          </div>
          <div className="font-mono text-xs text-muted-foreground">{r.problemId}</div>
        </>
      ),
      cellClassName: 'max-w-56',
    },
    col.draft('rank', t('adminTraining.col.rank'), { className: 'w-28 tabular-nums', inputMode: 'numeric' }),
    {
      id: 'auth',
      header: t('adminTraining.col.problemAuth'),
      cell: (r) => t(`adminProblem.auth.${r.auth}`),
      cellClassName: 'whitespace-nowrap',
    },
    col.options(
      t('adminTraining.col.options'),
      {
        title: (r) => t('adminTraining.confirmRemoveProblem', { id: r.link.displayId }),
        description: t('adminTraining.confirmRemoveProblemHint'),
        label: t('adminTraining.remove'),
        run: async (r) => {
          await api.removeProblem(r.link.tid, r.link.pid);
          await invalidateTrainingReads();
        },
        removedText: t('adminTraining.msg.removed'),
      },
      (r) =>
        problemEditHref && (
          <LinkAction
            href={problemEditHref(r.pid)}
            label={t('adminTraining.action.editProblem')}
            testId={`tp-${r.problemId}-edit`}
          >
            <PencilIcon />
          </LinkAction>
        ),
    ),
  ];
  const page = problems.data;

  return (
    <ProblemLinksPage
      testId="training-problems"
      failure={training.error ?? problems.error}
      ready={Boolean(training.data && page)}
      head={() =>
        training.data && (
          <TrainingPageHead title={t('adminTraining.route.problems')} training={training.data}>
            <PickerButton
              icon={<ListPlusIcon />}
              label={t('adminTraining.addFromPublic')}
              testId="training-add-public"
              description={t('adminTraining.addFromPublicHint')}
              source={bank(tid)}
              onAdded={changed}
            />
            {!own && <RemoteContestImportButton target={{ tid }} onImported={changed} />}
            {own && (
              <PickerButton
                icon={<FolderPlusIcon />}
                label={t('adminTraining.addFromGroup')}
                testId="training-add-group"
                description={t('adminTraining.addFromGroupHint')}
                source={own(tid, inIt)}
                onAdded={changed}
                open={addingOwn}
                onOpenChange={setAddingOwn}
              />
            )}
          </TrainingPageHead>
        )
      }
      columns={columns}
      rows={page?.records.filter((r): r is LinkRow => Boolean(r.link)) ?? null}
      rowKey={(r) => r.link.id}
      rowTestId={(r) => `training-problem-${r.problemId}`}
      bodyTestId="training-problem-rows"
      empty={t('adminTraining.noProblems')}
    >
      {page && (
        <Pager
          total={page.total}
          pageSize={query.limit}
          current={query.currentPage}
          pageSizes={TRAINING_PICK_SIZES}
          onPageChange={(currentPage) => setQuery((q) => ({ ...q, currentPage }))}
          onPageSizeChange={(limit) => setQuery((q) => ({ ...q, limit, currentPage: 1 }))}
        />
      )}
    </ProblemLinksPage>
  );
}
