import { Trash2Icon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button.tsx';
import { Input } from '../../components/ui/input.tsx';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '../../components/ui/table.tsx';
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
  return (
    <Table data-testid={testId}>
      <TableHeader>
        <TableRow>
          <TableHead className="w-10">#</TableHead>
          <TableHead>{t('adminProblem.case.input')}</TableHead>
          <TableHead>{t('adminProblem.case.output')}</TableHead>
          {showScore && <TableHead className="w-24">{t('adminProblem.case.score')}</TableHead>}
          {showGroup && <TableHead className="w-24">{t('adminProblem.case.group')}</TableHead>}
          {manual && <TableHead className="w-10" />}
        </TableRow>
      </TableHeader>
      <TableBody>
        {cases.map((c, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a test case is its number in the list
          <TableRow key={i}>
            <TableCell className="tabular-nums text-muted-foreground">{i + 1}</TableCell>
            <TableCell>{cell(i, 'input', t('adminProblem.case.input'))}</TableCell>
            <TableCell>{cell(i, 'output', t('adminProblem.case.output'))}</TableCell>
            {showScore && (
              <TableCell>
                <Input
                  aria-label={`${t('adminProblem.case.score')} ${i + 1}`}
                  inputMode="numeric"
                  className="h-8 w-20"
                  value={c.score}
                  onChange={(e) => set(i, { score: e.target.value })}
                  data-testid={`${testId}-${i}-score`}
                />
              </TableCell>
            )}
            {showGroup && (
              <TableCell>
                <Input
                  aria-label={`${t('adminProblem.case.group')} ${i + 1}`}
                  inputMode="numeric"
                  className="h-8 w-20"
                  value={c.groupNum}
                  onChange={(e) => set(i, { groupNum: e.target.value })}
                  data-testid={`${testId}-${i}-group`}
                />
              </TableCell>
            )}
            {manual && (
              <TableCell>
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
              </TableCell>
            )}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
