import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { problems, trainingProblems } from '../../db/schema/index.ts';
import { contestRule } from '../../contract/contest-rules.ts';
import { CONTEST_PROBLEMS_MAX } from '../../contract/contests.ts';
import { parseRemoteContestRef } from '../../contract/remote-contest.ts';
import { REMOTE_SOURCES, type RemoteSource } from '../../contract/remote.ts';
import type { Actor } from '../access/actor.ts';
import { addProblemToContest } from '../contests/admin-problems.ts';
import { managedContest } from '../contests/admin-save.ts';
import { contestProblemLinks } from '../contests/problems.ts';
import { Errors } from '../errors.ts';
import { addProblemToTraining } from '../trainings/admin-problems.ts';
import { managedTraining } from '../trainings/admin-save.ts';

/**
 * Where a whole remote contest's problems go: a contest or a training of this site, reached with
 * the same rules as adding a problem from the bank there (checked before any site is asked).
 */
export interface ImportTarget {
  /** The problems it holds now, with their display ids. */
  held(): { pid: number; displayId: string }[];
  /** The most problems it may hold (null: no bound). */
  max: number | null;
  add(pid: number, displayId: string): void;
}

/** How each source numbers its contests: AtCoder by slug (`abc001`, `jsc2019-qual`), the others by number. */
const CONTEST_ID: Partial<Record<RemoteSource, RegExp>> = {
  CF: /^\d{1,7}$/,
  GYM: /^\d{1,7}$/,
  HDU: /^[1-9]\d{0,6}$/,
  POJ: /^[1-9]\d{0,6}$/,
  AC: /^[a-z0-9][a-z0-9_-]{0,40}$/,
};

/** `CF-1` / `GYM-100001` / `AC-abc001` as a source and the site's contest id, checked. */
export function remoteContestToImport(text: string): { source: RemoteSource; contestId: string } {
  const ref = parseRemoteContestRef(text);
  if (!ref || !(REMOTE_SOURCES as readonly string[]).includes(ref.source)) throw Errors.RemoteContestIdInvalid(text);
  const source = ref.source as RemoteSource;
  const form = CONTEST_ID[source];
  if (!form) throw Errors.RemoteContestNone(source);
  if (!form.test(ref.contestId)) throw Errors.RemoteContestIdInvalid(text);
  return { source, contestId: ref.contestId };
}

export function contestTarget(db: Db, actor: Actor, cid: number): ImportTarget {
  const contest = managedContest(db, actor, cid);
  const rule = contestRule(contest.type);
  if (rule.problemKind !== 'code') throw Errors.ContestProblemTypeMismatch(rule.label);
  return {
    held: () => contestProblemLinks(db, cid).map((l) => ({ pid: l.pid, displayId: l.displayId })),
    max: CONTEST_PROBLEMS_MAX,
    add: (pid, displayId) => {
      addProblemToContest(db, actor, cid, pid, { displayId });
    },
  };
}

export function trainingTarget(db: Db, actor: Actor, tid: number): ImportTarget {
  const training = managedTraining(db, actor, tid);
  if (training.kind !== 'code') throw Errors.TrainingTakesChoice();
  return {
    held: () =>
      db
        .select({ pid: trainingProblems.pid, displayId: trainingProblems.displayId })
        .from(trainingProblems)
        .where(eq(trainingProblems.tid, tid))
        .all(),
    max: null,
    add: (pid, displayId) => {
      addProblemToTraining(db, actor, tid, pid, displayId);
    },
  };
}

/** The bank's problems among these remote ids (`CF-1A`, …), by id. */
export function importedRemoteProblems(db: Db, problemIds: string[]): Map<string, number> {
  if (problemIds.length === 0) return new Map();
  const rows = db
    .select({ id: problems.id, problemId: problems.problemId })
    .from(problems)
    .where(and(eq(problems.isRemote, true), inArray(problems.problemId, problemIds)))
    .all();
  const byId = new Map(rows.map((r) => [r.problemId.toUpperCase(), r.id]));
  // Keyed by the ids as asked (AtCoder's are lower case).
  return new Map(problemIds.flatMap((p) => (byId.has(p.toUpperCase()) ? [[p, byId.get(p.toUpperCase())!]] : [])));
}

/** The site's letter as display id, or the whole remote id when the letter is taken. */
export function displayIdFor(index: string, problemId: string, taken: Set<string>): string {
  const id = taken.has(index.toLowerCase()) ? problemId : index;
  taken.add(id.toLowerCase());
  return id;
}
