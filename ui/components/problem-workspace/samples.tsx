import { useTranslation } from 'react-i18next';
import type { ExamplePair } from '../../../src/contract/problems.ts';
import { CopyButton } from '../copy-button.tsx';

function SampleBox({ title, text, testId }: { title: string; text: string; testId: string }) {
  return (
    <div className="min-w-0 flex-1">
      <div className="mb-1 flex items-center justify-between text-sm font-medium">
        <span>{title}</span>
        <CopyButton text={text} />
      </div>
      <pre
        data-testid={testId}
        className="max-h-80 overflow-auto rounded-md border bg-muted/50 p-3 font-mono text-sm whitespace-pre"
      >
        {text}
      </pre>
    </div>
  );
}

/** Sample input/output pairs, each with a copy button. */
export function Samples({ examples }: { examples: ExamplePair[] }) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col gap-4">
      {examples.map((ex, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a problem's samples are a fixed list shown in order; their number is their name
        <div key={i} className="flex flex-col gap-3 sm:flex-row">
          <SampleBox title={t('problem.page.sampleInput', { n: i + 1 })} text={ex.input} testId="sample-input" />
          <SampleBox title={t('problem.page.sampleOutput', { n: i + 1 })} text={ex.output} testId="sample-output" />
        </div>
      ))}
    </div>
  );
}
