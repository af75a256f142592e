import type { HTMLAttributes, ReactNode } from 'react';
import { toast } from 'sonner';
import type { Column } from '../data-table/index.ts';
import { DeleteAction } from '../delete-action.tsx';
import { DraftInput, SaveAction } from './link-cells.tsx';
import type { LinkEdits } from './use-link-edits.ts';

interface DraftField<R> {
  className?: string;
  type?: 'color';
  inputMode?: HTMLAttributes<HTMLInputElement>['inputMode'];
  empty?: string;
  /** Under the field (the row's failure). */
  below?: (row: R) => ReactNode;
}

interface Removal<R> {
  title: (row: R) => string;
  description: string;
  label: string;
  /** Removes the row's problem and reads the list again. */
  run: (row: R) => Promise<unknown>;
  removedText: string;
}

/**
 * The columns of a list whose rows are edited in place: a field of the draft, and the options
 * (save, the page's own links, removal after a confirmation). Test ids start with `prefix(row)`:
 * `${prefix}-${field}`, `${prefix}-save`, `${prefix}-remove`.
 */
export function linkColumns<R, D extends object>(edits: LinkEdits<R, D>, prefix: (row: R) => string) {
  const draft = (field: keyof D & string, header: string, opts: DraftField<R> = {}): Column<R> => ({
    id: field,
    header,
    cell: (row) => (
      <>
        <DraftInput
          edits={edits}
          row={row}
          field={field}
          label={header}
          className={opts.className}
          type={opts.type}
          inputMode={opts.inputMode}
          empty={opts.empty}
          testId={`${prefix(row)}-${field}`}
        />
        {opts.below?.(row)}
      </>
    ),
  });
  const options = (header: string, remove: Removal<R>, links?: (row: R) => ReactNode): Column<R> => ({
    id: 'options',
    header,
    cell: (row) => (
      <div className="flex items-center gap-0.5">
        <SaveAction edits={edits} row={row} testId={`${prefix(row)}-save`} />
        {links?.(row)}
        <DeleteAction
          title={remove.title(row)}
          description={remove.description}
          label={remove.label}
          testId={`${prefix(row)}-remove`}
          onConfirm={async () => {
            await remove.run(row);
            toast.success(remove.removedText);
          }}
        />
      </div>
    ),
  });
  return { draft, options };
}
