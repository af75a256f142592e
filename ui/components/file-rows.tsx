import { PlusIcon, Trash2Icon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { ExtraFile } from '../lib/file-rows.ts';
import { Button } from './ui/button.tsx';
import { Input } from './ui/input.tsx';
import { Label } from './ui/label.tsx';
import { Textarea } from './ui/textarea.tsx';

/** Rows of file name and content (extra files; a choice problem's annex). */
export function FileList({
  kind,
  files,
  onChange,
}: {
  kind: 'user' | 'judge' | 'annex';
  files: ExtraFile[];
  onChange: (files: ExtraFile[]) => void;
}) {
  const { t } = useTranslation();
  const set = (i: number, change: Partial<ExtraFile>) =>
    onChange(files.map((f, j) => (j === i ? { ...f, ...change } : f)));
  return (
    <div className="grid gap-2" data-testid={`extra-files-${kind}`}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div className="grid gap-1">
          <Label>{t(`adminProblem.extra.${kind}`)}</Label>
          <p className="text-xs text-muted-foreground">{t(`adminProblem.extra.${kind}Hint`)}</p>
        </div>
        <Button
          type="button"
          variant="outline"
          size="sm"
          onClick={() => onChange([...files, { name: '', content: '' }])}
          data-testid={`extra-${kind}-add`}
        >
          <PlusIcon /> {t('adminProblem.extra.add')}
        </Button>
      </div>
      {files.map((f, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: an extra file's row is its place in the list while its name is being typed
        <div key={i} className="grid gap-2 rounded-lg border p-3 sm:grid-cols-[12rem_1fr_auto]">
          <Input
            aria-label={t('adminProblem.extra.name')}
            placeholder={t('adminProblem.extra.name')}
            value={f.name}
            onChange={(e) => set(i, { name: e.target.value })}
          />
          <Textarea
            aria-label={t('adminProblem.extra.content')}
            placeholder={t('adminProblem.extra.content')}
            rows={3}
            className="font-mono text-sm"
            value={f.content}
            onChange={(e) => set(i, { content: e.target.value })}
          />
          <Button
            type="button"
            variant="ghost"
            size="icon"
            aria-label={t('adminProblem.remove')}
            onClick={() => onChange(files.filter((_, j) => j !== i))}
          >
            <Trash2Icon />
          </Button>
        </div>
      ))}
    </div>
  );
}
