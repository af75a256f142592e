import { StatementSection } from './statement-section.tsx';
import { useTranslation } from 'react-i18next';
import { Markdown } from '../markdown.tsx';
import { ProblemInfo } from './problem-info.tsx';
import type { WorkspaceScope } from './scope.ts';
import { Samples } from './samples.tsx';
import type { ScopedProblemDetail } from './workspace-api.ts';

/** The statement: info block, then Description, Input, Output, samples, Hint and Source (not in a contest). */
export function ProblemDescription({
  detail,
  scope,
  myStatus,
}: {
  detail: ScopedProblemDetail;
  scope: WorkspaceScope;
  myStatus: number;
}) {
  const { t } = useTranslation();
  const p = detail.problem;
  return (
    <article className="flex flex-col gap-6 pb-6">
      <ProblemInfo detail={detail} scope={scope} myStatus={myStatus} />
      {p.description && (
        <StatementSection title={t('problem.page.description')} testId="problem-description">
          <Markdown source={p.description} />
        </StatementSection>
      )}
      {p.input && (
        <StatementSection title={t('problem.page.input')}>
          <Markdown source={p.input} />
        </StatementSection>
      )}
      {p.output && (
        <StatementSection title={t('problem.page.output')}>
          <Markdown source={p.output} />
        </StatementSection>
      )}
      {p.exampleList.length > 0 && (
        <StatementSection title={t('problem.page.samples')}>
          <Samples examples={p.exampleList} />
        </StatementSection>
      )}
      {p.hint && (
        <StatementSection title={t('problem.page.hint')}>
          <Markdown source={p.hint} />
        </StatementSection>
      )}
      {p.source && scope.kind !== 'contest' && (
        <StatementSection title={t('problem.page.source')}>
          <Markdown source={p.source} />
        </StatementSection>
      )}
    </article>
  );
}
