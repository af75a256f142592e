import type { ImportWarning } from '../../contract/problem-import.ts';
import { PROBLEM_LIMITS } from '../../contract/problems.ts';
import { Errors } from '../errors.ts';
import { byLengthThenName } from '../testcases/pairing.ts';
import { readEntryText, type ZipEntry } from '../testcases/zip-reader.ts';
import {
  eachProblem,
  indexEntries,
  limitOr,
  maybeNum,
  num,
  parseData,
  str,
  zipSource,
  type ImportedProblem,
  type ImportItem,
} from './common.ts';
import { adaptChecker } from './checker-conventions.ts';
import { kattisDefaultValidator, kattisFlags } from './kattis-default-validator.ts';
import { kattisStatement } from './kattis-statement.ts';
import { listPackage, refuseOddNames } from './package-entries.ts';
import { carryImages } from './statement-images.ts';

type Case = ImportedProblem['cases'][number];
type Yaml = Record<string, unknown>;
const HEADER = /\.(h|hh|hpp|hxx|inc)$/i;
const SOURCE = /\.(c|cc|cpp|cxx)$/i;
/** What this reader takes from a problem's folder; submissions/, generators/ … are never read. */
const READS = [
  'problem.yaml',
  '.timelimit',
  'data/',
  'problem_statement/',
  'statement/',
  'output_validators/',
  'output_validator/',
];

/** The test cases of data/<dir>/ in Kattis order (by name in each folder, files before subfolders), with their group folder. */
function casesUnder(names: string[], dir: string): { base: string; group: string }[] {
  const inputs = names.filter((n) => n.startsWith(dir) && n.endsWith('.in')).map((n) => n.slice(dir.length));
  const sortKey = (rel: string) =>
    rel
      .split('/')
      .map((part, i, all) => `${i === all.length - 1 ? '0' : '1'}${part}`)
      .join('/');
  return inputs
    .sort((a, b) => (sortKey(a) < sortKey(b) ? -1 : sortKey(a) > sortKey(b) ? 1 : byLengthThenName(a, b)))
    .map((rel) => ({ base: `${dir}${rel.slice(0, -3)}`, group: rel.includes('/') ? rel.split('/')[0]! : '' }));
}

/** The validator sources of output_validators/ (legacy) or output_validator/ (2023-07). */
function validatorFiles(byName: Map<string, ZipEntry>, root: string): ZipEntry[] {
  return [...byName.values()].filter(
    (e) => e.name.startsWith(`${root}output_validators/`) || e.name.startsWith(`${root}output_validator/`),
  );
}

/**
 * Reads Kattis problem packages: per problem.yaml beside a data/ folder the name, statement
 * (problem_statement/ or statement/, Markdown or LaTeX), data/sample and data/secret with nested
 * groups (scoring problems: accept_score and min/sum grading per group), limits, and the output
 * validator (default with its flags, or a custom C/C++ validator with its headers; interactive
 * validators become interactors).
 */
export function readKattisPackage(zip: Uint8Array, _name = '', preferred: string[] = ['en', 'zh']): ImportItem[] {
  const { all, entries, odd } = listPackage(zip, 'problem.yaml');
  const byName = indexEntries(entries);
  const names = [...byName.keys()];
  const yamls = entries.filter((e) => !e.isDir && /(^|\/)problem\.yaml$/.test(e.name));
  if (yamls.length === 0) throw Errors.PackageInvalid('no problem.yaml found: this is not a Kattis package');
  return eachProblem(
    yamls,
    (entry) => entry.name,
    (entry): ImportedProblem => {
      const root = entry.name.slice(0, -'problem.yaml'.length);
      refuseOddNames(odd, root, READS);
      if (!names.some((n) => n.startsWith(`${root}data/`))) {
        throw Errors.PackageInvalid(
          `${entry.name} has no data/ folder beside it: this looks like a Hydro package (problem.yaml with testdata/); import it as Hydro`,
        );
      }
      const meta = parseData(readEntryText(zip, entry), entry.name, 'yaml');
      const text = (path: string) => {
        const e = byName.get(`${root}${path}`);
        return e ? readEntryText(zip, e) : null;
      };
      const statement = kattisStatement(
        text,
        names.filter((n) => n.startsWith(root)).map((n) => n.slice(root.length)),
        meta,
        preferred,
      );
      const title = statement.title || root.replace(/\/$/, '').split('/').pop() || '';
      if (!title) throw Errors.PackageInvalid(`${entry.name} has no name`);
      const type = str(meta.type, 'pass-fail');
      const validation = str(meta.validation, 'default');
      const interactive = validation.includes('interactive') || type.includes('interactive');
      const scoring = type.includes('scoring');

      const groupYaml = (dir: string): Yaml => {
        const e = byName.get(`${root}data/${dir}testdata.yaml`) ?? byName.get(`${root}data/${dir}test_group.yaml`);
        return e ? parseData(readEntryText(zip, e), e.name, 'yaml') : {};
      };
      const top = groupYaml('');
      const secret = { ...top, ...groupYaml('secret/') };
      const sample = casesUnder(names, `${root}data/sample/`).map((c) => ({ ...c, group: 'sample' }));
      const secrets = casesUnder(names, `${root}data/secret/`);
      if (sample.length + secrets.length === 0)
        throw Errors.PackageInvalid(`${title}: data/sample and data/secret hold no .in files`);
      const groups = new Map<string, Yaml>([
        ['sample', { ...top, ...groupYaml('sample/') }],
        ['', secret],
      ]);
      for (const c of secrets)
        if (c.group && !groups.has(c.group)) groups.set(c.group, { ...secret, ...groupYaml(`secret/${c.group}/`) });
      const groupNums = new Map<string, number>();
      let nextGroup = 1;
      const cases: Case[] = [...sample, ...secrets].map((c) => {
        const input = byName.get(`${c.base}.in`)!;
        const answer = byName.get(`${c.base}.ans`);
        if (!answer && !interactive) throw Errors.PackageInvalid(`${title}: ${c.base}.ans is missing`);
        const base: Case = { input: zipSource(zip, input), output: zipSource(zip, answer) };
        if (!scoring) return base;
        const y = groups.get(c.group)!;
        const min =
          str(y.grader_flags).split(/\s+/).includes('min') ||
          (c.group !== '' && c.group !== 'sample' && y.score !== undefined);
        const score = num(y.score ?? y.accept_score, c.group === 'sample' ? 0 : 1);
        if (!Number.isInteger(score) || score < 0)
          throw Errors.PackageInvalid(`${title}: the score ${score} of ${c.group || 'secret'} is not a whole number`);
        const shared = min && c.group !== '' && c.group !== 'sample';
        const groupNum = (shared ? groupNums.get(c.group) : undefined) ?? nextGroup++;
        if (shared) groupNums.set(c.group, groupNum);
        return { ...base, score, groupNum };
      });

      const validator = validatorFiles(byName, root);
      const sources = validator.filter((e) => SOURCE.test(e.name));
      const custom = validation.includes('custom') || interactive || sources.length > 0;
      let spjCode: string | null = null;
      let spjLanguage: string | null = null;
      let judgeExtraFile: Record<string, string> | null = null;
      if (custom) {
        if (sources.length !== 1) {
          const found = validator.map((e) => e.name.slice(root.length)).join(', ') || 'none';
          throw Errors.PackageInvalid(
            `${title}: a custom output validator must be one C or C++ source file (found: ${found})`,
          );
        }
        spjCode = adaptChecker(readEntryText(zip, sources[0]!), interactive ? 'kattis-interactive' : 'kattis');
        spjLanguage = /\.c$/i.test(sources[0]!.name) ? 'C' : 'C++17';
        const headers = validator.filter((e) => HEADER.test(e.name));
        if (headers.length > 0)
          judgeExtraFile = Object.fromEntries(headers.map((e) => [e.name.split('/').pop()!, readEntryText(zip, e)]));
      } else {
        // The default validator ignores case: our own comparison would not, so it is compiled as a checker.
        spjCode = kattisDefaultValidator(kattisFlags(meta.validator_flags ?? top.output_validator_flags, title));
        spjLanguage = 'C++17';
      }
      const limits = (meta.limits ?? {}) as Yaml;
      const dotTimelimit = all.find((e) => e.name === `${root}.timelimit`);
      const seconds =
        maybeNum(limits.time_limit) ?? maybeNum(dotTimelimit ? readEntryText(zip, dotTimelimit).trim() : undefined);
      const warnings: ImportWarning[] = [];
      const timeLimit = limitOr(
        seconds === null ? null : Math.min(PROBLEM_LIMITS.timeMax, Math.max(1, Math.round(seconds * 1000))),
        1000,
        'time',
        warnings,
      );
      const memory = maybeNum(limits.memory);
      const memoryLimit = limitOr(
        memory === null ? null : Math.min(PROBLEM_LIMITS.memoryMax, Math.max(1, Math.round(memory))),
        2048,
        'memory',
        warnings,
      );
      const { description, input, output, hint } = statement;
      const carried = carryImages(
        { description, input, output, hint },
        `${root}${statement.dir}`,
        zip,
        byName,
        warnings,
      );
      return {
        problem: {
          problemId: '',
          title,
          ...carried.texts,
          exampleList: sample.slice(0, 20).map((c) => ({
            input: text(`${c.base.slice(root.length)}.in`) ?? '',
            output: text(`${c.base.slice(root.length)}.ans`) ?? '',
          })),
          source: str(meta.source) || undefined,
          timeLimit,
          memoryLimit,
          type: scoring ? 1 : 0,
          judgeCaseMode: scoring && groupNums.size > 0 ? 'subtask_lowest' : 'default',
          judgeMode: interactive ? 'interactive' : 'spj',
          spjCode,
          spjLanguage,
          judgeExtraFile,
        },
        cases,
        tags: Array.isArray(meta.keywords)
          ? meta.keywords.map((k) => str(k))
          : typeof meta.keywords === 'string'
            ? meta.keywords.split(/\s+/).filter(Boolean)
            : [],
        files: carried.files,
        warnings,
      };
    },
  );
}
