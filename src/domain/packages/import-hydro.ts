import type { ImportWarning } from '../../contract/problem-import.ts';
import { spreadScores } from '../../contract/scoring.ts';
import { Errors } from '../errors.ts';
import { pairCaseFiles } from '../testcases/pairing.ts';
import { readEntryText, type ZipEntry } from '../testcases/zip-reader.ts';
import {
  eachProblem,
  indexEntries,
  limitOr,
  maybeNum,
  num,
  parseData,
  str,
  warning,
  zipSource,
  type ImportItem,
  type ImportedProblem,
} from './common.ts';
import { embedHydroPdfs, hydroFiles, pdfOnlyStatement } from './hydro-files.ts';
import { parseMemory, parseTime, splitHydroStatement } from './hydro-statement.ts';
import { adaptChecker, checkerLanguageOf, hydroChecker } from './checker-conventions.ts';
import { listPackage, refuseOddNames } from './package-entries.ts';

type Case = ImportedProblem['cases'][number];

/** The input files of the cases that have no answer file. */
function missingAnswers(cases: Case[]): string[] {
  return cases
    .filter((c) => !('zip' in c.output) && 'zip' in c.input)
    .map((c) => ('entry' in c.input ? c.input.entry.name : ''));
}

/** Cases of testdata/config.yaml (subtasks or a case list), or paired from the files. */
function readCases(
  zip: Uint8Array,
  byName: Map<string, ZipEntry>,
  dir: string,
  config: Record<string, unknown>,
  warnings: ImportWarning[],
): { cases: Case[]; subtasks: boolean; sum: boolean } {
  const file = (name: string) => byName.get(`${dir}${name}`);
  const one = (c: Record<string, unknown>) => {
    const input = file(str(c.input));
    if (!input) throw Errors.PackageInvalid(`${dir}${str(c.input)} is missing`);
    return { input: zipSource(zip, input), output: zipSource(zip, file(str(c.output))) };
  };
  if (Array.isArray(config.subtasks) && config.subtasks.length > 0) {
    const subtasks = config.subtasks as Record<string, unknown>[];
    // Hydro scores a subtask by its lowest case unless it says 'sum'.
    const sum = subtasks.every((st) => st.type === 'sum');
    const cases: Case[] = [];
    subtasks.forEach((st, g) => {
      const list = Array.isArray(st.cases) ? (st.cases as Record<string, unknown>[]) : [];
      const given = maybeNum(st.score);
      const full = given ?? Math.floor(100 / subtasks.length);
      if (given === null) warnings.push(warning('subtaskScoreDefault', { subtask: num(st.id, g + 1), value: full }));
      // Summed cases share the subtask's score; under the lowest-case rule each case carries all of it.
      const scores = sum ? spreadScores(list.length, full) : list.map(() => full);
      for (const [i, c] of list.entries()) cases.push({ ...one(c), score: scores[i], groupNum: num(st.id, g + 1) });
    });
    return { cases, subtasks: subtasks.some((st) => Array.isArray(st.cases) && st.cases.length > 1), sum };
  }
  if (Array.isArray(config.cases) && config.cases.length > 0) {
    return { cases: (config.cases as Record<string, unknown>[]).map(one), subtasks: false, sum: true };
  }
  const names = [...byName.keys()]
    .filter((n) => n.startsWith(dir) && !n.slice(dir.length).includes('/'))
    .map((n) => n.slice(dir.length))
    .filter((n) => /\.(in|out|ans|txt)$/.test(n));
  const pairs = pairCaseFiles(names);
  return {
    cases: pairs.map((p) => ({
      input: zipSource(zip, file(p.input)),
      output: zipSource(zip, p.output ? file(p.output) : undefined),
    })),
    subtasks: false,
    sum: true,
  };
}

/**
 * Reads a Hydro export: per problem a folder (or the archive root) with problem.yaml,
 * problem.md / problem_zh.md / problem_en.md, testdata/ (config.yaml plus the files) and
 * additional_file/ (images, PDF statements, attachments). Each problem is read on its own.
 */
export function readHydroPackage(zip: Uint8Array): ImportItem[] {
  const { entries, odd } = listPackage(zip, 'problem.yaml');
  const byName = indexEntries(entries);
  const yamls = entries.filter((e) => !e.isDir && /(^|\/)problem\.yaml$/.test(e.name));
  return eachProblem(
    yamls,
    (entry) => entry.name,
    (entry): ImportedProblem => {
      const root = entry.name.slice(0, -'problem.yaml'.length);
      refuseOddNames(odd, root, [
        'problem.yaml',
        'testdata/',
        'additional_file/',
        ...['', '_zh', '_en'].map((l) => `problem${l}.md`),
      ]);
      const meta = parseData(readEntryText(zip, entry), entry.name, 'yaml');
      const title = str(meta.title).trim();
      if (!title) throw Errors.PackageInvalid(`${entry.name} has no title`);
      const md =
        ['problem_zh.md', 'problem.md', 'problem_en.md'].map((n) => byName.get(`${root}${n}`)).find(Boolean) ??
        [...byName.values()].find(
          (e) => e.name.startsWith(root) && /^problem_[\w-]+\.md$/.test(e.name.slice(root.length)),
        );
      const files = hydroFiles(zip, byName.values(), root);
      const markdown = md ? embedHydroPdfs(readEntryText(zip, md)) : '';
      const statement = splitHydroStatement(markdown.trim() === '' ? pdfOnlyStatement(files) : markdown);
      const dataDir = `${root}testdata/`;
      const configEntry = byName.get(`${dataDir}config.yaml`) ?? byName.get(`${dataDir}config.yml`);
      const config = configEntry ? parseData(readEntryText(zip, configEntry), configEntry.name, 'yaml') : {};
      const type = str(config.type, 'default');
      if (type !== 'default' && type !== 'interactive')
        throw Errors.PackageInvalid(`${title}: Hydro problems of type ${type} are not supported`);
      const warnings: ImportWarning[] = [];
      const { cases, subtasks, sum } = readCases(zip, byName, dataDir, config, warnings);
      const checkerFile = type === 'interactive' ? str(config.interactor) : str(config.checker);
      const checkerType = str(config.checker_type, 'default');
      const checker =
        type === 'interactive'
          ? ({ kind: 'program', convention: 'testlib' } as const)
          : hydroChecker(checkerType, title);
      const usesChecker = checker.kind === 'program';
      const checkerEntry = usesChecker ? byName.get(`${dataDir}${checkerFile}`) : undefined;
      if (usesChecker && !checkerEntry)
        throw Errors.PackageInvalid(`${title}: the checker file ${checkerFile || '(none)'} is missing`);
      const scored = Array.isArray(config.subtasks);
      // An interactor may judge without answers; any other problem is compared with an empty one.
      if (type !== 'interactive')
        for (const test of missingAnswers(cases)) warnings.push(warning('answerMissing', { test }));
      return {
        problem: {
          problemId: str(meta.pid),
          title,
          description: statement.description,
          input: statement.input,
          output: statement.output,
          hint: statement.hint,
          exampleList: statement.examples,
          timeLimit: limitOr(parseTime(config.time, null), 1000, 'time', warnings),
          memoryLimit: limitOr(parseMemory(config.memory, null), 256, 'memory', warnings),
          type: scored ? 1 : 0,
          judgeMode: type === 'interactive' ? 'interactive' : usesChecker ? 'spj' : 'default',
          judgeCaseMode: subtasks ? (sum ? 'default' : 'subtask_lowest') : 'default',
          spjCode:
            checkerEntry && checker.kind === 'program'
              ? adaptChecker(readEntryText(zip, checkerEntry), checker.convention)
              : null,
          spjLanguage: checkerEntry ? checkerLanguageOf(checkerFile, title) : null,
          isRemoveEndBlank: !(checker.kind === 'compare' && checker.exact),
        },
        cases,
        tags: Array.isArray(meta.tag) ? meta.tag.map((t) => str(t)) : [],
        files,
        warnings,
      };
    },
  );
}
