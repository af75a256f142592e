import type { ReactNode } from 'react';

/** One titled part of a problem's statement (Description, Input, Output, Samples, Hint …). */
export function StatementSection({ title, children, testId }: { title: string; children: ReactNode; testId?: string }) {
  return (
    <section data-testid={testId} className="flex flex-col gap-2">
      <h2 className="border-l-4 border-sky-600 pl-2 text-base font-semibold">{title}</h2>
      {children}
    </section>
  );
}
