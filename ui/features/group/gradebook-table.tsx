import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { contestRule } from '../../../src/contract/contest-rules.ts';
import type { Gradebook, GradebookRow } from '../../../src/contract/group-gradebook.ts';
import { Badge } from '../../components/ui/badge.tsx';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '../../components/ui/table.tsx';
import { contestHref } from '../../lib/contest-path.ts';
import { absoluteTime } from '../../lib/format.ts';

type ContestMark = GradebookRow['contests'][number];

/** One student a line (the teachers are not in it), a column per training (solved of its problems, late ones marked) and per contest (rank with solved and penalty, or score). */
export function GradebookTable({ book }: { book: Gradebook }) {
  const { t } = useTranslation();
  const contestCell = (mark: ContestMark, oi: boolean) => {
    if (mark.state === 'absent')
      return (
        <span className="text-muted-foreground" title={t('groupRank.gradebook.absent')} data-testid="gradebook-absent">
          {t('groupRank.gradebook.absentShort')}
        </span>
      );
    if (mark.state === 'registered')
      return (
        <Badge variant="secondary" title={t('groupRank.gradebook.registered')} data-testid="gradebook-registered">
          {t('groupRank.gradebook.registeredShort')}
        </Badge>
      );
    if (mark.rank === null)
      return (
        <span className="text-muted-foreground" title={t('groupRank.gradebook.offBoard')}>
          —
        </span>
      );
    return (
      <span className="whitespace-nowrap">
        <span className="font-medium">{t('groupRank.gradebook.rank', { rank: mark.rank })}</span>
        <span className="ml-2 tabular-nums">
          {oi
            ? t('groupRank.gradebook.points', { score: mark.score })
            : `${mark.solved} · ${t('groupRank.gradebook.penalty', { minutes: Math.floor(mark.penalty / 60) })}`}
        </span>
      </span>
    );
  };
  return (
    <div className="overflow-x-auto rounded-lg border">
      <Table data-testid="gradebook-table">
        <TableHeader>
          <TableRow>
            <TableHead className="sticky left-0 z-10 min-w-36 bg-background">
              {t('groupRank.gradebook.member')}
            </TableHead>
            {book.trainings.map((tr) => (
              <TableHead key={`t${tr.id}`} className="min-w-28 align-bottom" data-testid="gradebook-training">
                <Link
                  href={`/training/${tr.id}`}
                  className="block max-w-40 truncate font-medium hover:underline"
                  title={tr.title}
                >
                  {tr.title}
                </Link>
                <span className="block text-xs font-normal text-muted-foreground">
                  {t('groupRank.gradebook.trainings')}
                  {tr.dueAt && ` · ${t('groupRank.gradebook.due', { time: absoluteTime(tr.dueAt) })}`}
                </span>
              </TableHead>
            ))}
            {book.contests.map((c) => (
              <TableHead key={`c${c.id}`} className="min-w-32 align-bottom" data-testid="gradebook-contest">
                <Link
                  href={contestHref(c.type, c.id)}
                  className="block max-w-44 truncate font-medium hover:underline"
                  title={c.title}
                >
                  {c.title}
                </Link>
                <span className="block text-xs font-normal text-muted-foreground">
                  {t('groupRank.gradebook.contests')} ·{' '}
                  {t(contestRule(c.type).scoring === 'oi' ? 'groupRank.gradebook.oi' : 'groupRank.gradebook.acm')}
                </span>
              </TableHead>
            ))}
          </TableRow>
        </TableHeader>
        <TableBody>
          {book.rows.map((r) => (
            <TableRow key={r.uid} data-testid="gradebook-row" data-username={r.username}>
              <TableCell className="sticky left-0 z-10 bg-background">
                <Link
                  href={`/user-home?username=${encodeURIComponent(r.username)}`}
                  className="font-medium hover:underline"
                >
                  {r.username}
                </Link>
                {r.realname && <span className="ml-1 text-muted-foreground">({r.realname})</span>}
              </TableCell>
              {r.trainings.map((m, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: a member's marks are columns in the order of the gradebook's trainings
                <TableCell key={`t${i}`} className="tabular-nums">
                  {m.solved} / {book.trainings[i]!.problems}
                  {m.late > 0 && (
                    <Badge className="ml-1 bg-amber-500 text-white" data-testid="gradebook-late">
                      {t('groupRank.gradebook.late', { count: m.late })}
                    </Badge>
                  )}
                </TableCell>
              ))}
              {r.contests.map((m, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: a member's marks are columns in the order of the gradebook's contests
                <TableCell key={`c${i}`}>
                  {contestCell(m, contestRule(book.contests[i]!.type).scoring === 'oi')}
                </TableCell>
              ))}
            </TableRow>
          ))}
          {book.rows.length === 0 && (
            <TableRow>
              <TableCell
                colSpan={1 + book.trainings.length + book.contests.length}
                className="py-10 text-center text-muted-foreground"
              >
                {t('groupRank.gradebook.noMembers')}
              </TableCell>
            </TableRow>
          )}
        </TableBody>
      </Table>
    </div>
  );
}
