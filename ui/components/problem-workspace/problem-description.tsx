import { StatementSection } from './statement-section.tsx';
import { StatementParts } from './statement-parts.tsx';
import { useTranslation } from 'react-i18next';
import { Markdown } from '../markdown.tsx';
import { ProblemInfo, type ProblemViewProps } from './problem-info.tsx';

/** The statement: info block, then Description, Input, Output, samples, Hint and Source (not in a contest). */
export function ProblemDescription({ detail, scope, myStatus }: ProblemViewProps) {
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
      <StatementParts input={p.input} output={p.output} examples={p.exampleList} hint={p.hint} />
      {p.source && scope.kind !== 'contest' && (
        <StatementSection title={t('problem.page.source')}>
          <Markdown source={p.source} />
        </StatementSection>
      )}
    </article>
  );
}
