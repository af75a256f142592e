import DOMPurify from 'dompurify';
import { micromark } from 'micromark';
import { gfm, gfmHtml } from 'micromark-extension-gfm';
import { math, mathHtml } from 'micromark-extension-math';

/**
 * Markdown of problems, announcements and profiles to safe HTML: CommonMark with GFM (tables,
 * task lists, strikethrough, autolinks) and `$…$` / `$$…$$` math typeset by KaTeX. Raw HTML in
 * the source is kept (imported problems are often HTML) and then sanitised with DOMPurify.
 */
export function renderMarkdown(source: string): string {
  if (!source) return '';
  const html = micromark(source, {
    allowDangerousHtml: true,
    extensions: [gfm(), math()],
    htmlExtensions: [gfmHtml(), mathHtml({ throwOnError: false, strict: false })],
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
