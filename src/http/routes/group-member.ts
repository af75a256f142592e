import { Hono } from 'hono';
import { z } from 'zod';
import { applySchema, gidQuerySchema, memberChangeSchema, memberListQuerySchema, memberPageSchema, memberRefSchema } from '../../contract/groups.ts';
import { applyToGroup, changeMember, exitGroup, listApplications, listMembers, removeMember } from '../../domain/groups/membership.ts';
import { groupFor } from '../../domain/groups/store.ts';
import type { AppEnv } from '../env.ts';
import { currentUser, requireLogin } from '../middleware/auth.ts';
import { ok, okAs } from '../respond.ts';
import { validate } from '../validate.ts';

/** A group's members, applications, joining and leaving (API-NEXT "Groups", 9.7). */
export const groupMemberRoutes = new Hono<AppEnv>()
  .use('/group/member', requireLogin)
  .use('/group/member/*', requireLogin)
  .get('/group/get-member-list', requireLogin, (c) => {
    const { gid, ...q } = validate(memberListQuerySchema, c.req.query());
    const { group, as } = groupFor(c.var.deps.db, currentUser(c), gid);
    return okAs(c, memberPageSchema, listMembers(c.var.deps.db, group, as, q));
  })
  .get('/group/get-apply-list', requireLogin, (c) => {
    const { gid, ...q } = validate(memberListQuerySchema, c.req.query());
    const { group, as } = groupFor(c.var.deps.db, currentUser(c), gid);
    return okAs(c, memberPageSchema, listApplications(c.var.deps.db, group, as, q));
  })
  .post('/group/member', (c) => {
    const { gid, code, reason } = validate(applySchema, c.req.query());
    const actor = currentUser(c);
    const { group, as } = groupFor(c.var.deps.db, actor, gid);
    const result = applyToGroup(c.var.deps.db, group, as, actor, code, reason);
    return okAs(c, z.enum(['joined', 'applied']), result, result === 'joined' ? 'Join successfully' : 'Apply successfully');
  })
  .put('/group/member', async (c) => {
    const { gid, uid, auth } = validate(memberChangeSchema, await c.req.json());
    const { group, as } = groupFor(c.var.deps.db, currentUser(c), gid);
    changeMember(c.var.deps.db, group, as, uid, auth);
    return ok(c, null, 'Update Successfully');
  })
  .delete('/group/member', (c) => {
    const { gid, uid } = validate(memberRefSchema, c.req.query());
    const { group, as } = groupFor(c.var.deps.db, currentUser(c), gid);
    removeMember(c.var.deps.db, group, as, uid);
    return ok(c, null, 'Delete successfully');
  })
  .delete('/group/member/exit', (c) => {
    const actor = currentUser(c);
    const { group, as } = groupFor(c.var.deps.db, actor, validate(gidQuerySchema, c.req.query()).gid);
    exitGroup(c.var.deps.db, group, as, actor);
    return ok(c, null, 'Exit successfully');
  });
