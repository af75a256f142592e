import { ListChecksIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { homeEndpoints } from '../../../src/contract/endpoints/home.ts';
import { absoluteTime, relativeTime } from '../../lib/format.ts';
import { useEndpoint } from '../../lib/query/index.ts';
import { SectionCard } from './section-card.tsx';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '../../components/ui/table.tsx';

/** The ten latest updated public problems: id, title (both link to the problem) and last update. */
export function RecentProblemsCard() {
  const { t, i18n } = useTranslation();
  const read = useEndpoint(homeEndpoints.recentProblems, undefined, { quiet: true });
  const th = 'px-3 py-2 text-left font-medium whitespace-nowrap';
  const now = Date.now();
  return (
    <SectionCard
      testId="home-recent-problems"
      icon={<ListChecksIcon />}
      title={t('home.recentProblems.title')}
      read={read}
      isEmpty={(rows) => rows.length === 0}
      empty={t('home.recentProblems.empty')}
    >
      {(rows) => (
        <div className="overflow-x-auto rounded-lg border">
          <Table>
            <TableHeader className="bg-muted/60 text-muted-foreground">
              <TableRow>
                <TableHead className={th}>{t('home.recentProblems.id')}</TableHead>
                <TableHead className={th}>{t('home.recentProblems.problemTitle')}</TableHead>
                <TableHead className={`${th} hidden text-right sm:table-cell`}>
                  {t('home.recentProblems.updated')}
                </TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {rows.map((p) => {
                const href = `/problem/${encodeURIComponent(p.problemId)}`;
                const updated = Date.parse(p.gmtModified);
                const ago = relativeTime(updated, Math.max(now, updated), i18n.language);
                return (
                  <TableRow key={p.id} className="border-t hover:bg-muted/30" data-testid="recent-problem-row">
                    <TableCell className="px-3 py-2 font-mono whitespace-nowrap">
                      <Link href={href} className="hover:underline">
                        {p.problemId}
                      </Link>
                    </TableCell>
                    <TableCell className="w-full max-w-0 px-3 py-2">
                      <Link
                        href={href}
                        className="block truncate font-medium text-sky-700 hover:underline dark:text-sky-400"
                        title={p.title}
                      >
                        {p.title}
                      </Link>
                      {/* Phones show the update time under the title instead of in its own column. */}
                      <span className="block text-xs text-muted-foreground sm:hidden" title={absoluteTime(updated)}>
                        {ago}
                      </span>
                    </TableCell>
                    <TableCell
                      className="hidden px-3 py-2 text-right whitespace-nowrap text-muted-foreground sm:table-cell"
                      title={absoluteTime(updated)}
                    >
                      {ago}
                    </TableCell>
                  </TableRow>
                );
              })}
            </TableBody>
          </Table>
        </div>
      )}
    </SectionCard>
  );
}
