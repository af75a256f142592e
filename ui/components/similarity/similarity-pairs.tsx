import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SimilarityReport, SimilarityScope } from '../../../src/contract/similarity.ts';
import { Badge } from '../ui/badge.tsx';
import { Button } from '../ui/button.tsx';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '../ui/table.tsx';
import { SimilaritySideBySide } from './similarity-side-by-side.tsx';

/** How many pairs the table shows (the CSV has them all). */
const SHOWN = 200;

/** The pairs of a check, most similar first: similarity, longest fragment, the two users; Compare opens them side by side. */
export function SimilarityPairs({
  report,
  scope,
  id,
}: {
  report: SimilarityReport;
  scope: SimilarityScope;
  id: number;
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState<{ a: number; b: number } | null>(null);
  const byId = new Map(report.submissions.map((s) => [s.submitId, s]));
  const who = (sid: number) => {
    const s = byId.get(sid);
    return s ? `${s.username} · #${sid} · ${s.language}` : `#${sid}`;
  };
  return (
    <section className="grid min-w-0 gap-2" data-testid="similarity-pairs">
      <h3 className="font-medium">{t('similarity.pairs')}</h3>
      {report.pairs.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t('similarity.noPairs')}</p>
      ) : (
        <div className="overflow-x-auto rounded-md border">
          <Table>
            <TableHeader>
              <TableRow>
                <TableHead className="text-right">{t('similarity.similarity')}</TableHead>
                <TableHead className="text-right">{t('similarity.longest')}</TableHead>
                <TableHead>{t('similarity.problem')}</TableHead>
                <TableHead>{t('similarity.userA')}</TableHead>
                <TableHead>{t('similarity.userB')}</TableHead>
                <TableHead />
              </TableRow>
            </TableHeader>
            <TableBody>
              {report.pairs.slice(0, SHOWN).map((p) => (
                <TableRow key={`${p.a}-${p.b}`} data-testid={`similarity-pair-${p.a}-${p.b}`}>
                  <TableCell className="text-right tabular-nums">
                    {p.similarity >= report.threshold && (
                      <Badge variant="destructive" className="mr-2">
                        {t('similarity.flagged')}
                      </Badge>
                    )}
                    {(p.similarity * 100).toFixed(1)} %
                  </TableCell>
                  <TableCell className="text-right tabular-nums">
                    {t('similarity.tokens', { count: p.longest })}
                  </TableCell>
                  <TableCell>{byId.get(p.a)?.displayPid ?? ''}</TableCell>
                  <TableCell>{who(p.a)}</TableCell>
                  <TableCell>{who(p.b)}</TableCell>
                  <TableCell>
                    <Button size="sm" variant="outline" onClick={() => setOpen({ a: p.a, b: p.b })}>
                      {t('similarity.compare')}
                    </Button>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </div>
      )}
      {open && <SimilaritySideBySide scope={scope} id={id} a={open.a} b={open.b} onClose={() => setOpen(null)} />}
    </section>
  );
}
