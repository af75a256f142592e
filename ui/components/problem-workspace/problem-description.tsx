import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Markdown } from '../markdown.tsx';
import { ProblemInfo } from './problem-info.tsx';
import type { WorkspaceScope } from './scope.ts';
import { Samples } from './samples.tsx';
import type { ScopedProblemDetail } from './workspace-api.ts';

function Section({ title, children, testId }: { title: string; children: ReactNode; testId?: string }) {
  return (
    <section data-testid={testId} className="flex flex-col gap-2">
      <h2 className="border-l-4 border-sky-600 pl-2 text-base font-semibold">{title}</h2>
      {children}
    </section>
  );
}

/** The statement: info block, then Description, Input, Output, samples, Hint and Source (not in a contest). */
export function ProblemDescription({ detail, scope, myStatus }: { detail: ScopedProblemDetail; scope: WorkspaceScope; myStatus: number }) {
  const { t } = useTranslation();
  const p = detail.problem;
  return (
    <article className="flex flex-col gap-6 pb-6">
      <ProblemInfo detail={detail} scope={scope} myStatus={myStatus} />
      {p.description && <Section title={t('problem.page.description')} testId="problem-description"><Markdown source={p.description} /></Section>}
      {p.input && <Section title={t('problem.page.input')}><Markdown source={p.input} /></Section>}
      {p.output && <Section title={t('problem.page.output')}><Markdown source={p.output} /></Section>}
      {p.exampleList.length > 0 && <Section title={t('problem.page.samples')}><Samples examples={p.exampleList} /></Section>}
      {p.hint && <Section title={t('problem.page.hint')}><Markdown source={p.hint} /></Section>}
      {p.source && scope.kind !== 'contest' && <Section title={t('problem.page.source')}><Markdown source={p.source} /></Section>}
    </article>
  );
}
