import { useTranslation } from 'react-i18next';
import type { RosterLine } from '../../../src/contract/group-roster.ts';
import { Badge } from '../../components/ui/badge.tsx';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '../../components/ui/table.tsx';
import { cn } from '../../lib/cn.ts';

const COLOURS: Record<RosterLine['state'], string> = {
  join: 'bg-emerald-600 text-white',
  create: 'bg-sky-600 text-white',
  invite: 'bg-violet-600 text-white',
  member: 'bg-muted text-muted-foreground',
  unknown: 'bg-amber-500 text-white',
  invalid: 'bg-destructive text-white',
};

/** Each line of a previewed roster: its file line, the username, what it would do, and why a line is left out. */
export function RosterPreviewTable({ lines }: { lines: RosterLine[] }) {
  const { t } = useTranslation();
  return (
    <div className="max-h-80 overflow-auto rounded-lg border">
      <Table data-testid="roster-lines">
        <TableHeader>
          <TableRow>
            <TableHead className="w-14">{t('groupRank.roster.line')}</TableHead>
            <TableHead>{t('groupRank.roster.username')}</TableHead>
            <TableHead>{t('groupRank.roster.result')}</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {lines.map((l) => (
            <TableRow key={l.line} data-testid="roster-line" data-state={l.state}>
              <TableCell className="tabular-nums">{l.line}</TableCell>
              <TableCell className="max-w-40 truncate font-medium" title={l.username}>
                {l.username}
              </TableCell>
              <TableCell className="whitespace-normal">
                <Badge className={cn(COLOURS[l.state])}>{t(`groupRank.roster.state.${l.state}`)}</Badge>
                {l.message && <span className="ml-2 text-sm text-muted-foreground">{l.message}</span>}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </div>
  );
}
