import { XMLParser } from 'fast-xml-parser';
import type { ImportWarning } from '../../contract/problem-import.ts';
import { Errors } from '../errors.ts';
import { readEntryText, type ZipEntry } from '../testcases/zip-reader.ts';
import {
  eachProblem,
  indexEntries,
  limitOr,
  maybeNum,
  num,
  str,
  warning,
  zipSource,
  type ImportedProblem,
  type ImportItem,
} from './common.ts';
import { listPackage, refuseOddNames } from './package-entries.ts';
import { polygonScoring, type PolygonGroup } from './polygon-scoring.ts';
import { polygonStatement } from './polygon-statement.ts';
import { carryImages } from './statement-images.ts';

const REPEATED = new Set([
  'name',
  'statement',
  'testset',
  'test',
  'group',
  'file',
  'tag',
  'dependency',
  'solution',
  'executable',
]);
const HEADER = /\.(h|hh|hpp|hxx|inc)$/i;
/** Largest header taken from a package as a judge extra file. */
const HEADER_MAX = 1024 * 1024;

type Node = Record<string, unknown>;

function node(v: unknown): Node {
  return v && typeof v === 'object' && !Array.isArray(v) ? (v as Node) : {};
}

function list(v: unknown): Node[] {
  return (Array.isArray(v) ? v : v === undefined ? [] : [v]).map(node);
}

function attr(v: unknown, name: string): string {
  return str(node(v)[`@_${name}`]);
}

/** `tests/%02d` with 7 → tests/07. */
function fromPattern(pattern: string, index: number): string {
  return pattern.replace(/%0?(\d*)d/, (_, width: string) => String(index).padStart(Number(width || 0), '0'));
}

/** Polygon's source types: cpp.g++17, cpp.gcc13-64-winlibs-g++20, c.gcc … */
function sourceLanguage(type: string, file: string, title: string): string {
  if (/^c\./.test(type) || (!type && /\.c$/i.test(file))) return 'C';
  if (/^cpp\./.test(type) || (!type && /\.(cpp|cc|cxx)$/i.test(file))) {
    const std = /(?:\+\+|std=c\+\+)(\d\d)/.exec(type)?.[1];
    return std === '11' || std === '14' || std === '20' ? `C++${std}` : 'C++17';
  }
  throw Errors.CheckerLanguageUnsupported(title, `${file} (${type})`);
}

function pickLanguage(names: string[], preferred: string[]): string | undefined {
  return preferred.find((l) => names.includes(l)) ?? names[0];
}

/**
 * Reads a Polygon package (or a contest package of several): per problem.xml the statement in
 * the preferred language (statement-sections/<lang>/ or the olymp.sty problem.tex), the main
 * testset's tests with points and groups, time and memory limits, input/output file names, the
 * checker, the interactor and the header resource files (testlib.h), kept beside the checker.
 */
export function readPolygonPackage(
  zip: Uint8Array,
  _name = '',
  preferred: string[] = ['english', 'chinese', 'russian'],
): ImportItem[] {
  const { entries, odd } = listPackage(zip, 'problem.xml');
  const byName = indexEntries(entries);
  const xmls = entries.filter((e) => !e.isDir && /(^|\/)problem\.xml$/.test(e.name));
  if (xmls.length === 0) throw Errors.PackageInvalid('no problem.xml found: this is not a Polygon package');
  const parser = new XMLParser({
    ignoreAttributes: false,
    attributeNamePrefix: '@_',
    isArray: (tag) => REPEATED.has(tag),
    processEntities: true,
  });
  return eachProblem(
    xmls,
    (entry) => entry.name,
    (entry) => readOne(zip, byName, odd, entry, parser, preferred),
  );
}

/** The folder of a path pattern or file, as `refuseOddNames` takes it. */
function folder(path: string): string {
  return path.slice(0, path.lastIndexOf('/') + 1);
}

function readOne(
  zip: Uint8Array,
  byName: Map<string, ZipEntry>,
  odd: string[],
  entry: ZipEntry,
  parser: XMLParser,
  preferred: string[],
): ImportedProblem {
  const root = entry.name.slice(0, -'problem.xml'.length);
  const file = (path: string) => byName.get(`${root}${path}`);
  const text = (path: string) => {
    const e = file(path);
    return e ? readEntryText(zip, e) : null;
  };
  let xml: Node;
  try {
    xml = node(parser.parse(readEntryText(zip, entry)).problem);
  } catch {
    throw Errors.PackageInvalid(`${entry.name} is not valid XML`);
  }
  const names = list(node(xml.names).name);
  const language =
    pickLanguage(
      names.map((n) => attr(n, 'language')),
      preferred,
    ) ?? 'english';
  const title = (
    attr(
      names.find((n) => attr(n, 'language') === language),
      'value',
    ) || attr(xml, 'short-name')
  ).trim();
  if (!title) throw Errors.PackageInvalid(`${entry.name} has no problem name`);

  const judging = node(xml.judging);
  const testset = list(judging.testset).find((t) => attr(t, 'name') === 'tests') ?? list(judging.testset)[0];
  if (!testset) throw Errors.PackageInvalid(`${title}: problem.xml has no testset`);
  const inputPattern = str(testset['input-path-pattern'], 'tests/%02d');
  const answerPattern = str(testset['answer-path-pattern'], 'tests/%02d.a');
  const assets = node(xml.assets);
  const sourcePaths = [node(assets.checker), node(assets.interactor)]
    .map((a) => attr(node(a.source), 'path'))
    .filter(Boolean);
  const resources = list(node(node(xml.files).resources).file).map((f) => attr(f, 'path'));
  // Only names where this reader takes files can refuse the problem (solutions/, documents/ … are never read).
  refuseOddNames(odd, root, [
    'problem.xml',
    'statement-sections/',
    'statements/',
    folder(inputPattern),
    folder(answerPattern),
    ...sourcePaths,
    ...resources,
  ]);

  const statement = polygonStatement(text, list(node(xml.statements).statement), language);
  const testNodes = list(node(testset.tests).test);
  const tests = testNodes.map((t, i) => {
    const input = fromPattern(inputPattern, i + 1);
    const inputEntry = file(input);
    if (!inputEntry) throw Errors.PackageTestMissing(title, `${root}${input}`);
    return {
      input: zipSource(zip, inputEntry),
      output: answerOf(
        zip,
        title,
        `${root}${fromPattern(answerPattern, i + 1)}`,
        i + 1,
        file(fromPattern(answerPattern, i + 1)),
        inputEntry,
        statement.examples,
      ),
      points: num(attr(t, 'points'), 0),
      group: attr(t, 'group'),
      sample: attr(t, 'sample') === 'true',
      inputEntry,
    };
  });
  const groups = new Map<string, PolygonGroup>(
    list(node(testset.groups).group).map((g) => [
      attr(g, 'name'),
      { points: num(attr(g, 'points'), 0), policy: attr(g, 'points-policy') || 'each-test' },
    ]),
  );
  const scoring = polygonScoring(title, tests, groups);

  const examples =
    statement.examples.length > 0
      ? statement.examples
      : tests
          .filter((t) => t.sample)
          .slice(0, 20)
          .map((t) => ({
            input: readEntryText(zip, t.inputEntry),
            output: 'entry' in t.output ? readEntryText(zip, t.output.entry) : (t.output.content as string),
          }));

  const checker = node(assets.checker);
  const interactor = node(assets.interactor);
  const program = (part: Node) => {
    const source = node(part.source);
    const path = attr(source, 'path');
    if (!path) return null;
    const code = text(path);
    if (code === null) throw Errors.PackageInvalid(`${title}: ${root}${path} is missing`);
    return { code, language: sourceLanguage(attr(source, 'type'), path, title) };
  };
  const interactive = Object.keys(interactor).length > 0 ? program(interactor) : null;
  const checkerName = attr(checker, 'name');
  if (interactive && checkerName && !checkerName.startsWith('std::')) {
    throw Errors.PackageInvalid(
      `${title}: interactive problems are judged by their interactor alone, so the custom checker ${checkerName} cannot be imported`,
    );
  }
  const custom = interactive ? null : Object.keys(checker).length > 0 ? program(checker) : null;
  const judge = interactive ?? custom;
  const headers = resources.filter((p) => HEADER.test(p));
  const judgeExtraFile: Record<string, string> = {};
  for (const path of headers) {
    const e = file(path);
    if (e && e.size <= HEADER_MAX) judgeExtraFile[path.split('/').pop()!] = readEntryText(zip, e);
  }
  const inputFile = ['', 'stdin'].includes(attr(judging, 'input-file')) ? '' : attr(judging, 'input-file');
  const outputFile = ['', 'stdout'].includes(attr(judging, 'output-file')) ? '' : attr(judging, 'output-file');
  if (Boolean(inputFile) !== Boolean(outputFile)) {
    throw Errors.PackageInvalid(
      `${title}: reading ${inputFile || 'stdin'} and writing ${outputFile || 'stdout'} cannot be judged here: both must be files, or both the standard streams`,
    );
  }
  const warnings: ImportWarning[] = statement.dropped.map((section) => warning('sectionDropped', { section }));
  const { description, input, output, hint } = statement;
  const carried = carryImages({ description, input, output, hint }, `${root}${statement.dir}`, zip, byName, warnings);
  const time = maybeNum(testset['time-limit']);
  const memory = maybeNum(testset['memory-limit']);
  return {
    problem: {
      problemId: '',
      title,
      ...carried.texts,
      exampleList: examples,
      timeLimit: limitOr(time === null ? null : Math.max(1, Math.round(time)), 1000, 'time', warnings),
      memoryLimit: limitOr(
        memory === null ? null : Math.max(1, Math.ceil(memory / (1024 * 1024))),
        256,
        'memory',
        warnings,
      ),
      type: scoring.type,
      judgeCaseMode: scoring.judgeCaseMode,
      judgeMode: interactive ? 'interactive' : custom ? 'spj' : 'default',
      spjCode: judge?.code ?? null,
      spjLanguage: judge?.language ?? null,
      isFileIO: inputFile !== '',
      ioReadFileName: inputFile || null,
      ioWriteFileName: outputFile || null,
      judgeExtraFile: judge && Object.keys(judgeExtraFile).length > 0 ? judgeExtraFile : null,
      checkerPoints: 'absolute',
      checkerPointsScale: scoring.checkerPointsScale,
    },
    cases: tests.map((t, i) => ({ input: t.input, output: t.output, ...scoring.cases[i] })),
    tags: list(node(xml.tags).tag).map((t) => attr(t, 'value')),
    files: carried.files,
    warnings,
  };
}

/**
 * A test's answer file. A package without it (answers are generated by running the main
 * solution) is refused naming the test, unless the test is a statement example whose answer the
 * statement gives: an empty answer would be a wrong problem.
 */
function answerOf(
  zip: Uint8Array,
  title: string,
  path: string,
  index: number,
  answer: ZipEntry | undefined,
  input: ZipEntry,
  examples: { input: string; output: string }[],
) {
  if (answer) return zipSource(zip, answer);
  const text = readEntryText(zip, input);
  const example = examples.find((e) => e.input.trim() === text.trim() && e.output.trim() !== '');
  if (!example) throw Errors.PackageAnswerMissing(title, path, index);
  return { content: example.output };
}
