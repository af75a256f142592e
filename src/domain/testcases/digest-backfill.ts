import { statSync } from 'node:fs';
import { join } from 'node:path';
import { eq, isNull, or } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { problemCases } from '../../db/schema/index.ts';
import { caseDir, readCaseInfo } from './store.ts';
import { fileSha256 } from './integrity.ts';

type Digest = { size: number; sha256: string };

/**
 * Rows saved before sizes and sha256 were recorded get them: from the folder's info.json, which
 * was written with the files at their save (so a file changed since is still found changed), or,
 * without one, from the file as it is now. A file that is missing stays unrecorded (the check
 * finds it missing anyway). Returns how many rows were filled. Runs at start-up and in doctor.
 */
export async function recordMissingDigests(db: Db, dataDir: string): Promise<number> {
  const rows = db
    .select({
      id: problemCases.id,
      pid: problemCases.pid,
      index: problemCases.index,
      inputSha256: problemCases.inputSha256,
      outputSha256: problemCases.outputSha256,
    })
    .from(problemCases)
    .where(or(isNull(problemCases.inputSha256), isNull(problemCases.outputSha256)))
    .all();
  const infos = new Map<number, Map<string, Digest>>();
  const saved = (pid: number) => {
    let info = infos.get(pid);
    if (!info) {
      info = new Map();
      for (const c of readCaseInfo(dataDir, pid) ?? []) {
        if (c.inputSha256) info.set(c.inputName, { size: c.inputSize, sha256: c.inputSha256 });
        if (c.outputSha256) info.set(c.outputName, { size: c.outputSize, sha256: c.outputSha256 });
      }
      infos.set(pid, info);
    }
    return info;
  };
  const digestOf = async (pid: number, name: string): Promise<Digest | null> => {
    const recorded = saved(pid).get(name);
    if (recorded) return recorded;
    const path = join(caseDir(dataDir, pid), name);
    const s = statSync(path, { bigint: true, throwIfNoEntry: false });
    if (!s?.isFile()) return null;
    return { size: Number(s.size), sha256: await fileSha256(path, s.size, '', false) };
  };
  let filled = 0;
  for (const r of rows) {
    const input = r.inputSha256 === null ? await digestOf(r.pid, `${r.index}.in`) : null;
    const output = r.outputSha256 === null ? await digestOf(r.pid, `${r.index}.out`) : null;
    if (!input && !output) continue;
    db.update(problemCases)
      .set({
        ...(input ? { inputSize: input.size, inputSha256: input.sha256 } : {}),
        ...(output ? { outputSize: output.size, outputSha256: output.sha256 } : {}),
      })
      .where(eq(problemCases.id, r.id))
      .run();
    filled++;
  }
  return filled;
}
