import type { Db } from '../db/client.ts';
import { JudgeStatus } from '../contract/judge-status.ts';
import { checkProblemTestData, describeFiles, testDataFaultMessage } from '../domain/testcases/integrity.ts';
import { log } from '../log.ts';
import type { FinalResult, ProblemSpec } from '../../judge/host.ts';

/**
 * Before a submission is judged, its problem's test data is checked against the sizes and sha256
 * recorded at its save (hashes are computed again only for files whose stat changed). A missing
 * or changed file stops the judgement: a System Error whose message names the problem and the
 * files for administrators (students read that the test data is being fixed), and a log line.
 */
export async function stopForTestData(
  db: Db,
  dataDir: string,
  problem: ProblemSpec,
  submitId: number,
  judger: string,
): Promise<FinalResult | null> {
  const fault = await checkProblemTestData(db, dataDir, problem.id);
  if (!fault) return null;
  log.warn('test data check failed: the submission is a System Error until the test data is uploaded again', {
    submitId,
    pid: fault.pid,
    problemId: fault.problemId,
    files: describeFiles(fault.files),
  });
  const oi = problem.type === 1;
  return {
    status: JudgeStatus.SYSTEM_ERROR,
    score: oi ? 0 : null,
    oiRankScore: oi ? 0 : null,
    time: 0,
    memory: 0,
    errorMessage: testDataFaultMessage(fault),
    judger,
  };
}
