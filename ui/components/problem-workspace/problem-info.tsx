import { FileInputIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { oiRankScore } from '../../../src/contract/scoring.ts';
import { StatusIcon } from '../judge/status-icon.tsx';
import { Button } from '../ui/button.tsx';
import { Popover, PopoverContent, PopoverTrigger } from '../ui/popover.tsx';
import { DifficultyBadge } from './difficulty.tsx';
import { ProblemDiscussionLink, SolutionsLink } from './discussion-links.tsx';
import { shownLimit } from './limits.ts';
import type { WorkspaceScope } from './scope.ts';
import { StatisticDialog } from './statistic-dialog.tsx';
import { TagChip } from './tag-chip.tsx';
import type { ScopedProblemDetail } from './workspace-api.ts';

function LimitText({
  value,
  unit,
  problemId,
  isRemote,
}: {
  value: number;
  unit: string;
  problemId: string;
  isRemote: boolean;
}) {
  const { t } = useTranslation();
  const l = shownLimit(value, problemId, isRemote);
  if (!l.doubled) return <span>{`${l.base} ${unit}`}</span>;
  return <span>{t('problem.page.limitPair', { base: `${l.base} ${unit}`, other: `${l.other} ${unit}` })}</span>;
}

/** What a view of a problem in a workspace is given: the problem read in its scope, and the viewer's verdict. */
export interface ProblemViewProps {
  detail: ScopedProblemDetail;
  scope: WorkspaceScope;
  myStatus: number;
}

/** Title, tags, File IO, statistic, limits, level, scores and author of a problem (in a contest: its letter and the contest tag). */
export function ProblemInfo({ detail, scope, myStatus }: ProblemViewProps) {
  const { t } = useTranslation();
  const p = detail.problem;
  const isOi = p.type === 1;
  const item = 'flex flex-wrap gap-x-1.5';
  return (
    <div className="flex flex-col gap-3">
      <h1 className="flex flex-wrap items-center gap-x-2 text-xl font-semibold break-words" data-testid="problem-title">
        <StatusIcon status={myStatus} className="size-5" />
        <span className="font-mono text-muted-foreground">{'displayId' in scope ? scope.displayId : p.problemId}</span>{' '}
        {p.title}
      </h1>
      <div className="flex flex-wrap items-center gap-1.5" data-testid="problem-tags">
        {scope.kind === 'contest' ? (
          <TagChip name={t('problem.page.contestProblem')} color="#2d8cf0" />
        ) : detail.tags.length === 0 ? (
          <TagChip name={t('problem.page.noTag')} />
        ) : (
          detail.tags.map((tag) => <TagChip key={tag.id} name={tag.name} color={tag.color} />)
        )}
      </div>
      <div className="flex flex-wrap gap-2">
        {p.isFileIO && (
          <Popover>
            <PopoverTrigger asChild>
              <Button variant="outline" size="sm" data-testid="file-io-button">
                <FileInputIcon /> {t('problem.page.fileIO')}
              </Button>
            </PopoverTrigger>
            <PopoverContent className="text-sm">
              <div>
                {t('problem.page.inputFile')}: <code className="font-mono">{p.ioReadFileName}</code>
              </div>
              <div>
                {t('problem.page.outputFile')}: <code className="font-mono">{p.ioWriteFileName}</code>
              </div>
            </PopoverContent>
          </Popover>
        )}
        {scope.kind === 'bank' && <ProblemDiscussionLink problemId={p.problemId} />}
        <StatisticDialog count={detail.problemCount} />
        {scope.kind === 'bank' && <SolutionsLink problemId={p.problemId} />}
      </div>
      <dl className="flex flex-col gap-1 text-sm text-muted-foreground" data-testid="problem-limits">
        <div className={item}>
          <dt>{t('problem.page.timeLimit')}:</dt>
          <dd className="text-foreground">
            <LimitText value={p.timeLimit} unit="ms" problemId={p.problemId} isRemote={p.isRemote} />
          </dd>
        </div>
        <div className={item}>
          <dt>{t('problem.page.memoryLimit')}:</dt>
          <dd className="text-foreground">
            <LimitText value={p.memoryLimit} unit="MB" problemId={p.problemId} isRemote={p.isRemote} />
          </dd>
        </div>
        <div className={item}>
          <dt>{t('problem.page.level')}:</dt>
          <dd>
            <DifficultyBadge level={p.difficulty} />
          </dd>
        </div>
        <div className={item}>
          <dt>{t('problem.page.type')}:</dt>
          <dd className="text-foreground">{isOi ? 'OI' : 'ACM'}</dd>
        </div>
        {isOi && (
          <>
            <div className={item}>
              <dt>{t('problem.page.oiScore')}:</dt>
              <dd className="text-foreground">{p.ioScore}</dd>
            </div>
            <div className={item}>
              <dt>{t('problem.page.oiRankScore')}:</dt>
              <dd className="text-foreground" title={t('problem.page.oiRankScoreHint')}>
                {oiRankScore(p.ioScore, p.ioScore, p.difficulty)}
              </dd>
            </div>
          </>
        )}
        {p.author && (
          <div className={item}>
            <dt>{t('problem.page.author')}:</dt>
            <dd>
              <Link
                href={`/user-home?username=${encodeURIComponent(p.author)}`}
                className="text-sky-700 hover:underline"
              >
                {p.author}
              </Link>
            </dd>
          </div>
        )}
      </dl>
    </div>
  );
}
