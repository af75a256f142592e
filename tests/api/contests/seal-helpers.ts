import { addProblem, contestForm, insertSubmission, send, type Headers } from './helpers.ts';
import { classSetup } from '../groups/helpers.ts';

const MIN = 60_000;
export const AC = 0,
  WA = -1;

/**
 * Class 7A (classSetup: the teacher owns it, Alice a member, Carol a group admin of level 4, Bob
 * outside) with a group contest of `type` made by the teacher on the bank's P1000: started two
 * hours ago, ends in an hour, sealed since 30 minutes ago (the seal has passed); an OI contest
 * gets an OI problem of the bank, OI1, instead. `sub` writes a
 * judged submission of the contest `minute` minutes after its start, counted as the judge counts it.
 */
export async function sealedGroupContest(type: 0 | 1, form: Record<string, unknown> = {}) {
  const s = await classSetup();
  const now = Date.now();
  const start = now - 120 * MIN;
  const created = await send(
    s.t,
    'POST',
    '/api/group/contest',
    s.teacher.headers,
    contestForm({
      gid: s.gid,
      type,
      startTime: start,
      endTime: now + 60 * MIN,
      sealRank: true,
      sealRankTime: now - 30 * MIN,
      ...form,
    }),
  );
  if (created.status !== 200) throw new Error(created.msg);
  const cid = created.data.id as number;
  const pid =
    type === 0
      ? s.problem.id
      : (
          await addProblem(
            s.t,
            s.root,
            { problemId: 'OI1', title: 'Scored', type: 1 },
            { samples: [{ input: '1 2\n', output: '3\n', score: 100 }] },
          )
        ).id;
  const added = await send(s.t, 'POST', '/api/group/add-contest-problem-from-public', s.teacher.headers, {
    cid,
    pid,
    displayId: 'A',
  });
  if (added.status !== 200) throw new Error(added.msg);
  const sub = (who: { uid: string; username: string }, status: number, minute: number, score: number | null = null) =>
    insertSubmission(s.t, {
      uid: who.uid,
      username: who.username,
      pid,
      cid,
      gid: s.gid,
      status,
      score,
      oiRankScore: score,
      submitTime: new Date(start + minute * MIN),
    });
  return { ...s, cid, pid, start, sub };
}

/** What a viewer reads of a user's home: solved problems, scores, the submission total and today's heat. */
export async function homeOf(t: Parameters<typeof send>[0], username: string, headers?: Headers) {
  const home = (await send(t, 'GET', `/api/get-user-home-info?username=${username}`, headers)).data;
  const heat = (await send(t, 'GET', `/api/get-user-calendar-heatmap?username=${username}`, headers)).data;
  const heatSum = (heat.dataList as { count: number }[]).reduce((n, d) => n + d.count, 0);
  return {
    solved: home.solvedList as string[],
    scores: home.scoreList as number[],
    total: home.total as number,
    heat: heatSum,
  };
}
