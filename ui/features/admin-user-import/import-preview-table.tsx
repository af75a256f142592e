import { useTranslation } from 'react-i18next';
import {
  IMPORT_COLUMNS,
  type ImportFate,
  type ImportPreview,
  type ImportProblem,
} from '../../../src/contract/user-import.ts';
import { type Column, DataTable } from '../../components/data-table/data-table.tsx';
import { cn } from '../../lib/cn.ts';

interface PreviewRow {
  user: string[];
  line: number;
  fate: ImportFate;
  problems: ImportProblem[];
}

/** The rows of a previewed file: each with its file line, its fate, its seven columns and its problems. */
export function ImportPreviewTable({ preview, onlyProblems }: { preview: ImportPreview; onlyProblems: boolean }) {
  const { t } = useTranslation();
  const byLine = new Map<number, ImportProblem[]>();
  for (const p of preview.problems) byLine.set(p.row, [...(byLine.get(p.row) ?? []), p]);
  const rows: PreviewRow[] = preview.users
    .map((user, i) => ({
      user,
      line: preview.lines[i]!,
      fate: preview.fates[i]!,
      problems: byLine.get(preview.lines[i]!) ?? [],
    }))
    .filter((r) => !onlyProblems || r.fate === 'invalid');
  const columns: Column<PreviewRow>[] = [
    {
      id: 'line',
      header: t('userImport.import.line'),
      cellClassName: 'text-muted-foreground tabular-nums',
      cell: (r) => r.line,
    },
    {
      id: 'fate',
      header: t('userImport.import.fate'),
      cellClassName: 'whitespace-nowrap',
      cell: ({ fate }) => (
        <span
          className={cn(
            fate === 'create' && 'text-emerald-700 dark:text-emerald-400',
            fate === 'exists' && 'text-muted-foreground',
            fate === 'invalid' && 'font-medium text-destructive',
          )}
          data-testid="import-fate"
        >
          {t(`userImport.import.fates.${fate}`)}
        </span>
      ),
    },
    ...IMPORT_COLUMNS.map(
      (column, c): Column<PreviewRow> => ({
        id: column,
        header: t(`userImport.import.columns.${column}`),
        cellClassName: 'max-w-40 truncate',
        cell: ({ user, fate, problems }) => (
          <span
            className={cn(
              fate === 'invalid' && problems.some((p) => p.column === column) && 'font-medium text-destructive',
            )}
          >
            {column === 'password' ? '•'.repeat(Math.min(user[c]!.length, 12)) : user[c]}
          </span>
        ),
      }),
    ),
    {
      id: 'problem',
      header: t('userImport.import.problem'),
      cellClassName: 'min-w-56 text-sm',
      cell: ({ fate, problems }) =>
        problems.length === 0 ? (
          <span className="text-muted-foreground">{t('userImport.import.ok')}</span>
        ) : (
          <ul className={cn('grid gap-0.5', fate === 'invalid' ? 'text-destructive' : 'text-muted-foreground')}>
            {problems.map((p) => (
              <li key={`${p.column ?? ''}:${p.message}`}>{p.message}</li>
            ))}
          </ul>
        ),
    },
  ];
  return (
    <div className="max-h-[60vh] overflow-auto rounded-md border bg-background">
      <DataTable
        testId="import-preview"
        headerClassName="sticky top-0 bg-muted"
        columns={columns}
        rows={rows}
        rowKey={(r) => r.line}
        rowTestId={(r) => `import-row-${r.line}`}
        rowData={(r) => ({ 'data-problems': r.fate === 'invalid' ? r.problems.length : 0, 'data-fate': r.fate })}
        rowClassName={(r) => cn(r.fate === 'invalid' && 'bg-destructive/5')}
      />
    </div>
  );
}
