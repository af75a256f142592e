import 'katex/dist/katex.min.css';
import './markdown.css';
import { useMemo } from 'react';
import { cn } from '../lib/cn.ts';
import { renderMarkdown } from '../lib/markdown.ts';

/** Rendered, sanitised markdown (GFM and KaTeX math); the same look in pages and editor previews. */
export function Markdown({ source, className, testId }: { source: string; className?: string; testId?: string }) {
  const html = useMemo(() => renderMarkdown(source), [source]);
  return <div data-slot="markdown" data-testid={testId} className={cn('markdown-body', className)} dangerouslySetInnerHTML={{ __html: html }} />;
}
