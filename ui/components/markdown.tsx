import './markdown.css';
import { useEffect, useMemo, useState } from 'react';
import { cn } from '../lib/cn.ts';
import { type MathSupport, mayHoldMath, renderMarkdown } from '../lib/markdown.ts';

let loadedMath: MathSupport | null = null;
let loadingMath: Promise<MathSupport> | null = null;

function loadMath(): Promise<MathSupport> {
  loadingMath ??= import('../lib/math.ts').then((m) => m.mathReady).then((m) => (loadedMath = m));
  return loadingMath;
}

/**
 * Rendered, sanitised markdown (GFM and KaTeX math); the same look in pages and editor previews.
 * KaTeX arrives with the first source that may hold math; until then such a source stays blank,
 * so raw `$…$` never flashes.
 */
export function Markdown({ source, className, testId }: { source: string; className?: string; testId?: string }) {
  const needsMath = mayHoldMath(source);
  const [math, setMath] = useState(loadedMath);
  useEffect(() => {
    if (needsMath && !math) void loadMath().then(setMath);
  }, [needsMath, math]);
  const waiting = needsMath && !math;
  const html = useMemo(() => (waiting ? '' : renderMarkdown(source, math ?? undefined)), [source, math, waiting]);
  return (
    <div
      data-slot="markdown"
      data-testid={testId}
      aria-busy={waiting || undefined}
      className={cn('markdown-body', className)}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: renderMarkdown's HTML is sanitised (ui/lib/markdown.ts) before it is shown
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
