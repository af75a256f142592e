import { decodeEntities, preText } from './html.ts';

/**
 * Reading the statement pages of AtCoder and SPOJ: an element found by its id or class, read up to
 * its matching close tag, and a statement's HTML as markdown (math kept as TeX between `$`,
 * formats in fenced blocks, images as links the import stores).
 */

/** The inner HTML of the first `<tag …>` whose attributes match `attrs`, up to its matching close. */
export function innerOf(html: string, tag: string, attrs: RegExp): string | null {
  const opens = new RegExp(`<${tag}\\b([^>]*)>`, 'gi');
  for (let open = opens.exec(html); open; open = opens.exec(html)) {
    if (!attrs.test(open[1]!)) continue;
    const start = open.index + open[0].length;
    const re = new RegExp(`<(/?)${tag}\\b[^>]*>`, 'gi');
    re.lastIndex = start;
    let depth = 1;
    for (let m = re.exec(html); m; m = re.exec(html)) {
      depth += m[1] ? -1 : 1;
      if (depth === 0) return html.slice(start, m.index);
    }
    return null;
  }
  return null;
}

/** Statement HTML as markdown: `<var>` as `$…$`, `<pre>` fenced, lists, headings, images; other tags dropped. */
export function statementMarkdown(html: string): string {
  const blocks: string[] = [];
  const text = html
    .replace(/<pre\b[^>]*>([\s\S]*?)<\/pre>/gi, (_, body: string) => {
      blocks.push(`\n\n\`\`\`\n${preText(body)}\`\`\`\n\n`);
      return `\uE000${blocks.length - 1}\uE000`;
    })
    .replace(/<var>([\s\S]*?)<\/var>/gi, (_, v: string) => `$${v.replace(/<[^>]+>/g, '')}$`)
    .replace(/<img\b[^>]*?\bsrc\s*=\s*["']([^"'\s()]+)["'][^>]*>/gi, '![]($1)')
    .replace(/<h[1-6]\b[^>]*>([\s\S]*?)<\/h[1-6]>/gi, '\n\n### $1\n\n')
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<\/p>/gi, '\n\n')
    .replace(/<li\b[^>]*>/gi, '- ')
    .replace(/<\/li>/gi, '\n')
    .replace(/<[^>]+>/g, '');
  return decodeEntities(text)
    .replace(/\r\n?/g, '\n')
    .replace(/[ \t]+\n/g, '\n')
    .replace(/^[ \t]+/gm, '')
    .replace(/\uE000(\d+)\uE000/g, (_, i: string) => blocks[Number(i)]!)
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}
