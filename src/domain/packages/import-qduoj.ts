import type { ImportWarning } from '../../contract/problem-import.ts';
import { Errors } from '../errors.ts';
import { isJunk, listZip, readEntryText } from '../testcases/zip-reader.ts';
import {
  checkerLanguageOr,
  eachProblem,
  limitOr,
  maybeNum,
  num,
  parseData,
  str,
  indexEntries,
  warning,
  zipSource,
  type ImportItem,
  type ImportedProblem,
} from './common.ts';

/** QDUOJ writes rich text as {format, value}; older exports use plain strings. */
function value(v: unknown): string {
  if (v && typeof v === 'object') return str((v as { value?: unknown }).value);
  return str(v);
}

/**
 * Reads a QDUOJ export: one folder per problem holding problem.json and testcase/ (the archive
 * may wrap them in one more folder). Descriptions are HTML, which the markdown view shows.
 */
export function readQduojPackage(zip: Uint8Array): ImportItem[] {
  const entries = listZip(zip).filter((e) => !isJunk(e.name));
  const byName = indexEntries(entries);
  const jsons = entries.filter((e) => !e.isDir && /(^|\/)problem\.json$/.test(e.name));
  return eachProblem(
    jsons,
    (entry) => entry.name,
    (entry): ImportedProblem => {
      const folder = entry.name.slice(0, -'problem.json'.length);
      const data = parseData(readEntryText(zip, entry), entry.name, 'json');
      const title = str(data.title);
      if (!title) throw Errors.PackageInvalid(`${entry.name} has no title`);
      const isOi = str(data.rule_type) === 'OI';
      const scores = Array.isArray(data.test_case_score) ? (data.test_case_score as Record<string, unknown>[]) : [];
      const cases = scores.map((tc) => {
        const input = byName.get(`${folder}testcase/${str(tc.input_name)}`);
        if (!input) throw Errors.PackageInvalid(`${folder}testcase/${str(tc.input_name)} is missing`);
        const outName = str(tc.output_name);
        return {
          input: zipSource(zip, input),
          output: zipSource(zip, outName && outName !== '-' ? byName.get(`${folder}testcase/${outName}`) : undefined),
          score: isOi ? num(tc.score, 0) : undefined,
        };
      });
      const spj = data.spj && typeof data.spj === 'object' ? (data.spj as Record<string, unknown>) : null;
      const templates =
        data.template && typeof data.template === 'object' ? (data.template as Record<string, unknown>) : {};
      const samples = Array.isArray(data.samples) ? (data.samples as Record<string, unknown>[]) : [];
      const displayId = str(data.display_id);
      const warnings: ImportWarning[] = [];
      // A special judge may need no answers; any other problem is compared with an empty one.
      if (!spj)
        scores.forEach((tc, i) => {
          if (!('zip' in cases[i]!.output))
            warnings.push(warning('answerMissing', { test: `${folder}testcase/${str(tc.input_name)}` }));
        });
      return {
        problem: {
          problemId: /^\d+$/.test(displayId) ? `P${displayId}` : displayId,
          title,
          description: value(data.description),
          input: value(data.input_description),
          output: value(data.output_description),
          hint: value(data.hint),
          source: value(data.source),
          exampleList: samples.map((s) => ({ input: str(s.input), output: str(s.output) })),
          timeLimit: limitOr(maybeNum(data.time_limit), 1000, 'time', warnings),
          memoryLimit: limitOr(maybeNum(data.memory_limit), 256, 'memory', warnings),
          type: isOi ? 1 : 0,
          judgeMode: spj ? 'spj' : 'default',
          spjCode: spj ? str(spj.code) : null,
          spjLanguage: spj ? checkerLanguageOr(str(spj.language), warnings) : null,
        },
        cases,
        tags: Array.isArray(data.tags) ? data.tags.map((t) => str(t)) : [],
        codeTemplates: Object.entries(templates).map(([language, t]) => {
          const parts = (t && typeof t === 'object' ? t : { template: t }) as Record<string, unknown>;
          return {
            language,
            code: [str(parts.prepend), str(parts.template), str(parts.append)].filter((x) => x !== '').join('\n'),
          };
        }),
        warnings,
      };
    },
  );
}
