import { type ComponentProps, lazy, Suspense } from 'react';
import type { Markdown } from './markdown.tsx';

const Rendered = lazy(() => import('./markdown.tsx').then((m) => ({ default: m.Markdown })));

/**
 * Markdown on a page whose first view shows none (an announcement opened from a list): the renderer
 * and its sanitiser arrive with the first text shown, not with the page.
 */
export function LazyMarkdown(props: ComponentProps<typeof Markdown>) {
  return (
    <Suspense fallback={null}>
      <Rendered {...props} />
    </Suspense>
  );
}
