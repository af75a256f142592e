// KaTeX and its stylesheet and fonts: a chunk of their own, loaded by the first page that shows math.
import { math, mathHtml } from 'micromark-extension-math';
import type { MathSupport } from './markdown.ts';

function stylesheetLoaded(href: string): Promise<void> {
  return new Promise((resolve) => {
    const link = document.createElement('link');
    link.rel = 'stylesheet';
    link.href = href;
    // A stylesheet that fails to load still lets the math show, unstyled.
    link.onload = link.onerror = () => resolve();
    document.head.append(link);
  });
}

const styled = stylesheetLoaded(KATEX_STYLESHEET);

/** Math syntax and typesetting, once KaTeX's stylesheet is in place. */
export const mathReady: Promise<MathSupport> = styled.then(() => ({
  syntax: math(),
  html: mathHtml({ throwOnError: false, strict: false }),
}));
