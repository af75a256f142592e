import { XMLParser } from 'fast-xml-parser';
import { DEFAULT_LANGUAGES } from '../../contract/languages.ts';
import type { ImportWarning } from '../../contract/problem-import.ts';
import { Errors } from '../errors.ts';
import { mapLanguage } from '../problems/languages.ts';
import { isJunk, listZip, readEntryText } from '../testcases/zip-reader.ts';
import {
  checkerLanguageOr,
  eachProblem,
  limitOr,
  maybeNum,
  warning,
  type ImportedProblem,
  type ImportItem,
} from './common.ts';
import { fpsImages, uncarriedImages } from './fps-images.ts';
import { attr, CDATA, fpsText, list } from './fps-text.ts';

/** Largest FPS XML accepted (it carries the test data inline). */
const FPS_MAX_BYTES = 128 * 1024 * 1024;
const REPEATED = new Set([
  'item',
  'sample_input',
  'sample_output',
  'test_input',
  'test_output',
  'template',
  'prepend',
  'append',
  'solution',
  'img',
]);

/** Time limit in ms from <time_limit unit="s|ms">, or null when none is given. */
function timeMs(v: unknown): number | null {
  const n = maybeNum(fpsText(v, 'plain'));
  return n === null ? null : Math.max(1, Math.round(attr(v, 'unit').toLowerCase() === 'ms' ? n : n * 1000));
}

/** Memory limit in MB from <memory_limit unit="mb|kb">, or null when none is given. */
function memoryMb(v: unknown): number | null {
  const n = maybeNum(fpsText(v, 'plain'));
  return n === null ? null : Math.max(1, Math.round(attr(v, 'unit').toLowerCase() === 'kb' ? n / 1024 : n));
}

/**
 * The tests, or the samples when the item has no test data (with a warning). Samples that are
 * all empty are refused: they would make one empty test that a program printing nothing passes.
 */
function casesOf(
  title: string,
  tests: { input: string; output: string }[],
  examples: { input: string; output: string }[],
  warnings: ImportWarning[],
) {
  if (tests.length > 0) return tests;
  if (examples.length === 0) return [];
  if (examples.every((e) => e.input.trim() === '' && e.output.trim() === '')) throw Errors.PackageSamplesEmpty(title);
  warnings.push(warning('samplesAsTests', { count: examples.length }));
  return examples;
}

/** Code templates: per language, <prepend>, <template> and <append> joined in that order. */
function templates(item: Record<string, unknown>): { language: string; code: string }[] {
  const parts = new Map<string, string[]>();
  for (const tag of ['prepend', 'template', 'append']) {
    for (const t of list(item[tag])) {
      const language = attr(t, 'language');
      if (!language) continue;
      parts.set(
        language,
        [...(parts.get(language) ?? []), fpsText(t)].filter((x) => x.trim() !== ''),
      );
    }
  }
  return [...parts].map(([language, codes]) => ({ language, code: codes.join('\n') }));
}

function readItem(item: Record<string, unknown>): ImportedProblem {
  const title = fpsText(item.title, 'plain').trim();
  if (!title) throw Errors.PackageInvalid('an FPS item has no title');
  const html = (v: unknown) => fpsText(v, 'html');
  const examples = list(item.sample_input).map((input, i) => ({
    input: fpsText(input),
    output: fpsText(list(item.sample_output)[i]),
  }));
  const tOut = list(item.test_output);
  const tests = list(item.test_input).map((input, i) => ({ input: fpsText(input), output: fpsText(tOut[i]) }));
  const spj = list(item.spj)[0];
  const solutionLanguages = list(item.solution)
    .map((s) => attr(s, 'language'))
    .filter((l) => l !== '');
  const codeTemplates = templates(item);
  const warnings: ImportWarning[] = [];
  const cases = casesOf(title, tests, examples, warnings);
  // A problem whose every solution is in a language not judged here (an SQL problem) cannot be solved as written.
  if (solutionLanguages.length > 0 && solutionLanguages.every((l) => mapLanguage(l) === null)) {
    warnings.push(warning('solutionsUnjudgeable', { languages: [...new Set(solutionLanguages)].join(', ') }));
  }
  const files = fpsImages(list(item.img), warnings);
  const statement = {
    description: html(item.description),
    input: html(item.input),
    output: html(item.output),
    hint: html(item.hint),
  };
  uncarriedImages(Object.values(statement), files, warnings);
  return {
    problem: {
      title,
      ...statement,
      source: fpsText(item.source, 'plain').trim(),
      exampleList: examples,
      timeLimit: limitOr(timeMs(item.time_limit), 1000, 'time', warnings),
      memoryLimit: limitOr(memoryMb(item.memory_limit), 256, 'memory', warnings),
      judgeMode: spj ? 'spj' : 'default',
      spjCode: spj ? fpsText(spj) : null,
      spjLanguage: spj ? checkerLanguageOr(attr(spj, 'language'), warnings) : null,
    },
    cases: cases.map((t) => ({ input: { content: t.input }, output: { content: t.output } })),
    // The usual languages, and every language the package brings solutions or templates for.
    languages: [...DEFAULT_LANGUAGES, ...solutionLanguages, ...codeTemplates.map((t) => t.language)],
    codeTemplates,
    files,
    warnings,
  };
}

/**
 * Reads FPS (free problem set) XML: <fps><item> per problem with title, limits, statement,
 * sample_input/sample_output and test_input/test_output pairs, hint, source, spj, solutions,
 * templates and images (base64). A zip of several .xml files is accepted too. Each item is read
 * on its own: a broken item is reported and the others imported.
 */
export function readFpsPackage(bytes: Uint8Array, fileName: string): ImportItem[] {
  const isZip = bytes[0] === 0x50 && bytes[1] === 0x4b;
  if (!isZip && bytes.length > FPS_MAX_BYTES) throw Errors.FileTooLarge();
  const docs = isZip
    ? listZip(bytes)
        .filter((e) => !e.isDir && !isJunk(e.name) && e.name.toLowerCase().endsWith('.xml'))
        .map((e) => ({ name: e.name, xml: readEntryText(bytes, e) }))
    : [{ name: fileName, xml: new TextDecoder().decode(bytes) }];
  const parser = new XMLParser({
    ignoreAttributes: false,
    parseTagValue: false,
    trimValues: false,
    isArray: (name) => REPEATED.has(name),
    processEntities: true,
    htmlEntities: true,
    cdataPropName: CDATA,
  });
  return docs.flatMap(({ name, xml }) => {
    // Declared entities could expand without bound; FPS files never need them.
    if (/<!ENTITY/i.test(xml)) throw Errors.PackageInvalid(`${name} declares XML entities`);
    let doc: Record<string, unknown>;
    try {
      doc = parser.parse(xml) as Record<string, unknown>;
    } catch {
      throw Errors.PackageInvalid(`${name} is not valid XML`);
    }
    const fps = doc.fps as Record<string, unknown> | undefined;
    if (!fps || typeof fps !== 'object') throw Errors.PackageInvalid(`${name} is not an FPS file (no <fps> element)`);
    const items = list(fps.item) as Record<string, unknown>[];
    return eachProblem(
      items,
      (raw) => fpsText(raw?.title, 'plain').trim(),
      (raw) => readItem(raw),
    );
  });
}
