import { FilePlusIcon, FolderPlusIcon, ListPlusIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useRoute } from 'wouter';
import type { Column } from '../../components/data-table/index.ts';
import { FailureLine } from '../../components/failure-line.tsx';
import { linkColumns, PickerButton, ProblemLinksPage, useLinkEdits } from '../../components/problem-links/index.ts';
import { RemoteContestImportButton } from '../../components/remote-contest-import.tsx';
import { Button } from '../../components/ui/button.tsx';
import { call } from '../../lib/call.ts';
import { invalidate } from '../../lib/query/client.ts';
import { type ContestProblemLink, useContestAdminScope } from './api.ts';
import { groupContestOwn } from './contest-bank.ts';
import { ContestPageHead } from './contest-page-head.tsx';
import { useAdminContest, useContestLinks } from './use-contest-admin.ts';

/** The balloon colour shown for a problem without one. */
const NO_COLOR = '#ffffff';

/**
 * /admin/contest/{contestId}/problems: the contest's problems (display id, display title and balloon
 * colour edited in place, saved with the row's button; removal), adding from the bank or the
 * group's problems, and creating one inside the contest.
 */
export function ContestProblemsPage() {
  const { t } = useTranslation();
  const { base, gid, problemHref, bank, calls } = useContestAdminScope();
  const [, params] = useRoute<{ contestId: string }>(`${base}/:contestId/problems`);
  const cid = Number(params?.contestId);
  const read = useAdminContest(cid);
  const { data: links, error } = useContestLinks(cid);
  const contest = read.data;
  const edits = useLinkEdits<ContestProblemLink, Pick<ContestProblemLink, 'displayId' | 'displayTitle' | 'color'>>({
    keyOf: (l) => l.id,
    initial: (l) => ({ displayId: l.displayId, displayTitle: l.displayTitle, color: l.color }),
    refusal: (d) => (d.displayId.trim() ? null : t('adminContest.rule.displayIdRequired')),
    save: async (l, d) => {
      await call(calls.updateLink, { id: l.id, cid: l.cid, ...d }, { quiet: true });
      await invalidate(calls.problems);
    },
    savedText: t('common.updated'),
  });

  const col = linkColumns(edits, (l) => `cp-${l.displayId}`);
  const columns: Column<ContestProblemLink>[] = [
    col.draft('displayId', t('adminContest.col.displayId'), { className: 'w-36 font-mono' }),
    col.draft('displayTitle', t('adminContest.col.displayTitle'), {
      className: 'min-w-40',
      below: (l) => (
        <FailureLine error={edits.errorOf(l)} className="mt-1 text-xs" testId={`cp-${l.displayId}-error`} />
      ),
    }),
    col.draft('color', t('adminContest.col.color'), { className: 'w-12 p-1', type: 'color', empty: NO_COLOR }),
    {
      id: 'problemId',
      header: t('adminContest.col.problemId'),
      cell: (l) =>
        problemHref ? (
          <Link
            href={problemHref(l.cid, l.pid)}
            className="text-primary underline-offset-4 hover:underline"
            title={t('adminContest.editProblem')}
            data-testid={`cp-${l.displayId}-edit`}
          >
            {l.problem?.problemId ?? l.pid}
          </Link>
        ) : (
          (l.problem?.problemId ?? l.pid)
        ),
      cellClassName: 'font-mono whitespace-nowrap',
    },
    {
      id: 'problemTitle',
      header: t('adminContest.col.problemTitle'),
      cell: (l) => <span title={l.problem?.title}>{l.problem?.title}</span>,
      cellClassName: 'max-w-56 truncate',
    },
    col.options(t('adminContest.col.options'), {
      title: (l) => t('adminContest.confirmRemoveProblem', { id: l.displayId }),
      description: t('adminContest.confirmRemoveProblemHint'),
      label: t('adminContest.remove'),
      run: async (l) => {
        await call(calls.removeProblem, { cid: l.cid, pid: l.pid });
        await invalidate(calls.problems);
      },
      removedText: t('adminContest.msg.removed'),
    }),
  ];

  return (
    <ProblemLinksPage
      testId="contest-problems"
      failure={read.error ?? error}
      ready={Boolean(contest && links)}
      head={() =>
        contest &&
        links && (
          <ContestPageHead title={t('adminContest.route.problems')} contest={contest}>
            <PickerButton
              icon={<ListPlusIcon />}
              label={t('adminContest.addFromPublic')}
              testId="contest-add-public"
              description={t(`adminContest.typeTip.${contest.type}`)}
              source={bank(
                cid,
                links.map((l) => l.displayId),
              )}
            />
            {gid === undefined && <RemoteContestImportButton target={{ cid }} invalidates={[calls.problems]} />}
            {gid !== undefined && (
              <PickerButton
                icon={<FolderPlusIcon />}
                label={t('adminContest.addFromGroup')}
                testId="contest-add-group"
                description={t('adminContest.addFromGroupHint')}
                source={groupContestOwn(gid, cid, links)}
              />
            )}
            {problemHref && (
              <Button asChild>
                <Link href={problemHref(cid, 'create')} data-testid="contest-create-problem">
                  <FilePlusIcon /> {t('adminContest.createProblem')}
                </Link>
              </Button>
            )}
          </ContestPageHead>
        )
      }
      columns={columns}
      rows={links ?? null}
      rowKey={(l) => l.id}
      rowTestId={(l) => `contest-problem-${l.displayId}`}
      empty={t('adminContest.noProblems')}
    />
  );
}
