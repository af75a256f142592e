import type { ReactNode } from 'react';

/** Label and value rows: the value on the right, wrapping under a long label on a phone instead of widening the page. */
export function FactList({ rows, testId }: { rows: [label: string, value: ReactNode][]; testId?: string }) {
  return (
    <dl className="grid gap-y-2 text-sm" data-testid={testId}>
      {rows.map(([label, value]) => (
        <div key={label} className="flex flex-wrap items-baseline justify-between gap-x-4">
          <dt className="text-muted-foreground">{label}</dt>
          <dd className="ml-auto min-w-0 break-all text-right font-medium tabular-nums">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
