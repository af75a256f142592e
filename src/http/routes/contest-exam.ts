import { Hono } from 'hono';
import { z } from 'zod';
import { extraTimeSchema, proctorRowSchema, proctorUserSchema } from '../../contract/contest-ops.ts';
import { cidQuerySchema } from '../../contract/contests.ts';
import { managedContest } from '../../domain/contests/admin-save.ts';
import { endParticipantSession, proctorRows, releaseFromExam, setExtraTime } from '../../domain/contests/proctor.ts';
import type { AppEnv } from '../env.ts';
import { currentUser, requireLogin } from '../middleware/auth.ts';
import { clientIp } from '../middleware/client-ip.ts';
import { ok, okAs } from '../respond.ts';
import { validate } from '../validate.ts';

/** The proctor view of an exam: its contest's admins see each participant, end sessions, grant extra time and release a participant. */
export const contestExamRoutes = new Hono<AppEnv>()
  .get('/admin/contest/proctor', requireLogin, (c) => {
    const contest = managedContest(c.var.deps.db, currentUser(c), validate(cidQuerySchema, c.req.query()).cid);
    return okAs(c, z.array(proctorRowSchema), proctorRows(c.var.deps.db, contest));
  })
  .post('/admin/contest/proctor/end-session', requireLogin, async (c) => {
    const { cid, uid } = validate(proctorUserSchema, await c.req.json());
    endParticipantSession(c.var.deps.db, managedContest(c.var.deps.db, currentUser(c), cid), uid, clientIp(c));
    return ok(c, null, 'Update Successfully');
  })
  .post('/admin/contest/proctor/release', requireLogin, async (c) => {
    const { cid, uid } = validate(proctorUserSchema, await c.req.json());
    releaseFromExam(c.var.deps.db, managedContest(c.var.deps.db, currentUser(c), cid), uid, clientIp(c));
    return ok(c, null, 'Update Successfully');
  })
  .put('/admin/contest/proctor/extra-time', requireLogin, async (c) => {
    const { cid, uid, minutes } = validate(extraTimeSchema, await c.req.json());
    setExtraTime(c.var.deps.db, managedContest(c.var.deps.db, currentUser(c), cid), uid, minutes);
    return ok(c, null, 'Update Successfully');
  });
