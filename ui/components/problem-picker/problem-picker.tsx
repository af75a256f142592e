import { CheckIcon, PlusIcon } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Pager } from '../pager.tsx';
import { Button } from '../ui/button.tsx';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '../ui/dialog.tsx';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '../ui/table.tsx';
import { AddById, DisplayIdPrompt, PickSearch } from './pick-forms.tsx';
import type { PickRow, PickSource } from './types.ts';
import { usePick } from './use-pick.ts';
import { FailureLine } from '../failure-line.tsx';

/** Page sizes of the picker (doc 3 §9). */
const PICK_SIZES = [10, 30, 50, 100] as const;

export interface ProblemPickerProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: string;
  source: PickSource;
  /** Called after each addition (beside the source's `invalidates`). */
  onAdded?: () => void;
}

/**
 * "Add from public": the bank's problems that may still be added to a contest or a training,
 * searched and paged, each added with one click (after its display id when the source asks one) or
 * by its ID number; those added while it is open say so. A refusal is shown in the dialog.
 */
export function ProblemPicker({ open, onOpenChange, title, description, source, onAdded }: ProblemPickerProps) {
  const { t } = useTranslation();
  const pick = usePick(source, open, PICK_SIZES[0], onAdded);
  const [asking, setAsking] = useState<{ pid: number; label: string; row?: PickRow } | null>(null);
  const start = (pid: number, label: string, row?: PickRow) => {
    if (source.askDisplayId) setAsking({ pid, label, row });
    else void pick.add(pid, label, '', row);
  };
  const confirm = async (displayId: string) => {
    if (!asking) return;
    if (!displayId) {
      toast.error(t('problemPicker.displayIdRequired'));
      return;
    }
    if (await pick.add(asking.pid, asking.label, displayId, asking.row)) setAsking(null);
  };
  const { page, query } = pick;

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent closeLabel={t('common.close')} className="sm:max-w-3xl" data-testid="add-problem-dialog">
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        <div className="flex flex-wrap items-center justify-between gap-2">
          <PickSearch onSearch={(keyword) => pick.setQuery((q) => ({ ...q, keyword, currentPage: 1 }))} />
          <AddById
            busy={pick.busy}
            byProblemId={source.byProblemId}
            onAdd={(typed) => (source.byProblemId ? start(0, typed) : start(Number(typed), `#${typed}`))}
          />
        </div>
        {asking && source.askDisplayId && (
          <DisplayIdPrompt
            key={asking.label}
            label={asking.label}
            suggested={source.askDisplayId()}
            busy={pick.busy}
            onAdd={confirm}
            onCancel={() => setAsking(null)}
          />
        )}
        <FailureLine error={pick.error || pick.readError} testId="add-problem-error" />
        <Table>
          <TableHeader>
            <TableRow>
              <TableHead>{t('problemPicker.id')}</TableHead>
              <TableHead>{t('problemPicker.problemId')}</TableHead>
              <TableHead>{t('problemPicker.title')}</TableHead>
              <TableHead>{page?.records.some((r) => r.note) ? t('problemPicker.type') : null}</TableHead>
              <TableHead />
            </TableRow>
          </TableHeader>
          <TableBody>
            {page?.records.map((p) => (
              <TableRow key={p.pid} data-testid={`addable-${p.problemId}`}>
                <TableCell className="tabular-nums">{p.pid}</TableCell>
                <TableCell className="font-mono">{p.problemId}</TableCell>
                <TableCell className="max-w-64 truncate" title={p.title}>
                  {p.title}
                </TableCell>
                <TableCell>{p.note}</TableCell>
                <TableCell>
                  {pick.addedIds.has(p.pid) ? (
                    <span
                      className="inline-flex items-center gap-1 text-sm text-muted-foreground"
                      data-testid={`addable-${p.problemId}-added`}
                    >
                      <CheckIcon className="size-4" /> {t('problemPicker.added')}
                    </span>
                  ) : (
                    <Button
                      variant="ghost"
                      size="icon"
                      className="size-8"
                      disabled={pick.busy}
                      aria-label={t('problemPicker.add')}
                      onClick={() => start(p.pid, p.problemId, p)}
                      data-testid={`addable-${p.problemId}-add`}
                    >
                      <PlusIcon />
                    </Button>
                  )}
                </TableCell>
              </TableRow>
            ))}
            {page && page.records.length === 0 && (
              <TableRow>
                <TableCell colSpan={5} className="py-6 text-center text-muted-foreground">
                  {t('problemPicker.noAddable')}
                </TableCell>
              </TableRow>
            )}
          </TableBody>
        </Table>
        <Pager
          total={page?.total ?? 0}
          pageSize={query.limit}
          current={query.currentPage}
          pageSizes={PICK_SIZES}
          onPageChange={(currentPage) => pick.setQuery((q) => ({ ...q, currentPage }))}
          onPageSizeChange={(limit) => pick.setQuery((q) => ({ ...q, limit, currentPage: 1 }))}
        />
      </DialogContent>
    </Dialog>
  );
}
