import type { FetchedProblem } from '../../contract/remote.ts';
import { storeProblemFiles } from '../packages/problem-files.ts';

/**
 * The images of a fetched remote statement (`![](address)` in its markdown fields), kept on this
 * server with the files of imported problems (problem-files.ts), so the statement shows when the
 * site is out of reach. An image not stored keeps the site's full address.
 */
export interface StatementImage {
  /** The address as the statement wrote it. */
  src: string;
  ext: 'png' | 'jpg' | 'gif' | 'webp';
  bytes: Uint8Array;
}

const IMAGE_LINK = /(!\[[^\]]*\]\(\s*)([^)\s]+)(\s*\))/g;
const FIELDS = ['description', 'input', 'output', 'hint'] as const;

/** Every image address of the statement, once each, in the order they appear. */
export function statementImageLinks(p: FetchedProblem): string[] {
  const found = new Set<string>();
  for (const field of FIELDS) for (const m of p[field].matchAll(IMAGE_LINK)) found.add(m[2]!);
  return [...found];
}

/** The site's full address of a link (a relative one read against the statement's page). */
export function absoluteImageUrl(src: string, pageUrl: string): string | null {
  try {
    return new URL(src, pageUrl).toString();
  } catch {
    return null;
  }
}

/**
 * Stores the images in a new folder of problem files and points the statement's links at them;
 * the links of the others become the site's full address. Answers the folder (null when none was
 * stored) so a failed import can remove it.
 */
export function storeStatementImages(
  dataDir: string,
  p: FetchedProblem,
  images: StatementImage[],
): { problem: FetchedProblem; folder: string | null } {
  const named = images.map((img, i) => ({
    src: img.src,
    name: `image-${i + 1}.${img.ext}`,
    content: { content: img.bytes },
  }));
  const stored = named.length ? storeProblemFiles(dataDir, named) : null;
  const local = new Map(named.map((f) => [f.src, stored!.urls.get(f.name)!]));
  const rewrite = (text: string) =>
    text.replace(IMAGE_LINK, (whole, open: string, src: string, close: string) => {
      const to = local.get(src) ?? absoluteImageUrl(src, p.url);
      return to ? `${open}${to}${close}` : whole;
    });
  const problem = { ...p };
  for (const field of FIELDS) problem[field] = rewrite(p[field]);
  return { problem, folder: stored?.folder ?? null };
}
