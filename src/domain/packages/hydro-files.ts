import type { ZipEntry } from '../testcases/zip-reader.ts';
import type { ImportedProblem } from './common.ts';
import { safeFileName } from './problem-files.ts';

type ProblemFiles = NonNullable<ImportedProblem['files']>;

/**
 * Hydro keeps a problem's images, PDF statements and attachments in additional_file/ and links
 * them from the statement as file://<name>. Each becomes a stored file of the problem, and those
 * links point at it.
 */
export function hydroFiles(zip: Uint8Array, entries: Iterable<ZipEntry>, root: string): ProblemFiles {
  const dir = `${root}additional_file/`;
  const files: ProblemFiles = [];
  const used = new Set<string>();
  for (const e of entries) {
    if (e.isDir || !e.name.startsWith(dir) || e.name.slice(dir.length).includes('/')) continue;
    const original = e.name.slice(dir.length);
    let name = safeFileName(original, `file-${files.length + 1}`);
    if (used.has(name)) name = `${files.length + 1}-${name}`;
    used.add(name);
    const refs = [
      ...new Set([`file://${original}`, `file://${encodeURIComponent(original)}`, `file://${encodeURI(original)}`]),
    ];
    files.push({ name, refs, content: { zip, entry: e } });
  }
  return files;
}

/** A link to a PDF; the problem page shows a link to a problem's own PDF with the PDF itself. */
export function pdfEmbed(url: string, name: string): string {
  return `[${name.replace(/[[\]]/g, '')}](${url})`;
}

/** Hydro's `@[pdf](file://statement.pdf)` embeds a PDF; it becomes a link the page shows as the PDF. */
export function embedHydroPdfs(markdown: string): string {
  return markdown.replace(/@\[pdf\]\(([^)\s]+)\)/gi, (_, url: string) =>
    pdfEmbed(url, decodeURIComponent(url.split('/').pop() ?? url)),
  );
}

/** A statement left empty beside a PDF in additional_file/ is that PDF. */
export function pdfOnlyStatement(files: ProblemFiles): string {
  const pdf = files.find((f) => /\.pdf$/i.test(f.name));
  return pdf ? pdfEmbed(pdf.refs[0]!, pdf.name) : '';
}
