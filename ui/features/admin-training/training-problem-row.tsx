import { CheckIcon, PencilIcon, Trash2Icon } from 'lucide-react';
import { type KeyboardEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { trainingRank } from '../../../src/contract/training-form-rules.ts';
import { ConfirmDialog } from '../../components/confirm-dialog.tsx';
import { IconAction, LinkAction } from '../../components/row-actions.tsx';
import { Input } from '../../components/ui/input.tsx';
import { TableCell, TableRow } from '../../components/ui/table.tsx';
import { type TrainingPickRow, type TrainingProblemLink, useTrainingAdminScope } from './api.ts';

/**
 * One problem of the training (doc 3 "Training problem admin"): display id and rank edited in place
 * (saved with the row's button or Enter; the list is ordered by rank), the problem's editor, removal.
 */
export function TrainingProblemRow({
  row,
  link,
  onChanged,
}: {
  row: TrainingPickRow;
  link: TrainingProblemLink;
  onChanged: () => void;
}) {
  const { t } = useTranslation();
  const { api: adminTrainingApi, problemEditHref } = useTrainingAdminScope();
  const [draft, setDraft] = useState({ displayId: link.displayId, rank: String(link.rank) });
  const dirty = draft.displayId !== link.displayId || draft.rank !== String(link.rank);
  const save = async () => {
    const rank = trainingRank(draft.rank);
    if (!draft.displayId.trim()) return void toast.error(t('adminTraining.rule.displayIdRequired'));
    if (rank === null || Number.isNaN(rank)) return void toast.error(t('adminTraining.rule.problemRankInvalid'));
    try {
      await adminTrainingApi.updateLink({ id: link.id, tid: link.tid, displayId: draft.displayId.trim(), rank });
      toast.success(t('common.updated'));
      onChanged();
    } catch {
      // The client has shown the failure; the draft stays for another try.
    }
  };
  const onEnter = (e: KeyboardEvent) => e.key === 'Enter' && void save();
  const tid = `tp-${row.problemId}`;
  return (
    <TableRow data-testid={`training-problem-${row.problemId}`}>
      <TableCell>
        <Input
          className="h-8 w-24 font-mono"
          value={draft.displayId}
          aria-label={t('adminTraining.col.displayId')}
          onKeyDown={onEnter}
          onChange={(e) => setDraft({ ...draft, displayId: e.target.value })}
          data-testid={`${tid}-displayId`}
        />
      </TableCell>
      <TableCell className="max-w-56">
        <div className="truncate font-medium" title={row.title}>
          {row.title}
        </div>
        <div className="font-mono text-xs text-muted-foreground">{row.problemId}</div>
      </TableCell>
      <TableCell>
        <Input
          className="h-8 w-28 tabular-nums"
          inputMode="numeric"
          value={draft.rank}
          aria-label={t('adminTraining.col.rank')}
          onKeyDown={onEnter}
          onChange={(e) => setDraft({ ...draft, rank: e.target.value })}
          data-testid={`${tid}-rank`}
        />
      </TableCell>
      <TableCell className="whitespace-nowrap">{t(`adminProblem.auth.${row.auth}`)}</TableCell>
      <TableCell>
        <div className="flex items-center gap-0.5">
          <IconAction label={t('common.save')} testId={`${tid}-save`} onClick={save}>
            <CheckIcon className={dirty ? 'text-primary' : 'text-muted-foreground'} />
          </IconAction>
          {problemEditHref && (
            <LinkAction
              href={problemEditHref(row.pid)}
              label={t('adminTraining.action.editProblem')}
              testId={`${tid}-edit`}
            >
              <PencilIcon />
            </LinkAction>
          )}
          <ConfirmDialog
            title={t('adminTraining.confirmRemoveProblem', { id: link.displayId })}
            description={t('adminTraining.confirmRemoveProblemHint')}
            confirmLabel={t('adminTraining.remove')}
            testId={`${tid}-remove`}
            onConfirm={async () => {
              await adminTrainingApi.removeProblem(link.tid, link.pid);
              toast.success(t('adminTraining.msg.removed'));
              onChanged();
            }}
            trigger={(open) => (
              <IconAction label={t('adminTraining.remove')} onClick={open} testId={`${tid}-remove-open`}>
                <Trash2Icon className="text-destructive" />
              </IconAction>
            )}
          />
        </div>
      </TableCell>
    </TableRow>
  );
}
