import { useTranslation } from 'react-i18next';
import { IMPORT_COLUMNS, type ImportPreview, type ImportProblem } from '../../../src/contract/user-import.ts';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '../../components/ui/table.tsx';
import { cn } from '../../lib/cn.ts';

/** The rows of a previewed file: each with its file line, its fate, its seven columns and its problems. */
export function ImportPreviewTable({ preview, onlyProblems }: { preview: ImportPreview; onlyProblems: boolean }) {
  const { t } = useTranslation();
  const byLine = new Map<number, ImportProblem[]>();
  for (const p of preview.problems) byLine.set(p.row, [...(byLine.get(p.row) ?? []), p]);
  const rows = preview.users
    .map((user, i) => ({
      user,
      line: preview.lines[i]!,
      fate: preview.fates[i]!,
      problems: byLine.get(preview.lines[i]!) ?? [],
    }))
    .filter((r) => !onlyProblems || r.fate === 'invalid');
  return (
    <div className="max-h-[60vh] overflow-auto rounded-md border bg-background">
      <Table data-testid="import-preview">
        <TableHeader className="sticky top-0 bg-muted">
          <TableRow>
            <TableHead>{t('userImport.import.line')}</TableHead>
            <TableHead>{t('userImport.import.fate')}</TableHead>
            {IMPORT_COLUMNS.map((c) => (
              <TableHead key={c}>{t(`userImport.import.columns.${c}`)}</TableHead>
            ))}
            <TableHead>{t('userImport.import.problem')}</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {rows.map(({ user, line, fate, problems }) => (
            <TableRow
              key={line}
              data-testid={`import-row-${line}`}
              data-problems={fate === 'invalid' ? problems.length : 0}
              data-fate={fate}
              className={cn(fate === 'invalid' && 'bg-destructive/5')}
            >
              <TableCell className="text-muted-foreground tabular-nums">{line}</TableCell>
              <TableCell
                className={cn(
                  'whitespace-nowrap',
                  fate === 'create' && 'text-emerald-700 dark:text-emerald-400',
                  fate === 'exists' && 'text-muted-foreground',
                  fate === 'invalid' && 'font-medium text-destructive',
                )}
                data-testid="import-fate"
              >
                {t(`userImport.import.fates.${fate}`)}
              </TableCell>
              {IMPORT_COLUMNS.map((column, c) => (
                <TableCell
                  key={column}
                  className={cn(
                    'max-w-40 truncate',
                    fate === 'invalid' && problems.some((p) => p.column === column) && 'font-medium text-destructive',
                  )}
                >
                  {column === 'password' ? '•'.repeat(Math.min(user[c]!.length, 12)) : user[c]}
                </TableCell>
              ))}
              <TableCell className="min-w-56 text-sm">
                {problems.length === 0 ? (
                  <span className="text-muted-foreground">{t('userImport.import.ok')}</span>
                ) : (
                  <ul className={cn('grid gap-0.5', fate === 'invalid' ? 'text-destructive' : 'text-muted-foreground')}>
                    {problems.map((p) => (
                      <li key={`${p.column ?? ''}:${p.message}`}>{p.message}</li>
                    ))}
                  </ul>
                )}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </div>
  );
}
