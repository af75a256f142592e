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

/** A link to a PDF stored with an imported problem (its address holds only safe characters). */
const PROBLEM_PDF_LINK = /<a href="(\/api\/public\/problem-files\/[\w-]+\/([\w%.+-]+\.pdf))">[^<]*<\/a>/g;

/**
 * Sanitises HTML; links that leave the site open in a new tab without handing over the opener.
 * A link to a problem's own PDF (a PDF statement) also shows the PDF in the page.
 */
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
  const clean = DOMPurify.sanitize(html, {
    ADD_ATTR: ['target'],
    FORBID_TAGS: ['style', 'form'],
    ALLOW_DATA_ATTR: false,
  });
  return clean.replace(
    PROBLEM_PDF_LINK,
    (link, src: string, name: string) =>
      `${link}<iframe src="${src}" title="${name}" class="mt-2 h-[80vh] w-full rounded border"></iframe>`,
  );
}
