import { Errors } from '../errors.ts';
import { isJunk, listZip, type ZipEntry } from '../testcases/zip-reader.ts';

/**
 * The entries of a package archive. An entry with an odd path (a backslash, `..`, an absolute
 * path …) is not refused here: packages carry folders an importer never reads (Kattis
 * submissions/, Polygon solutions/), and a name there harms nothing. Such names are kept aside
 * for `refuseOddNames`, which a reader calls with the places it reads. `entries` leaves out
 * junk (__MACOSX/, dot files), `all` keeps it. An odd name of the file that marks a problem
 * (`marker`: problem.yaml, problem.xml) refuses the package.
 */
export function listPackage(zip: Uint8Array, marker: string): { all: ZipEntry[]; entries: ZipEntry[]; odd: string[] } {
  const odd: string[] = [];
  const all = listZip(zip, undefined, odd);
  // An odd name that could be a problem's own file (problem.yaml …) belongs to no folder that can be ignored.
  const problemFile = odd.find((raw) => raw.replace(/\\/g, '/').split('/').pop() === marker);
  if (problemFile !== undefined) throw Errors.ZipUnsafePath(problemFile);
  return { all, entries: all.filter((e) => !isJunk(e.name)), odd };
}

/** The paths an odd name could stand for: `..` dropped, or resolved. */
function readings(raw: string): string[] {
  const parts = raw
    .replace(/\\/g, '/')
    .split('/')
    .filter((s) => s !== '' && s !== '.');
  const resolved: string[] = [];
  for (const s of parts)
    if (s === '..') resolved.pop();
    else resolved.push(s);
  return [parts.filter((s) => s !== '..').join('/'), resolved.join('/')];
}

/**
 * Refuses the problem at `root` when an odd name could be one of the files it reads: `reads` are
 * paths under the root, a folder when it ends with '/'.
 */
export function refuseOddNames(odd: string[], root: string, reads: string[]): void {
  for (const raw of odd) {
    const hit = readings(raw).some((path) =>
      reads.some((r) => (r.endsWith('/') ? path.startsWith(`${root}${r}`) : path === `${root}${r}`)),
    );
    if (hit) throw Errors.ZipUnsafePath(raw);
  }
}
