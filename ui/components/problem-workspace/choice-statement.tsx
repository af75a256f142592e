import { StatementSection } from './statement-section.tsx';
import { StatementParts } from './statement-parts.tsx';
import { useTranslation } from 'react-i18next';
import type { ChoiceProblem } from '../../../src/contract/choice.ts';
import { Markdown } from '../markdown.tsx';
import { DifficultyBadge } from './difficulty.tsx';
import { TagChip } from './tag-chip.tsx';

/** An uploaded image of the statement, an option or the analysis. */
export function ChoiceImage({ src, alt, testId }: { src: string | null; alt: string; testId?: string }) {
  if (!src) return null;
  return (
    <img
      src={src}
      alt={alt}
      loading="lazy"
      className="max-h-72 max-w-full rounded-md border object-contain"
      data-testid={testId}
    />
  );
}

/** A choice problem's statement: title, tags (a "Contest Problem" tag in a contest), the file IO tag with its file names, description, image, input, output, samples, hint. */
export function ChoiceStatement({ problem, inContest }: { problem: ChoiceProblem; inContest: boolean }) {
  const { t } = useTranslation();
  const p = problem;
  return (
    <article className="flex flex-col gap-5 pb-6" data-testid="choice-statement">
      <header className="flex flex-col gap-2">
        <h1 className="text-xl font-semibold" data-testid="choice-title">
          {p.problemId}. {p.title}
        </h1>
        <div className="flex flex-wrap items-center gap-2">
          {inContest ? (
            <TagChip name={t('choice.page.contestProblem')} />
          ) : (
            p.tags.map((tag) => <TagChip key={tag.id} name={tag.name} color={tag.color} />)
          )}
          {!inContest && <DifficultyBadge level={p.difficulty} />}
          {p.isFileIO && (
            <span
              className="inline-flex items-center gap-1.5 rounded-md border px-2 py-0.5 text-xs"
              data-testid="choice-file-io"
            >
              <span className="font-medium">{t('problem.page.fileIO')}</span>
              <span>
                {t('problem.page.inputFile')}: <code className="font-mono">{p.ioReadFileName}</code>
              </span>
              <span>
                {t('problem.page.outputFile')}: <code className="font-mono">{p.ioWriteFileName}</code>
              </span>
            </span>
          )}
        </div>
      </header>
      <StatementSection title={t('problem.page.description')} testId="choice-description">
        <Markdown source={p.description} />
        <ChoiceImage src={p.image} alt={t('choice.page.image')} testId="choice-image" />
      </StatementSection>
      <StatementParts input={p.input} output={p.output} examples={p.examples} hint={p.hint} />
    </article>
  );
}
