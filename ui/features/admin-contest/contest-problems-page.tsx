import { FilePlusIcon, FolderPlusIcon, ListPlusIcon, LoaderCircleIcon } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useRoute } from 'wouter';
import { ProblemPicker } from '../../components/problem-picker/index.ts';
import { Button } from '../../components/ui/button.tsx';
import { Card, CardContent } from '../../components/ui/card.tsx';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '../../components/ui/table.tsx';
import { failureText } from '../../lib/query/use-endpoint.ts';
import { useContestAdminScope } from './api.ts';
import { groupContestOwn } from './contest-bank.ts';
import { ContestPageHead } from './contest-page-head.tsx';
import { ContestProblemRow } from './contest-problem-row.tsx';
import { useAdminContest, useContestLinks } from './use-contest-admin.ts';

/** /admin/contest/{contestId}/problems: the contest's problems, adding from the bank and creating one inside the contest. */
export function ContestProblemsPage() {
  const { t } = useTranslation();
  const { base, gid, problemHref, bank } = useContestAdminScope();
  const [, params] = useRoute<{ contestId: string }>(`${base}/:contestId/problems`);
  const cid = Number(params?.contestId);
  const read = useAdminContest(cid);
  const { data: links, error } = useContestLinks(cid);
  const [adding, setAdding] = useState(false);
  const [addingOwn, setAddingOwn] = useState(false);
  const contest = read.data;

  const failure = read.error ?? error;
  if (failure) return <p className="text-muted-foreground">{failureText(failure)}</p>;
  if (!contest || !links) return <LoaderCircleIcon className="size-5 animate-spin text-muted-foreground" />;

  return (
    <div className="grid gap-4" data-testid="contest-problems">
      <ContestPageHead title={t('adminContest.route.problems')} contest={contest}>
        <Button variant="outline" onClick={() => setAdding(true)} data-testid="contest-add-public">
          <ListPlusIcon /> {t('adminContest.addFromPublic')}
        </Button>
        {gid !== undefined && (
          <Button variant="outline" onClick={() => setAddingOwn(true)} data-testid="contest-add-group">
            <FolderPlusIcon /> {t('adminContest.addFromGroup')}
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
      {gid !== undefined && (
        <ProblemPicker
          open={addingOwn}
          onOpenChange={setAddingOwn}
          title={t('adminContest.addFromGroup')}
          description={t('adminContest.addFromGroupHint')}
          source={groupContestOwn(gid, cid, links)}
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
      />
    </div>
  );
}
