import { Errors } from '../errors.ts';
import { isJunk, listZip } from '../testcases/zip-reader.ts';

/** The package formats the import page offers, by the name their route and reader use. */
export const FORMAT_LABELS = {
  verdict: 'Verdict',
  qduoj: 'QDUOJ',
  fps: 'FPS',
  hydro: 'Hydro',
  polygon: 'Polygon',
  kattis: 'Kattis',
} as const;
export type FormatName = keyof typeof FORMAT_LABELS;

/** A format a file looks like, with the path that shows it. */
export interface FormatClue {
  format: FormatName;
  evidence: string;
}

const parent = (name: string, file: string) => name.slice(0, name.length - file.length);

/** Every format whose marks the file carries (an archive's names, or an XML document's root). */
export function formatClues(bytes: Uint8Array): FormatClue[] {
  if (!(bytes[0] === 0x50 && bytes[1] === 0x4b)) {
    const head = new TextDecoder().decode(bytes.subarray(0, 4096));
    return /<fps[\s>]/.test(head) ? [{ format: 'fps', evidence: '<fps>' }] : [];
  }
  let names: string[];
  try {
    names = listZip(bytes)
      .filter((e) => !isJunk(e.name))
      .map((e) => (e.isDir ? `${e.name}/` : e.name));
  } catch {
    return [];
  }
  const has = (prefix: string) => names.some((n) => n.startsWith(prefix));
  const clues: FormatClue[] = [];
  const add = (format: FormatName, evidence: string) => {
    if (!clues.some((c) => c.format === format)) clues.push({ format, evidence });
  };
  for (const name of names) {
    if (/(^|\/)problem\.xml$/.test(name)) add('polygon', name);
    if (/(^|\/)problem\.yaml$/.test(name)) {
      const dir = parent(name, 'problem.yaml');
      if (has(`${dir}data/sample`) || has(`${dir}data/secret`)) add('kattis', `${name}, ${dir}data/`);
      const hydroStatement = names.some(
        (n) => n.startsWith(dir) && /^problem(_[\w-]+)?\.md$/.test(n.slice(dir.length)),
      );
      if (has(`${dir}testdata/`) || hydroStatement) add('hydro', hydroStatement ? name : `${name}, ${dir}testdata/`);
    }
    if (/(^|\/)problem\.json$/.test(name) && has(`${parent(name, 'problem.json')}testcase/`))
      add('qduoj', `${name}, ${parent(name, 'problem.json')}testcase/`);
    if (/^problem_[^/]+\.json$/.test(name)) add('verdict', name);
    if (/\.xml$/i.test(name) && !/(^|\/)problem\.xml$/.test(name)) add('fps', name);
  }
  return clues;
}

/**
 * Refuses a file sent to the wrong import: when it carries the marks of other formats and none of
 * the one chosen, the message names what was found and where to import it.
 */
export function checkFormat(chosen: FormatName, bytes: Uint8Array, fileName: string): void {
  const clues = formatClues(bytes);
  if (clues.length === 0 || clues.some((c) => c.format === chosen)) return;
  const found = clues[0]!;
  throw Errors.PackageWrongFormat(fileName, FORMAT_LABELS[found.format], found.evidence, FORMAT_LABELS[chosen]);
}
