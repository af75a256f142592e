import { CheckIcon, Trash2Icon } from 'lucide-react';
import { type KeyboardEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Link } from 'wouter';
import { ConfirmDialog } from '../../components/confirm-dialog.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Input } from '../../components/ui/input.tsx';
import { TableCell, TableRow } from '../../components/ui/table.tsx';
import { call } from '../../lib/call.ts';
import { invalidate } from '../../lib/query/client.ts';
import { useSave } from '../../lib/query/use-save.ts';
import { type ContestProblemLink, useContestAdminScope } from './api.ts';
import { FailureLine } from '../../components/failure-line.tsx';

/** The balloon colour shown for a problem without one. */
const NO_COLOR = '#ffffff';

/** One problem of the contest: display id, display title and balloon colour edited in place (saved with the row's button), removal. */
export function ContestProblemRow({ link }: { link: ContestProblemLink }) {
  const { t } = useTranslation();
  const { calls, problemHref } = useContestAdminScope();
  const [draft, setDraft] = useState({ displayId: link.displayId, displayTitle: link.displayTitle, color: link.color });
  const saving = useSave(calls.updateLink, { invalidates: [calls.problems] });
  const dirty =
    draft.displayId !== link.displayId || draft.displayTitle !== link.displayTitle || draft.color !== link.color;
  const save = async () => {
    if (!draft.displayId.trim()) {
      toast.error(t('adminContest.rule.displayIdRequired'));
      return;
    }
    // A refusal is shown in the row; the draft stays for another try.
    if (await saving.save({ id: link.id, cid: link.cid, ...draft })) toast.success(t('common.updated'));
  };
  const onEnter = (e: KeyboardEvent) => e.key === 'Enter' && void save();
  const tid = `cp-${link.displayId}`;
  return (
    <TableRow data-testid={`contest-problem-${link.displayId}`}>
      <TableCell>
        <Input
          className="h-8 w-20 font-mono"
          value={draft.displayId}
          aria-label={t('adminContest.col.displayId')}
          onKeyDown={onEnter}
          onChange={(e) => setDraft({ ...draft, displayId: e.target.value })}
          data-testid={`${tid}-displayId`}
        />
      </TableCell>
      <TableCell>
        <Input
          className="h-8 min-w-40"
          value={draft.displayTitle}
          aria-label={t('adminContest.col.displayTitle')}
          onKeyDown={onEnter}
          onChange={(e) => setDraft({ ...draft, displayTitle: e.target.value })}
          data-testid={`${tid}-displayTitle`}
        />
        <FailureLine error={saving.error} testId={`${tid}-error`} className="mt-1 text-xs" />
      </TableCell>
      <TableCell>
        <Input
          type="color"
          className="h-8 w-12 p-1"
          value={draft.color ?? NO_COLOR}
          aria-label={t('adminContest.col.color')}
          onChange={(e) => setDraft({ ...draft, color: e.target.value })}
          data-testid={`${tid}-color`}
        />
      </TableCell>
      <TableCell className="font-mono whitespace-nowrap">
        {problemHref ? (
          <Link
            href={problemHref(link.cid, link.pid)}
            className="text-primary underline-offset-4 hover:underline"
            title={t('adminContest.editProblem')}
            data-testid={`${tid}-edit`}
          >
            {link.problem?.problemId ?? link.pid}
          </Link>
        ) : (
          (link.problem?.problemId ?? link.pid)
        )}
      </TableCell>
      <TableCell className="max-w-56 truncate" title={link.problem?.title}>
        {link.problem?.title}
      </TableCell>
      <TableCell>
        <div className="flex items-center gap-0.5">
          <Button
            variant={dirty ? 'default' : 'ghost'}
            size="icon"
            className="size-8"
            disabled={!dirty || saving.busy}
            aria-label={t('common.save')}
            onClick={save}
            data-testid={`${tid}-save`}
          >
            <CheckIcon />
          </Button>
          <ConfirmDialog
            title={t('adminContest.confirmRemoveProblem', { id: link.displayId })}
            description={t('adminContest.confirmRemoveProblemHint')}
            confirmLabel={t('adminContest.remove')}
            testId={`${tid}-remove`}
            onConfirm={async () => {
              await call(calls.removeProblem, { cid: link.cid, pid: link.pid });
              toast.success(t('adminContest.msg.removed'));
              await invalidate(calls.problems);
            }}
            trigger={(open) => (
              <Button
                variant="ghost"
                size="icon"
                className="size-8"
                aria-label={t('adminContest.remove')}
                onClick={open}
                data-testid={`${tid}-remove-open`}
              >
                <Trash2Icon className="text-destructive" />
              </Button>
            )}
          />
        </div>
      </TableCell>
    </TableRow>
  );
}
