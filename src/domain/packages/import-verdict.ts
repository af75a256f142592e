import type { ImportWarning } from '../../contract/problem-import.ts';
import { Errors } from '../errors.ts';
import { isJunk, listZip, readEntryText } from '../testcases/zip-reader.ts';
import {
  bool,
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

function extraFiles(v: unknown): Record<string, string> | null {
  const value =
    typeof v === 'string' && v.trim() !== ''
      ? (() => {
          try {
            return JSON.parse(v) as unknown;
          } catch {
            return null;
          }
        })()
      : v;
  if (!value || typeof value !== 'object' || Array.isArray(value)) return null;
  return Object.fromEntries(Object.entries(value as Record<string, unknown>).map(([k, c]) => [k, str(c)]));
}

/** Reads our own export (the established judge's format): problem_<id>.json + problem_<id>/ data. */
export function readVerdictPackage(zip: Uint8Array): ImportItem[] {
  const entries = listZip(zip).filter((e) => !isJunk(e.name));
  const byName = indexEntries(entries);
  const jsons = entries.filter((e) => !e.isDir && /^problem_[^/]+\.json$/.test(e.name));
  return eachProblem(
    jsons,
    (entry) => entry.name,
    (entry): ImportedProblem => {
      const folder = entry.name.slice(0, -'.json'.length);
      const data = parseData(readEntryText(zip, entry), entry.name, 'json');
      const p = (data.problem ?? {}) as Record<string, unknown>;
      if (!str(p.title)) throw Errors.PackageInvalid(`${entry.name} has no problem title`);
      const samples = Array.isArray(data.samples) ? (data.samples as Record<string, unknown>[]) : [];
      const cases = samples.map((s) => {
        const input = byName.get(`${folder}/${str(s.input)}`);
        if (!input) throw Errors.PackageInvalid(`${folder}/${str(s.input)} is missing`);
        return {
          input: zipSource(zip, input),
          output: zipSource(zip, byName.get(`${folder}/${str(s.output)}`)),
          score: s.score === undefined || s.score === null ? undefined : num(s.score, 0),
          groupNum: s.groupNum === undefined || s.groupNum === null ? undefined : num(s.groupNum, 1),
        };
      });
      const judgeMode = str(data.judgeMode, str(p.judgeMode, bool(data.isSpj, false) ? 'spj' : 'default'));
      const warnings: ImportWarning[] = [];
      if (judgeMode === 'default') {
        cases.forEach((c, i) => {
          if (!('zip' in c.output))
            warnings.push(warning('answerMissing', { test: `${folder}/${str(samples[i]!.input)}` }));
        });
      }
      return {
        problem: {
          problemId: str(p.problemId),
          title: str(p.title),
          author: str(p.author) || undefined,
          description: str(p.description),
          input: str(p.input),
          output: str(p.output),
          examples: str(p.examples),
          hint: str(p.hint),
          source: str(p.source),
          timeLimit: limitOr(maybeNum(p.timeLimit), 1000, 'time', warnings),
          memoryLimit: limitOr(maybeNum(p.memoryLimit), 256, 'memory', warnings),
          stackLimit: limitOr(maybeNum(p.stackLimit), 128, 'stack', warnings),
          difficulty: num(p.difficulty, 0),
          type: num(p.type, 0),
          auth: num(p.auth, 1),
          judgeMode: judgeMode as 'default',
          judgeCaseMode: str(p.judgeCaseMode, 'default') as 'default',
          spjCode: str(p.spjCode) || null,
          spjLanguage: str(p.spjLanguage) || null,
          isRemoveEndBlank: bool(p.isRemoveEndBlank, true),
          openCaseResult: bool(p.openCaseResult, true),
          codeShare: bool(p.codeShare, true),
          isFileIO: bool(p.isFileIO, false),
          ioReadFileName: str(p.ioReadFileName) || null,
          ioWriteFileName: str(p.ioWriteFileName) || null,
          userExtraFile: extraFiles(data.userExtraFile ?? p.userExtraFile),
          judgeExtraFile: extraFiles(data.judgeExtraFile ?? p.judgeExtraFile),
          checkerPoints: p.checkerPoints === 'absolute' ? 'absolute' : 'fraction',
          checkerPointsScale:
            p.checkerPoints === 'absolute' && typeof p.checkerPointsScale === 'number' ? p.checkerPointsScale : null,
        },
        cases,
        tags: Array.isArray(data.tags)
          ? data.tags.map((t) => (typeof t === 'object' && t ? str((t as { name?: unknown }).name) : str(t)))
          : [],
        languages: Array.isArray(data.languages) ? data.languages.map((l) => str(l)) : [],
        codeTemplates: Array.isArray(data.codeTemplates)
          ? (data.codeTemplates as Record<string, unknown>[]).map((t) => ({
              language: str(t.language),
              code: str(t.code),
              status: bool(t.status, true),
            }))
          : [],
        strictId: true,
        warnings,
      };
    },
  );
}
