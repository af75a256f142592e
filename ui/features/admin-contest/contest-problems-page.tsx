import { FilePlusIcon, HashIcon, ListPlusIcon, LoaderCircleIcon } from 'lucide-react';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Link, useRoute } from 'wouter';
import type { AdminContest } from '../../../src/contract/contests.ts';
import { ProblemIdDialog } from '../../components/problem-id-dialog.tsx';
import { ProblemPicker } from '../../components/problem-picker/index.ts';
import { Button } from '../../components/ui/button.tsx';
import { Card, CardContent } from '../../components/ui/card.tsx';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '../../components/ui/table.tsx';
import { type ContestProblemLink, useContestAdminScope } from './api.ts';
import { ContestPageHead } from './contest-page-head.tsx';
import { ContestProblemRow } from './contest-problem-row.tsx';

/** /admin/contest/{contestId}/problems: the contest's problems, adding from the bank and creating one inside the contest. */
export function ContestProblemsPage() {
  const { t } = useTranslation();
  const { api: adminContestApi, base, addFromGroup, problemHref, bank } = useContestAdminScope();
  const [, params] = useRoute<{ contestId: string }>(`${base}/:contestId/problems`);
  const cid = Number(params?.contestId);
  const [contest, setContest] = useState<AdminContest | null>(null);
  const [links, setLinks] = useState<ContestProblemLink[] | null>(null);
  const [failed, setFailed] = useState(false);
  const [adding, setAdding] = useState(false);
  const [addingOwn, setAddingOwn] = useState(false);

  const load = useCallback(() => {
    adminContestApi.problems(cid).then(setLinks, () => setFailed(true));
  }, [cid, adminContestApi]);
  useEffect(() => {
    adminContestApi.get(cid).then(setContest, () => setFailed(true));
    load();
  }, [cid, load, adminContestApi]);

  if (failed) return <p className="text-muted-foreground">{t('adminContest.loadFailed')}</p>;
  if (!contest || !links) return <LoaderCircleIcon className="size-5 animate-spin text-muted-foreground" />;

  return (
    <div className="grid gap-4" data-testid="contest-problems">
      <ContestPageHead title={t('adminContest.route.problems')} contest={contest}>
        <Button variant="outline" onClick={() => setAdding(true)} data-testid="contest-add-public">
          <ListPlusIcon /> {t('adminContest.addFromPublic')}
        </Button>
        {addFromGroup && (
          <Button variant="outline" onClick={() => setAddingOwn(true)} data-testid="contest-add-group">
            <HashIcon /> {t('adminContest.addFromGroup')}
          </Button>
        )}
        {problemHref && (
          <Button asChild>
            <Link href={problemHref(cid, 'create')} data-testid="contest-create-problem">
              <FilePlusIcon /> {t('adminContest.createProblem')}
            </Link>
          </Button>
        )}
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
              {links.map((link) => (
                <ContestProblemRow
                  key={`${link.id}-${link.displayId}-${link.displayTitle}-${link.color}`}
                  link={link}
                  onChanged={load}
                />
              ))}
              {links.length === 0 && (
                <TableRow>
                  <TableCell colSpan={6} className="py-8 text-center text-muted-foreground">
                    {t('adminContest.noProblems')}
                  </TableCell>
                </TableRow>
              )}
            </TableBody>
          </Table>
        </CardContent>
      </Card>
      {addFromGroup && (
        <ProblemIdDialog
          open={addingOwn}
          onOpenChange={setAddingOwn}
          title={t('adminContest.addFromGroup')}
          description={t('adminContest.addFromGroupHint')}
          problemIdLabel={t('adminContest.col.problemId')}
          displayIdLabel={t('adminContest.col.displayId')}
          submitLabel={t('adminContest.add')}
          add={async (problemId, displayId) => {
            await addFromGroup(cid, problemId, displayId);
            toast.success(t('adminContest.msg.added'));
            load();
          }}
        />
      )}
      <ProblemPicker
        open={adding}
        onOpenChange={setAdding}
        title={t('adminContest.addFromPublic')}
        description={t(`adminContest.typeTip.${contest.type}`)}
        source={bank(
          cid,
          links.map((l) => l.displayId),
        )}
        onAdded={load}
      />
    </div>
  );
}
