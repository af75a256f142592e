import { useTranslation } from 'react-i18next';
import { Markdown } from '../markdown.tsx';
import type { ExamplePair } from '../../../src/contract/problems.ts';
import { Samples } from './samples.tsx';
import { StatementSection } from './statement-section.tsx';

/** Input, Output, the samples and Hint of a statement (a programming or a choice problem), each when it has any. */
export function StatementParts({
  input,
  output,
  examples,
  hint,
}: {
  input?: string | null;
  output?: string | null;
  examples: ExamplePair[];
  hint?: string | null;
}) {
  const { t } = useTranslation();
  return (
    <>
      {input && (
        <StatementSection title={t('problem.page.input')}>
          <Markdown source={input} />
        </StatementSection>
      )}
      {output && (
        <StatementSection title={t('problem.page.output')}>
          <Markdown source={output} />
        </StatementSection>
      )}
      {examples.length > 0 && (
        <StatementSection title={t('problem.page.samples')}>
          <Samples examples={examples} />
        </StatementSection>
      )}
      {hint && (
        <StatementSection title={t('problem.page.hint')}>
          <Markdown source={hint} />
        </StatementSection>
      )}
    </>
  );
}
