import type { ImportWarning } from '../../contract/problem-import.ts';
import { detectImageType } from '../image-type.ts';
import { warning, type ImportedProblem } from './common.ts';
import { attr, fpsText } from './fps-text.ts';
import { safeFileName } from './problem-files.ts';

type ProblemFiles = NonNullable<ImportedProblem['files']>;

/**
 * FPS carries each image of a statement as <img><src>original address</src><base64>…</base64></img>.
 * Each becomes a stored file, and the statement's links to the original address point at it. Data
 * that is not an image (by its first bytes) is left out and reported, and its links stay as they were.
 */
export function fpsImages(imgs: unknown[], warnings: ImportWarning[] = []): ProblemFiles {
  const files: ProblemFiles = [];
  const used = new Set<string>();
  imgs.forEach((img, i) => {
    const o = (img && typeof img === 'object' ? img : {}) as Record<string, unknown>;
    const src = fpsText(o.src, 'plain').trim() || attr(img, 'src');
    const base64 = fpsText(o.base64).replace(/\s+/g, '');
    if (!src || !base64) return;
    const bytes = new Uint8Array(Buffer.from(base64, 'base64'));
    const type = detectImageType(bytes);
    if (!type) {
      warnings.push(warning('imageMissing', { image: src }));
      return;
    }
    const stem = safeFileName(src, `image-${i + 1}.${type}`).replace(/\.[^.]*$/, '') || `image-${i + 1}`;
    let name = `${stem}.${type}`;
    if (used.has(name)) name = `${stem}-${i + 1}.${type}`;
    used.add(name);
    const refs = [...new Set([src, src.replace(/&/g, '&amp;')])];
    files.push({ name, refs, content: { content: bytes } });
  });
  return files;
}

/** Reports each image the statement shows from its own site (not a web address) that the file does not carry. */
export function uncarriedImages(html: string[], files: ProblemFiles, warnings: ImportWarning[]): void {
  const carried = new Set(files.flatMap((f) => f.refs));
  const seen = new Set(warnings.filter((w) => w.code === 'imageMissing').map((w) => String(w.params.image)));
  for (const text of html) {
    for (const m of text.matchAll(/<img\b[^>]*?\bsrc\s*=\s*["']([^"']+)["']/gi)) {
      const src = m[1]!;
      if (carried.has(src) || seen.has(src) || /^(https?|data):/i.test(src)) continue;
      seen.add(src);
      warnings.push(warning('imageMissing', { image: src }));
    }
  }
}
