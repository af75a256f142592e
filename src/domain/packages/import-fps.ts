import { XMLParser } from 'fast-xml-parser';
import { Errors } from '../errors.ts';
import { isJunk, listZip, readEntryText } from '../testcases/zip-reader.ts';
import { num, str, type ImportedProblem } from './common.ts';

/** Largest FPS XML accepted (it carries the test data inline). */
const FPS_MAX_BYTES = 128 * 1024 * 1024;
const REPEATED = new Set(['item', 'sample_input', 'sample_output', 'test_input', 'test_output', 'template', 'solution', 'img']);

function text(v: unknown): string {
  if (v && typeof v === 'object') return str((v as Record<string, unknown>)['#text']);
  return str(v);
}

function attr(v: unknown, name: string): string {
  return v && typeof v === 'object' ? str((v as Record<string, unknown>)[`@_${name}`]) : '';
}

function list(v: unknown): unknown[] {
  return Array.isArray(v) ? v : v === undefined ? [] : [v];
}

/** Time limit in ms from <time_limit unit="s|ms">. */
function timeMs(v: unknown): number {
  const n = num(text(v), 1);
  return Math.max(1, Math.round(attr(v, 'unit').toLowerCase() === 'ms' ? n : n * 1000));
}

/** Memory limit in MB from <memory_limit unit="mb|kb">. */
function memoryMb(v: unknown): number {
  const n = num(text(v), 256);
  return Math.max(1, Math.round(attr(v, 'unit').toLowerCase() === 'kb' ? n / 1024 : n));
}

/**
 * Reads FPS (free problem set) XML: <fps><item> per problem with title, limits, statement,
 * sample_input/sample_output and test_input/test_output pairs, hint, source, spj and templates.
 * A zip of several .xml files is accepted too.
 */
export function readFpsPackage(bytes: Uint8Array, fileName: string): ImportedProblem[] {
  const isZip = bytes[0] === 0x50 && bytes[1] === 0x4b;
  const docs = isZip
    ? listZip(bytes).filter((e) => !e.isDir && !isJunk(e.name) && e.name.toLowerCase().endsWith('.xml')).map((e) => readEntryText(bytes, e))
    : [new TextDecoder().decode(bytes)];
  if (!isZip && bytes.length > FPS_MAX_BYTES) throw Errors.FileTooLarge();
  const parser = new XMLParser({ ignoreAttributes: false, parseTagValue: false, trimValues: false, isArray: (name) => REPEATED.has(name), processEntities: true });
  return docs.flatMap((xml) => {
    // Declared entities could expand without bound; FPS files never need them.
    if (/<!ENTITY/i.test(xml)) throw Errors.PackageInvalid(`${fileName} declares XML entities`);
    let doc: Record<string, unknown>;
    try {
      doc = parser.parse(xml) as Record<string, unknown>;
    } catch {
      throw Errors.PackageInvalid(`${fileName} is not valid XML`);
    }
    const fps = doc.fps as Record<string, unknown> | undefined;
    if (!fps) throw Errors.PackageInvalid(`${fileName} is not an FPS file (no <fps> element)`);
    return list(fps.item).map((raw): ImportedProblem => {
      const item = raw as Record<string, unknown>;
      const title = text(item.title).trim();
      if (!title) throw Errors.PackageInvalid('an FPS item has no title');
      const sIn = list(item.sample_input).map(text);
      const sOut = list(item.sample_output).map(text);
      const tIn = list(item.test_input).map(text);
      const tOut = list(item.test_output).map(text);
      const examples = sIn.map((input, i) => ({ input, output: sOut[i] ?? '' }));
      const tests = tIn.length > 0 ? tIn.map((input, i) => ({ input, output: tOut[i] ?? '' })) : examples;
      const spj = list(item.spj)[0];
      const templates = list(item.template).map((t) => ({ language: attr(t, 'language'), code: text(t) }));
      return {
        problem: {
          title, description: text(item.description), input: text(item.input), output: text(item.output),
          hint: text(item.hint), source: text(item.source), exampleList: examples,
          timeLimit: timeMs(item.time_limit), memoryLimit: memoryMb(item.memory_limit),
          judgeMode: spj ? 'spj' : 'default', spjCode: spj ? text(spj) : null, spjLanguage: spj ? attr(spj, 'language') || 'C' : null,
        },
        cases: tests.map((t) => ({ input: { content: t.input }, output: { content: t.output } })),
        codeTemplates: templates.filter((t) => t.language),
      };
    });
  });
}
