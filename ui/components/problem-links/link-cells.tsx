import { CheckIcon } from 'lucide-react';
import type { HTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../lib/cn.ts';
import { IconAction } from '../row-actions.tsx';
import { Input } from '../ui/input.tsx';
import type { LinkEdits } from './use-link-edits.ts';

/** One field of a row's draft, edited in place; Enter saves the row. */
export function DraftInput<R, D extends object>({
  edits,
  row,
  field,
  label,
  testId,
  className,
  type,
  inputMode,
  empty = '',
}: {
  edits: LinkEdits<R, D>;
  row: R;
  field: keyof D & string;
  label: string;
  testId: string;
  className?: string;
  type?: 'color';
  inputMode?: HTMLAttributes<HTMLInputElement>['inputMode'];
  /** Shown while the field has no value (a colour input needs one). */
  empty?: string;
}) {
  const value = edits.draftOf(row)[field];
  return (
    <Input
      className={cn('h-8', className)}
      type={type}
      inputMode={inputMode}
      value={value === null || value === undefined ? empty : String(value)}
      aria-label={label}
      onKeyDown={(e) => e.key === 'Enter' && void edits.saveRow(row)}
      onChange={(e) => edits.edit(row, { [field]: e.target.value } as Partial<D>)}
      data-testid={testId}
    />
  );
}

/** The row's save button: marked while the row has changes, off without them or while saving. */
export function SaveAction<R, D extends object>({
  edits,
  row,
  testId,
}: {
  edits: LinkEdits<R, D>;
  row: R;
  testId: string;
}) {
  const { t } = useTranslation();
  const dirty = edits.dirty(row);
  return (
    <IconAction
      label={t('common.save')}
      testId={testId}
      disabled={!dirty || edits.busy}
      onClick={() => edits.saveRow(row)}
    >
      <CheckIcon className={dirty ? 'text-primary' : 'text-muted-foreground'} />
    </IconAction>
  );
}
