import DOMPurify from 'dompurify';
import { micromark, type Options } from 'micromark';
import { gfm, gfmHtml } from 'micromark-extension-gfm';

/** Math syntax and its KaTeX typesetting; loaded only for sources that may hold math (see math.ts). */
export interface MathSupport {
  syntax: NonNullable<Options['extensions']>[number];
  html: NonNullable<Options['htmlExtensions']>[number];
}

/** A source without a dollar sign holds no `$…$` math and is rendered without KaTeX. */
export function mayHoldMath(source: string): boolean {
  return source.includes('$');
}

/**
 * Markdown of problems, announcements and profiles to safe HTML: CommonMark with GFM (tables,
 * task lists, strikethrough, autolinks) and, given `math`, `$…$` / `$$…$$` typeset by KaTeX. Raw
 * HTML in the source is kept (imported problems are often HTML) and then sanitised with DOMPurify.
 */
export function renderMarkdown(source: string, math?: MathSupport): string {
  if (!source) return '';
  const html = micromark(source, {
    allowDangerousHtml: true,
    extensions: math ? [gfm(), math.syntax] : [gfm()],
    htmlExtensions: math ? [gfmHtml(), math.html] : [gfmHtml()],
  });
  return sanitizeHtml(html);
}

let hooked = false;

/** Sanitises HTML; links that leave the site open in a new tab without handing over the opener. */
export function sanitizeHtml(html: string): string {
  if (!hooked) {
    DOMPurify.addHook('afterSanitizeAttributes', (node) => {
      if (node.tagName === 'A' && node.getAttribute('href')?.match(/^https?:\/\//i)) {
        node.setAttribute('target', '_blank');
        node.setAttribute('rel', 'noopener noreferrer');
      }
    });
    hooked = true;
  }
  return DOMPurify.sanitize(html, { ADD_ATTR: ['target'], FORBID_TAGS: ['style', 'form'], ALLOW_DATA_ATTR: false });
}
