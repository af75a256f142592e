import { Hono } from 'hono';
import { contestControlEndpoints as E } from '../../contract/endpoints/contest-ops.ts';
import { managedContest } from '../../domain/contests/admin-save.ts';
import { endParticipantSession, proctorRows, releaseFromExam, setExtraTime } from '../../domain/contests/proctor.ts';
import { mount } from '../endpoint.ts';
import type { AppEnv } from '../env.ts';
import { currentUser } from '../middleware/auth.ts';
import { clientIp } from '../middleware/client-ip.ts';

/**
 * The proctor view of an exam: its contest's admins see each participant, end sessions, grant extra
 * time and release a participant. Each call decides on the contest it names (managedContest).
 */
export const contestExamRoutes = new Hono<AppEnv>();
mount(contestExamRoutes, E.proctor, ({ cid }, c) =>
  proctorRows(c.var.deps.db, managedContest(c.var.deps.db, currentUser(c), cid)),
);
mount(contestExamRoutes, E.endSession, ({ cid, uid }, c) => {
  endParticipantSession(c.var.deps.db, managedContest(c.var.deps.db, currentUser(c), cid), uid, clientIp(c));
  return null;
});
mount(contestExamRoutes, E.release, ({ cid, uid }, c) => {
  releaseFromExam(c.var.deps.db, managedContest(c.var.deps.db, currentUser(c), cid), uid, clientIp(c));
  return null;
});
mount(contestExamRoutes, E.extraTime, ({ cid, uid, minutes }, c) => {
  setExtraTime(c.var.deps.db, managedContest(c.var.deps.db, currentUser(c), cid), uid, minutes);
  return null;
});
