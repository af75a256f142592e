import type { ReactNode } from 'react';

/** Label and value rows; the value wraps on a phone instead of widening the page. */
export function FactList({ rows, testId }: { rows: [label: string, value: ReactNode][]; testId?: string }) {
  return (
    <dl className="grid gap-x-4 gap-y-2 text-sm sm:grid-cols-[auto_minmax(0,1fr)]" data-testid={testId}>
      {rows.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="text-muted-foreground">{label}</dt>
          <dd className="min-w-0 break-all font-medium tabular-nums">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
