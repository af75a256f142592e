import type { ReactNode } from 'react';

/** A list row's small print: one "label: value" line each (its dates, its creator). */
export function InfoLines({ lines }: { lines: readonly (readonly [string, ReactNode])[] }) {
  return (
    <>
      {lines.map(([label, value]) => (
        <div key={label}>
          {label}: {value}
        </div>
      ))}
    </>
  );
}

/** The classes of an info column's cells. */
export const INFO_CELL = 'text-xs whitespace-nowrap text-muted-foreground tabular-nums';
