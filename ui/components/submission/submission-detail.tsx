import { useAtomValue } from 'jotai';
import { RotateCwIcon } from 'lucide-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Link } from 'wouter';
import { isFinalStatus } from '../../../src/contract/judge-status.ts';
import { judgeAdminEndpoints as J, submissionEndpoints as S } from '../../../src/contract/endpoints/submissions.ts';
import type { Submission, SubmissionDetail as Detail } from '../../../src/contract/submissions.ts';
import { CodeEditor } from '../code-editor/code-editor.tsx';
import { CopyButton } from '../copy-button.tsx';
import { Button } from '../ui/button.tsx';
import { endpointKey, failureText, invalidate, queryClient, useEndpoint, useSave } from '../../lib/query/index.ts';
import { absoluteTime, formatLength, formatMemory, formatTime } from '../../lib/format.ts';
import { isRootAtom, userAtom } from '../../lib/session.ts';
import { watchSubmissions } from '../../lib/submission-watch.ts';
import { CaseResults } from './case-results.tsx';
import { DetailBanner } from './detail-banner.tsx';
import { JudgeMenu } from './judge-menu.tsx';
import { canToggleShare, ShareToggle } from './share-toggle.tsx';
import { StatusCell } from './status-cell.tsx';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '../ui/table.tsx';

interface Props {
  submitId: number;
  /** Where the problem cell links: the bank's page, or the contest's problem page. */
  problemHref?: (s: Submission) => string;
  /** The problem's id as shown (a contest's display id); the bank's id by default. */
  problemId?: string;
}

const bankProblemHref = (s: Submission) => `/problem/${encodeURIComponent(s.displayPid)}`;

/**
 * A submission: verdict, figures, per-test results and the code. Mounted by /submission-detail
 * and by the contest's submission detail; the server decides what this viewer may see.
 */
export function SubmissionDetail({ submitId, problemHref = bankProblemHref, problemId }: Props) {
  const { t } = useTranslation();
  const user = useAtomValue(userAtom);
  const isRoot = useAtomValue(isRootAtom);
  const valid = Number.isInteger(submitId) && submitId > 0;
  const read = useEndpoint(S.detail, { submitId }, { enabled: valid, quiet: true });
  const detail = read.data ?? null;
  const cases = useEndpoint(S.caseResults, { submitId }, { enabled: valid, quiet: true }).data ?? null;
  const error = valid ? failureText(read.error) : t('http.notFound');
  const load = () => invalidate(S.detail, S.caseResults);
  const rejudged = useSave(J.rejudge, { invalidates: [S.detail, S.caseResults] });

  const running = detail !== null && !isFinalStatus(detail.submission.status);
  // While judging, the verdict arrives live; the page reads it again once it is final.
  useEffect(() => {
    if (!running) return;
    const live = (s: Partial<Submission>) =>
      queryClient.setQueryData(
        endpointKey(S.detail, { submitId }),
        (d: Detail | undefined) => d && { ...d, submission: { ...d.submission, ...s } },
      );
    return watchSubmissions([submitId], live, () => invalidate(S.detail, S.caseResults));
  }, [running, submitId]);

  if (error)
    return (
      <p className="py-20 text-center text-lg" data-testid="submission-error">
        {error}
      </p>
    );
  if (!detail) return <p className="py-20 text-center text-muted-foreground">{t('problem.page.loading')}</p>;
  const s = detail.submission;
  const th = 'px-3 py-2 text-left font-medium whitespace-nowrap';
  const td = 'px-3 py-2 whitespace-nowrap';
  const rejudge = () =>
    rejudged.save({ submitId: s.submitId }).then((done) => done && toast.success(t('submission.judge.rejudged')));

  return (
    <div className="flex flex-col gap-5" data-testid="submission-detail">
      <DetailBanner s={s} outputLimit={detail.outputLimitExceeded} />
      <div className="overflow-x-auto rounded-lg border">
        <Table>
          <TableHeader className="bg-muted/60 text-muted-foreground">
            <TableRow>
              <TableHead className={th}>{t('submission.col.runId')}</TableHead>
              <TableHead className={th}>{t('submission.col.submitTime')}</TableHead>
              <TableHead className={th}>{t('submission.col.problem')}</TableHead>
              <TableHead className={th}>{t('submission.col.status')}</TableHead>
              <TableHead className={th}>{t('submission.col.time')}</TableHead>
              <TableHead className={th}>{t('submission.col.memory')}</TableHead>
              {s.score !== null && <TableHead className={th}>{t('submission.col.score')}</TableHead>}
              <TableHead className={th}>{t('submission.col.length')}</TableHead>
              {isRoot && <TableHead className={th}>{t('submission.col.rejudge')}</TableHead>}
            </TableRow>
          </TableHeader>
          <TableBody>
            <TableRow className="border-t">
              <TableCell className={td}>{s.submitId}</TableCell>
              <TableCell className={td}>{absoluteTime(s.submitTime)}</TableCell>
              <TableCell className={td}>
                <Link href={problemHref(s)} className="text-sky-700 hover:underline">
                  {problemId ?? s.displayPid} {s.title}
                </Link>
              </TableCell>
              <TableCell className={td}>
                {isRoot ? (
                  <JudgeMenu submitId={s.submitId} status={s.status} score={s.score} onManual={load} onCancelled={load}>
                    <StatusCell status={s.status} isManual={s.isManual} />
                  </JudgeMenu>
                ) : (
                  <StatusCell status={s.status} isManual={s.isManual} />
                )}
              </TableCell>
              <TableCell className={td}>{formatTime(s.time)}</TableCell>
              <TableCell className={td}>{formatMemory(s.memory)}</TableCell>
              {s.score !== null && <TableCell className={td}>{s.score}</TableCell>}
              <TableCell className={td}>{formatLength(s.length)}</TableCell>
              {isRoot && (
                <TableCell className={td}>
                  <Button variant="outline" size="sm" className="h-7" onClick={rejudge} data-testid="rejudge">
                    <RotateCwIcon className="size-3.5" /> {t('submission.judge.rejudge')}
                  </Button>
                </TableCell>
              )}
            </TableRow>
          </TableBody>
        </Table>
      </div>
      {cases && (cases.judgeCaseList.length > 0 || cases.subTaskJudgeCaseVoList.length > 0) && (
        <section className="flex flex-col gap-2">
          <h2 className="font-semibold">{t('submission.cases.title')}</h2>
          <CaseResults results={cases} />
        </section>
      )}
      <section className="flex flex-col gap-2">
        <div className="flex flex-wrap items-center gap-3">
          <h2 className="font-semibold">{t('submission.detail.code')}</h2>
          {s.codeVisible && <CopyButton text={s.code} label={t('judge.copy')} />}
          {canToggleShare(user?.uid ?? null, s, detail.codeShare) && (
            <ShareToggle submitId={s.submitId} shared={s.share} onChanged={load} />
          )}
        </div>
        {s.codeVisible ? (
          <CodeEditor
            value={s.code}
            language={s.language}
            readOnly
            height="auto"
            testId="submission-code"
            ariaLabel={t('submission.detail.code')}
          />
        ) : (
          <p className="rounded-md border bg-muted/50 p-4 text-sm text-muted-foreground">
            {t('submission.detail.codeHidden')}
          </p>
        )}
      </section>
    </div>
  );
}
