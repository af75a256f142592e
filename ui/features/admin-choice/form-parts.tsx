import { PlusIcon, XIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { Tag } from '../../../src/contract/problems.ts';
import { TagChip } from '../../components/problem-workspace/tag-chip.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Label } from '../../components/ui/label.tsx';
import { Textarea } from '../../components/ui/textarea.tsx';
import type { ChoiceField } from './form-rules.ts';
import { FailureLine } from '../../components/failure-line.tsx';

/** The server's message under the field its rule is about. */
export function FieldError({
  field,
  error,
}: {
  field: ChoiceField;
  error: { field: ChoiceField | null; message: string } | null;
}) {
  return <FailureLine error={error?.field === field && error.message} testId={`error-${field}`} />;
}

/** Tags of the bank, chosen by clicking them. */
export function TagPicker({
  tags,
  value,
  onChange,
}: {
  tags: Tag[];
  value: number[];
  onChange: (ids: number[]) => void;
}) {
  const { t } = useTranslation();
  if (tags.length === 0) return <p className="text-sm text-muted-foreground">{t('choice.admin.noTags')}</p>;
  return (
    <div className="flex flex-wrap gap-1.5" data-testid="ct-tags">
      {tags.map((tag) => {
        const on = value.includes(tag.id);
        return (
          <TagChip
            key={tag.id}
            name={tag.name}
            color={tag.color}
            active={on}
            onClick={() => onChange(on ? value.filter((id) => id !== tag.id) : [...value, tag.id])}
          />
        );
      })}
    </div>
  );
}

/** Up to two sample input/output pairs. */
export function ExamplesField({
  value,
  onChange,
}: {
  value: { input: string; output: string }[];
  onChange: (v: { input: string; output: string }[]) => void;
}) {
  const { t } = useTranslation();
  const set = (i: number, p: Partial<{ input: string; output: string }>) =>
    onChange(value.map((x, j) => (j === i ? { ...x, ...p } : x)));
  return (
    <div className="grid gap-2">
      <Label>{t('choice.admin.examples')}</Label>
      {value.map((ex, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: an example is its place in the problem's list, edited in place
        <div key={i} className="flex flex-col gap-2 sm:flex-row">
          <Textarea
            aria-label={t('problem.page.sampleInput', { n: i + 1 })}
            value={ex.input}
            onChange={(e) => set(i, { input: e.target.value })}
            className="font-mono text-sm"
            rows={2}
          />
          <Textarea
            aria-label={t('problem.page.sampleOutput', { n: i + 1 })}
            value={ex.output}
            onChange={(e) => set(i, { output: e.target.value })}
            className="font-mono text-sm"
            rows={2}
          />
          <Button
            type="button"
            size="icon"
            variant="ghost"
            aria-label={t('choice.admin.removeExample')}
            onClick={() => onChange(value.filter((_, j) => j !== i))}
          >
            <XIcon />
          </Button>
        </div>
      ))}
      {value.length < 2 && (
        <Button
          type="button"
          size="sm"
          variant="outline"
          className="w-fit"
          onClick={() => onChange([...value, { input: '', output: '' }])}
        >
          <PlusIcon />
          {t('choice.admin.addExample')}
        </Button>
      )}
    </div>
  );
}
