import { PlusIcon, Trash2Icon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button.tsx';
import { Label } from '../../components/ui/label.tsx';
import { Textarea } from '../../components/ui/textarea.tsx';
import { Req } from './basic-section.tsx';
import { EditorSection, type SectionProps } from './editor-section.tsx';
import { MarkdownField } from '../../components/markdown-field.tsx';

/** The spec advises at most two examples on the problem page. */
const ADVISED_EXAMPLES = 2;

function ExamplesEditor({ state, patch }: SectionProps) {
  const { t } = useTranslation();
  const examples = state.examples;
  const set = (i: number, key: 'input' | 'output', v: string) =>
    patch({ examples: examples.map((e, j) => (j === i ? { ...e, [key]: v } : e)) });
  return (
    <div className="grid gap-3" data-testid="examples-editor">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <Label>{t('adminProblem.field.examples')}</Label>
        <Button
          type="button"
          variant="outline"
          size="sm"
          onClick={() => patch({ examples: [...examples, { input: '', output: '' }] })}
          data-testid="example-add"
        >
          <PlusIcon /> {t('adminProblem.addExample')}
        </Button>
      </div>
      <p className={examples.length > ADVISED_EXAMPLES ? 'text-sm text-amber-600' : 'text-xs text-muted-foreground'}>
        {t('adminProblem.examplesAdvice', { n: ADVISED_EXAMPLES })}
      </p>
      {examples.map((e, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a sample is its number in the statement
        <div key={i} className="grid gap-2 rounded-lg border p-3 sm:grid-cols-[1fr_1fr_auto]">
          <Textarea
            aria-label={t('adminProblem.exampleInput', { n: i + 1 })}
            placeholder={t('adminProblem.exampleInput', { n: i + 1 })}
            rows={3}
            className="font-mono text-sm"
            value={e.input}
            onChange={(ev) => set(i, 'input', ev.target.value)}
            data-testid={`example-${i}-input`}
          />
          <Textarea
            aria-label={t('adminProblem.exampleOutput', { n: i + 1 })}
            placeholder={t('adminProblem.exampleOutput', { n: i + 1 })}
            rows={3}
            className="font-mono text-sm"
            value={e.output}
            onChange={(ev) => set(i, 'output', ev.target.value)}
            data-testid={`example-${i}-output`}
          />
          <Button
            type="button"
            variant="ghost"
            size="icon"
            aria-label={t('adminProblem.remove')}
            onClick={() => patch({ examples: examples.filter((_, j) => j !== i) })}
          >
            <Trash2Icon />
          </Button>
        </div>
      ))}
    </div>
  );
}

/** Description, input, output, examples, hint and source: markdown with live preview. */
export function StatementSection(props: SectionProps) {
  const { t } = useTranslation();
  const { state, patch } = props;
  return (
    <EditorSection id="statement" title={t('adminProblem.section.statement')} hint={t('adminProblem.markdownHint')}>
      <MarkdownField
        id="problem-description"
        label={<Req>{t('adminProblem.field.description')}</Req>}
        value={state.description}
        onChange={(description) => patch({ description })}
        rows={10}
      />
      <MarkdownField
        id="problem-input"
        label={<Req>{t('adminProblem.field.input')}</Req>}
        value={state.input}
        onChange={(input) => patch({ input })}
      />
      <MarkdownField
        id="problem-output"
        label={<Req>{t('adminProblem.field.output')}</Req>}
        value={state.output}
        onChange={(output) => patch({ output })}
      />
      <ExamplesEditor {...props} />
      <MarkdownField
        id="problem-hint"
        label={t('adminProblem.field.hint')}
        value={state.hint}
        onChange={(hint) => patch({ hint })}
      />
      <MarkdownField
        id="problem-source"
        label={t('adminProblem.field.source')}
        value={state.source}
        onChange={(source) => patch({ source })}
        rows={2}
      />
    </EditorSection>
  );
}
