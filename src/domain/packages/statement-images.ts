import type { ImportWarning } from '../../contract/problem-import.ts';
import { detectImageType } from '../image-type.ts';
import { readEntry, type ZipEntry } from '../testcases/zip-reader.ts';
import { warning, type ImportedProblem } from './common.ts';
import { safeFileName } from './problem-files.ts';

type ProblemFiles = NonNullable<ImportedProblem['files']>;
type Texts = Record<string, string>;

/** `![alt](target "title")` and `<img … src="target">`; group 2 (Markdown) or 3 (HTML) is the target. */
const LINK = /(!\[[^\]]*\]\(\s*)([^)\s]+)|(?<=<img\b[^>]*?\bsrc\s*=\s*["'])([^"']+)/gi;
const IMAGE_EXTENSIONS = ['.png', '.jpg', '.jpeg', '.gif', '.bmp', '.webp'];

/** `dir` + a relative target, `.` and `..` resolved; null when it leaves the archive or is not relative. */
function resolve(dir: string, target: string): string | null {
  if (/^[a-z][\w+.-]*:/i.test(target) || target.startsWith('/') || target.startsWith('#')) return null;
  let path: string;
  try {
    path = decodeURI(target);
  } catch {
    path = target;
  }
  const out = dir.split('/').filter(Boolean);
  for (const s of path.split('/')) {
    if (s === '..') {
      if (out.pop() === undefined) return null;
    } else if (s !== '.' && s !== '') out.push(s);
  }
  return out.join('/');
}

/**
 * Images a Kattis or Polygon statement shows by a path relative to its folder `dir` (LaTeX
 * `\includegraphics` has become a Markdown image by then; the extension may be left out). Each one
 * found in the package that is an image by its first bytes becomes a file of the problem and its
 * links point at it; any other is reported and its link left as written.
 */
export function carryImages(
  texts: Texts,
  dir: string,
  zip: Uint8Array,
  byName: Map<string, ZipEntry>,
  warnings: ImportWarning[],
): { texts: Texts; files: ProblemFiles } {
  const files: ProblemFiles = [];
  const byTarget = new Map<string, string | null>();
  const carry = (target: string): string | null => {
    if (byTarget.has(target)) return byTarget.get(target)!;
    const path = resolve(dir, target);
    const entry =
      path === null
        ? undefined
        : (byName.get(path) ??
          (/\.[^./]+$/.test(path) ? undefined : IMAGE_EXTENSIONS.map((x) => byName.get(`${path}${x}`)).find(Boolean)));
    const type = entry ? detectImageType(readEntry(zip, entry).subarray(0, 32)) : null;
    let ref: string | null = null;
    if (entry && type) {
      const stem = safeFileName(entry.name, `image.${type}`).replace(/\.[^.]*$/, '') || 'image';
      const name = files.some((f) => f.name === `${stem}.${type}`)
        ? `${stem}-${files.length + 1}.${type}`
        : `${stem}.${type}`;
      ref = `file://${name}`;
      files.push({ name, refs: [ref], content: { zip, entry } });
    } else if (!/^(https?|data):/i.test(target)) {
      warnings.push(warning('imageMissing', { image: target }));
    }
    byTarget.set(target, ref);
    return ref;
  };
  const out: Texts = {};
  for (const [field, text] of Object.entries(texts)) {
    out[field] = text.replace(
      LINK,
      (whole, md: string | undefined, mdTarget: string | undefined, htmlTarget: string | undefined) => {
        const target = mdTarget ?? htmlTarget!;
        const ref = carry(target);
        return ref === null ? whole : `${md ?? ''}${ref}`;
      },
    );
  }
  return { texts: out, files };
}
