import { DownloadIcon } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { trainingEndpoints } from '../../../src/contract/endpoints/trainings.ts';
import { GRID_STATES } from '../../../src/contract/trainings.ts';
import { Button } from '../../components/ui/button.tsx';
import { Input } from '../../components/ui/input.tsx';
import { cn } from '../../lib/cn.ts';
import { failureText, useEndpoint } from '../../lib/query/use-endpoint.ts';
import { downloadProgress, PROGRESS_CSV_PATH } from './api.ts';
import { GridCell, STATE_STYLE } from './grid-cell.tsx';
import { countStates, filterGrid, type GridState } from './grid-filter.ts';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '../../components/ui/table.tsx';

/** The admin's progress grid: students × problems coloured by state, filtered by name and state, exported as CSV. */
export function ProgressGridTab({ tid }: { tid: number }) {
  const { t } = useTranslation();
  const read = useEndpoint(trainingEndpoints.progress, { tid }, { quiet: true });
  const grid = read.data ?? null;
  const error = failureText(read.error);
  const [name, setName] = useState('');
  const [state, setState] = useState<GridState | null>(null);
  const rows = useMemo(() => (grid ? filterGrid(grid, name, state) : []), [grid, name, state]);
  if (error)
    return (
      <p className="py-10 text-center text-muted-foreground" data-testid="progress-grid-error">
        {error}
      </p>
    );
  if (!grid) return <p className="py-10 text-center text-muted-foreground">{t('problem.page.loading')}</p>;
  const counts = countStates(grid, rows);
  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center gap-2">
        <Input
          value={name}
          onChange={(e) => setName(e.target.value)}
          placeholder={t('training.progress.name')}
          className="h-8 w-52"
          data-testid="grid-name"
        />
        <div className="flex flex-wrap gap-1" data-testid="grid-state">
          {([null, ...GRID_STATES] as const).map((s) => (
            <Button
              key={s ?? 'all'}
              size="sm"
              className="h-8 gap-1.5"
              variant={state === s ? 'default' : 'outline'}
              onClick={() => setState(s)}
              data-state={s ?? 'all'}
            >
              {s && <span className={cn('size-3 rounded-sm border', STATE_STYLE[s])} aria-hidden />}
              {s ? `${t(`training.progress.state.${s}`)} (${counts[s]})` : t('training.list.all')}
            </Button>
          ))}
        </div>
        <Button asChild size="sm" variant="outline" className="h-8 sm:ml-auto">
          <a
            href={`${PROGRESS_CSV_PATH}?tid=${tid}`}
            data-testid="grid-csv"
            onClick={(e) => {
              e.preventDefault();
              void downloadProgress(tid);
            }}
          >
            <DownloadIcon /> {t('training.progress.csv')}
          </a>
        </Button>
      </div>
      <div className="overflow-x-auto rounded-md border">
        <Table data-testid="progress-grid">
          <TableHeader className="bg-muted/60 text-muted-foreground">
            <TableRow>
              <TableHead className="sticky left-0 bg-muted px-2 py-2 text-left whitespace-nowrap">
                {t('training.progress.student')}
              </TableHead>
              {grid.problems.map((p) => (
                <TableHead key={p.pid} className="min-w-24 border-l px-1 py-2 text-center font-mono" title={p.title}>
                  {p.displayId}
                </TableHead>
              ))}
            </TableRow>
          </TableHeader>
          <TableBody>
            {rows.map((row) => (
              <TableRow key={row.uid} className="border-t" data-testid="grid-row" data-username={row.username}>
                <TableCell className="sticky left-0 bg-background px-2 py-1">
                  <div className="font-medium">{row.username}</div>
                  {row.realname && <div className="text-xs text-muted-foreground">{row.realname}</div>}
                </TableCell>
                {grid.problems.map((p) => (
                  <TableCell key={p.pid} className="border-l p-0" data-display-id={p.displayId}>
                    <GridCell row={row} displayId={p.displayId} />
                  </TableCell>
                ))}
              </TableRow>
            ))}
            {rows.length === 0 && (
              <TableRow>
                <TableCell colSpan={1 + grid.problems.length} className="py-8 text-center text-muted-foreground">
                  {t('training.progress.empty')}
                </TableCell>
              </TableRow>
            )}
          </TableBody>
        </Table>
      </div>
    </div>
  );
}
