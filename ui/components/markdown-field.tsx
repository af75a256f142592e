import { type ReactNode, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { insertAt } from '../lib/md-uploads.ts';
import { Markdown } from './markdown.tsx';
import { MarkdownUploadButtons } from './markdown-upload-buttons.tsx';
import { Label } from './ui/label.tsx';
import { Textarea } from './ui/textarea.tsx';

/**
 * A markdown text with its rendered preview beside it (below it on narrow screens); admin roles
 * get image and file upload buttons that put the uploaded file's link at the cursor.
 */
export function MarkdownField({
  id,
  label,
  value,
  onChange,
  rows = 6,
  groupId,
}: {
  id: string;
  label: ReactNode;
  value: string;
  onChange: (v: string) => void;
  rows?: number;
  /** The group whose admin writes here: images may be uploaded for it. */
  groupId?: number;
}) {
  const { t } = useTranslation();
  const area = useRef<HTMLTextAreaElement>(null);
  const insert = (markdown: string) => {
    const el = area.current;
    const next = insertAt(value, el?.selectionStart ?? value.length, el?.selectionEnd ?? value.length, markdown);
    onChange(next.text);
    requestAnimationFrame(() => {
      el?.focus();
      el?.setSelectionRange(next.caret, next.caret);
    });
  };
  return (
    <div className="grid gap-2" data-testid={`md-${id}`}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <Label htmlFor={id}>{label}</Label>
        <MarkdownUploadButtons id={id} onInsert={insert} groupId={groupId} />
      </div>
      <div className="grid gap-2 lg:grid-cols-2">
        <Textarea
          ref={area}
          id={id}
          rows={rows}
          value={value}
          onChange={(e) => onChange(e.target.value)}
          className="min-h-28 font-mono text-sm"
        />
        <section
          className="min-h-28 overflow-auto rounded-md border bg-muted/30 px-3 py-2"
          aria-label={t('adminProblem.preview')}
        >
          {value.trim() ? (
            <Markdown source={value} />
          ) : (
            <p className="text-sm text-muted-foreground">{t('adminProblem.previewEmpty')}</p>
          )}
        </section>
      </div>
    </div>
  );
}
