import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import type { ContestProblemRow } from '../../../src/contract/contests.ts';
import { StatusIcon } from '../../components/judge/status-icon.tsx';
import { useContestBase } from '../../lib/contest-path.ts';
import { textOn } from './contest-format.ts';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '../../components/ui/table.tsx';

/** A problem's letter on its balloon colour. */
export function Balloon({ row }: { row: Pick<ContestProblemRow, 'displayId' | 'color'> }) {
  return (
    <span
      className="inline-flex min-w-7 justify-center rounded-full border px-1.5 font-mono text-xs font-semibold"
      style={row.color ? { backgroundColor: row.color, color: textOn(row.color), borderColor: row.color } : undefined}
    >
      {row.displayId}
    </span>
  );
}

/**
 * The problems tab: letter and balloon, title, accepted / total and the viewer's verdict. A
 * computational-thinking contest gives its own `mark` (answered or not while it runs) and no ratio.
 */
export function ContestProblemList({
  cid,
  rows,
  error,
  mark,
  ratio = true,
}: {
  cid: number;
  rows: ContestProblemRow[] | null;
  error: string;
  mark?: (row: ContestProblemRow) => ReactNode;
  ratio?: boolean;
}) {
  const { t } = useTranslation();
  const base = useContestBase();
  if (error)
    return (
      <p className="py-10 text-center text-muted-foreground" data-testid="contest-problems-error">
        {error}
      </p>
    );
  const td = 'px-2 py-2';
  return (
    <div className="overflow-x-auto rounded-md border">
      <Table data-testid="contest-problems">
        <TableHeader className="bg-muted/60 text-left text-muted-foreground">
          <TableRow>
            <TableHead className={td}>{t('contest.problems.mine')}</TableHead>
            <TableHead className={td}>{t('contest.problems.id')}</TableHead>
            <TableHead className={td}>{t('contest.problems.title')}</TableHead>
            {ratio && <TableHead className={td}>{t('contest.problems.ratio')}</TableHead>}
          </TableRow>
        </TableHeader>
        <TableBody>
          {rows?.map((r) => (
            <TableRow key={r.id} className="border-t" data-testid="contest-problem-row">
              <TableCell className={td}>
                {mark ? mark(r) : <StatusIcon status={r.myStatus} className="size-4" />}
              </TableCell>
              <TableCell className={td}>
                <Balloon row={r} />
              </TableCell>
              <TableCell className={td}>
                <Link
                  href={`${base}/${cid}/problem/${encodeURIComponent(r.displayId)}`}
                  className="text-sky-700 hover:underline"
                >
                  {r.displayTitle}
                </Link>
              </TableCell>
              {ratio && (
                <TableCell className={`${td} tabular-nums`}>
                  {r.ac} / {r.total}
                </TableCell>
              )}
            </TableRow>
          ))}
          {rows && rows.length === 0 && (
            <TableRow>
              <TableCell colSpan={ratio ? 4 : 3} className="py-8 text-center text-muted-foreground">
                {t('contest.problems.empty')}
              </TableCell>
            </TableRow>
          )}
        </TableBody>
      </Table>
    </div>
  );
}
