import type { TFunction } from 'i18next';
import { RotateCwIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import type { SubmissionRow } from '../../../src/contract/submissions.ts';
import { formatLength, formatMemory, formatTime } from '../../lib/format.ts';
import type { Column } from '../data-table/data-table.tsx';
import { Button } from '../ui/button.tsx';
import { SubmitTime } from './submit-time.tsx';

/** Where a row's cells lead and which problem id it shows: the bank's by default, a contest's in a contest. */
export interface RowLinks<R extends SubmissionRow> {
  detail: (s: R) => string;
  problem: (s: R) => string;
  problemId: (s: R) => string;
}

export const bankLinks: RowLinks<SubmissionRow> = {
  detail: (s) => `/submission-detail/${s.submitId}`,
  problem: (s) => `/problem/${encodeURIComponent(s.displayPid)}`,
  problemId: (s) => s.displayPid,
};

export type SubmissionColumnId =
  | 'runId'
  | 'problem'
  | 'status'
  | 'score'
  | 'time'
  | 'memory'
  | 'length'
  | 'language'
  | 'judger'
  | 'author'
  | 'submitTime'
  | 'rejudge';

export interface SubmissionCells<R extends SubmissionRow> {
  links: RowLinks<R>;
  /** The Status cell: the list's judge menu and resubmit, a problem page's verdict. */
  status: (s: R) => ReactNode;
  /** Opens a row's detail (the Language cell's button). */
  open: (s: R) => void;
  onRejudge?: (submitId: number) => void;
  /** The cells' padding (a problem page's tab is tighter). */
  cellClass?: string;
}

/** The submission columns (spec doc 1 §2), each a heading and a cell; a table picks the ones it shows. */
export function submissionColumns<R extends SubmissionRow>(
  t: TFunction,
  { links, status, open, onRejudge, cellClass = 'px-2 py-2 whitespace-nowrap' }: SubmissionCells<R>,
): Record<SubmissionColumnId, Column<R>> {
  const column = (id: SubmissionColumnId, cell: (s: R) => ReactNode): Column<R> => ({
    id,
    header: t(`submission.col.${id}`),
    className: cellClass,
    cell,
  });
  return {
    runId: column('runId', (s) => (
      <Link href={links.detail(s)} className="text-sky-700 hover:underline">
        {s.submitId}
      </Link>
    )),
    problem: {
      ...column('problem', (s) => (
        <Link href={links.problem(s)} className="hover:underline" title={s.title}>
          <span className="font-mono">{links.problemId(s)}</span>{' '}
          <span className="text-muted-foreground">{s.title}</span>
        </Link>
      )),
      cellClassName: 'max-w-56 truncate',
    },
    status: column('status', status),
    score: column('score', (s) => s.score ?? '--'),
    time: column('time', (s) => formatTime(s.time)),
    memory: column('memory', (s) => formatMemory(s.memory)),
    length: column('length', (s) => formatLength(s.length)),
    language: column('language', (s) => (
      <button
        type="button"
        className="cursor-pointer text-sky-700 hover:underline"
        onClick={() => open(s)}
        title={t('submission.detail.title')}
      >
        {s.language}
      </button>
    )),
    judger: column('judger', (s) => s.judger ?? '--'),
    author: column('author', (s) => (
      <Link href={`/user-home?username=${encodeURIComponent(s.username)}`} className="hover:underline">
        {s.username}
      </Link>
    )),
    submitTime: column('submitTime', (s) => <SubmitTime when={s.submitTime} />),
    rejudge: column('rejudge', (s) => (
      <Button variant="outline" size="sm" className="h-7" onClick={() => onRejudge?.(s.submitId)} data-testid="rejudge">
        <RotateCwIcon className="size-3.5" /> {t('submission.judge.rejudge')}
      </Button>
    )),
  };
}
