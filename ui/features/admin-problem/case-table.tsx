import { Trash2Icon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { type Column, DataTable } from '../../components/data-table/data-table.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Input } from '../../components/ui/input.tsx';
import { Textarea } from '../../components/ui/textarea.tsx';
import type { CaseRow } from './form-state.ts';

/**
 * Judge cases as rows: file names of an uploaded archive (read only) or the contents of manual
 * samples, with a score (OI) and a subtask group number (subtask modes) to type in.
 */
export function CaseTable({
  cases,
  manual,
  showScore,
  showGroup,
  onChange,
  testId,
}: {
  cases: CaseRow[];
  manual: boolean;
  showScore: boolean;
  showGroup: boolean;
  onChange: (cases: CaseRow[]) => void;
  testId: string;
}) {
  const { t } = useTranslation();
  const set = (i: number, change: Partial<CaseRow>) =>
    onChange(cases.map((c, j) => (j === i ? { ...c, ...change } : c)));
  const cell = (i: number, key: 'input' | 'output', label: string) =>
    manual ? (
      <Textarea
        aria-label={`${label} ${i + 1}`}
        rows={2}
        className="min-h-14 min-w-32 font-mono text-xs"
        value={cases[i]![key]}
        onChange={(e) => set(i, { [key]: e.target.value })}
        data-testid={`${testId}-${i}-${key}`}
      />
    ) : (
      <span className="font-mono text-xs">{cases[i]![key]}</span>
    );
  const number = (i: number, key: 'score' | 'groupNum', label: string, id: string) => (
    <Input
      aria-label={`${label} ${i + 1}`}
      inputMode="numeric"
      className="h-8 w-20"
      value={cases[i]![key]}
      onChange={(e) => set(i, { [key]: e.target.value })}
      data-testid={`${testId}-${i}-${id}`}
    />
  );
  const columns: (Column<number> | false)[] = [
    {
      id: 'n',
      header: '#',
      className: 'w-10',
      cellClassName: 'tabular-nums text-muted-foreground',
      cell: (i) => i + 1,
    },
    { id: 'input', header: t('adminProblem.case.input'), cell: (i) => cell(i, 'input', t('adminProblem.case.input')) },
    {
      id: 'output',
      header: t('adminProblem.case.output'),
      cell: (i) => cell(i, 'output', t('adminProblem.case.output')),
    },
    showScore && {
      id: 'score',
      header: t('adminProblem.case.score'),
      className: 'w-24',
      cell: (i) => number(i, 'score', t('adminProblem.case.score'), 'score'),
    },
    showGroup && {
      id: 'group',
      header: t('adminProblem.case.group'),
      className: 'w-24',
      cell: (i) => number(i, 'groupNum', t('adminProblem.case.group'), 'group'),
    },
    manual && {
      id: 'remove',
      header: null,
      className: 'w-10',
      cell: (i) => (
        <Button
          type="button"
          variant="ghost"
          size="icon"
          className="size-8"
          aria-label={t('adminProblem.remove')}
          onClick={() => onChange(cases.filter((_, j) => j !== i))}
        >
          <Trash2Icon />
        </Button>
      ),
    },
  ];
  // A case is its number in the list: the rows are the cases' indexes.
  return <DataTable testId={testId} columns={columns} rows={cases.map((_, i) => i)} rowKey={(i) => i} />;
}
