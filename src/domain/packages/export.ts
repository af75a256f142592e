import { strToU8, zipSync, type Zippable } from 'fflate';
import type { Db } from '../../db/client.ts';
import { getProblemForAdmin } from '../problems/admin-queries.ts';
import { addCaseFiles } from '../testcases/download.ts';

/**
 * The problem package: per problem, `problem_<id>.json` (fields, cases with score and group,
 * tags, languages, code templates, extra files, judge mode) and a `problem_<id>/` folder with the
 * test data, as the established judge exports it.
 */
export function exportProblems(db: Db, dataDir: string, pids: number[]): Uint8Array {
  const files: Zippable = {};
  for (const pid of pids) {
    const { problem, samples, tags, languages, codeTemplates } = getProblemForAdmin(db, pid);
    const {
      id,
      authorUid,
      gid,
      applyPublicProgress,
      caseVersion,
      exampleList,
      userExtraFile,
      judgeExtraFile,
      gmtCreate,
      gmtModified,
      ...fields
    } = problem;
    const json = {
      problem: { ...fields, ioScore: samples.reduce((s, c) => s + c.score, 0) },
      samples: samples.map((c) => ({
        input: problem.isUploadCase ? c.input : `${c.index}.in`,
        output: problem.isUploadCase ? c.output : `${c.index}.out`,
        score: c.score,
        groupNum: c.groupNum,
      })),
      tags: tags.map((t) => t.name),
      languages,
      codeTemplates,
      judgeMode: problem.judgeMode,
      userExtraFile,
      judgeExtraFile,
    };
    files[`problem_${id}.json`] = strToU8(JSON.stringify(json, null, 2));
    addCaseFiles(files, dataDir, id, `problem_${id}/`);
  }
  return zipSync(files, { level: 6 });
}
