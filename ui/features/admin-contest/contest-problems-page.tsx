import { FilePlusIcon, ListPlusIcon, LoaderCircleIcon } from 'lucide-react';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useRoute } from 'wouter';
import type { AdminContest } from '../../../src/contract/contests.ts';
import { Button } from '../../components/ui/button.tsx';
import { Card, CardContent } from '../../components/ui/card.tsx';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '../../components/ui/table.tsx';
import { AddProblemDialog } from './add-problem-dialog.tsx';
import { adminContestApi, type ContestProblemLink } from './api.ts';
import { ContestPageHead } from './contest-page-head.tsx';
import { ContestProblemRow } from './contest-problem-row.tsx';

/** /admin/contest/{contestId}/problems: the contest's problems, adding from the bank and creating one inside the contest. */
export function ContestProblemsPage() {
  const { t } = useTranslation();
  const [, params] = useRoute<{ contestId: string }>('/admin/contest/:contestId/problems');
  const cid = Number(params?.contestId);
  const [contest, setContest] = useState<AdminContest | null>(null);
  const [links, setLinks] = useState<ContestProblemLink[] | null>(null);
  const [failed, setFailed] = useState(false);
  const [adding, setAdding] = useState(false);

  const load = useCallback(() => {
    adminContestApi.problems(cid).then(setLinks, () => setFailed(true));
  }, [cid]);
  useEffect(() => {
    adminContestApi.get(cid).then(setContest, () => setFailed(true));
    load();
  }, [cid, load]);

  if (failed) return <p className="text-muted-foreground">{t('adminContest.loadFailed')}</p>;
  if (!contest || !links) return <LoaderCircleIcon className="size-5 animate-spin text-muted-foreground" />;

  return (
    <div className="grid gap-4" data-testid="contest-problems">
      <ContestPageHead title={t('adminContest.route.problems')} contest={contest}>
        <Button variant="outline" onClick={() => setAdding(true)} data-testid="contest-add-public"><ListPlusIcon /> {t('adminContest.addFromPublic')}</Button>
        <Button asChild>
          <Link href={`/admin/contest/${cid}/problem/create`} data-testid="contest-create-problem"><FilePlusIcon /> {t('adminContest.createProblem')}</Link>
        </Button>
      </ContestPageHead>
      <Card className="min-w-0 py-2">
        <CardContent className="px-2">
          <Table>
            <TableHeader>
              <TableRow>
                <TableHead>{t('adminContest.col.displayId')}</TableHead>
                <TableHead>{t('adminContest.col.displayTitle')}</TableHead>
                <TableHead>{t('adminContest.col.color')}</TableHead>
                <TableHead>{t('adminContest.col.problemId')}</TableHead>
                <TableHead>{t('adminContest.col.problemTitle')}</TableHead>
                <TableHead>{t('adminContest.col.options')}</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {links.map((link) => <ContestProblemRow key={`${link.id}-${link.displayId}-${link.displayTitle}-${link.color}`} link={link} onChanged={load} />)}
              {links.length === 0 && (
                <TableRow><TableCell colSpan={6} className="py-8 text-center text-muted-foreground">{t('adminContest.noProblems')}</TableCell></TableRow>
              )}
            </TableBody>
          </Table>
        </CardContent>
      </Card>
      <AddProblemDialog cid={cid} contestType={contest.type} usedIds={links.map((l) => l.displayId)} open={adding} onOpenChange={setAdding} onAdded={load} />
    </div>
  );
}
