import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Markdown } from './markdown.tsx';
import { Label } from './ui/label.tsx';
import { Textarea } from './ui/textarea.tsx';

/** A markdown text with its rendered preview beside it (below it on narrow screens). */
export function MarkdownField({ id, label, value, onChange, rows = 6 }: { id: string; label: ReactNode; value: string; onChange: (v: string) => void; rows?: number }) {
  const { t } = useTranslation();
  return (
    <div className="grid gap-2" data-testid={`md-${id}`}>
      <Label htmlFor={id}>{label}</Label>
      <div className="grid gap-2 lg:grid-cols-2">
        <Textarea id={id} rows={rows} value={value} onChange={(e) => onChange(e.target.value)} className="min-h-28 font-mono text-sm" />
        <div className="min-h-28 overflow-auto rounded-md border bg-muted/30 px-3 py-2" aria-label={t('adminProblem.preview')}>
          {value.trim() ? <Markdown source={value} /> : <p className="text-sm text-muted-foreground">{t('adminProblem.previewEmpty')}</p>}
        </div>
      </div>
    </div>
  );
}
