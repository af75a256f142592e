import { Hono } from 'hono';
import { z } from 'zod';
import { gidQuerySchema, groupDetailSchema, groupFormSchema, groupListQuerySchema, groupPageSchema } from '../../contract/groups.ts';
import { Errors } from '../../domain/errors.ts';
import { isMember } from '../../domain/access/group-policy.ts';
import { createGroup, disbandGroup, listGroups, updateGroup } from '../../domain/groups/save.ts';
import { groupFor, toGroupDetail } from '../../domain/groups/store.ts';
import { levelOf } from '../../domain/access/group-standing.ts';
import type { AppEnv } from '../env.ts';
import { currentUser, requireLogin } from '../middleware/auth.ts';
import { ok, okAs } from '../respond.ts';
import { validate } from '../validate.ts';

/** The group list and a group's own record (API-NEXT "Groups"): every access question goes to the group policy. */
export const groupRoutes = new Hono<AppEnv>()
  .get('/get-group-list', (c) => okAs(c, groupPageSchema, listGroups(c.var.deps.db, c.var.user, validate(groupListQuerySchema, c.req.query()))))
  .get('/get-group-detail', requireLogin, (c) => {
    const { group, as } = groupFor(c.var.deps.db, currentUser(c), validate(gidQuerySchema, c.req.query()).gid);
    return okAs(c, groupDetailSchema, toGroupDetail(c.var.deps.db, group, as));
  })
  .get('/get-group-access', requireLogin, (c) => {
    const { group, as } = groupFor(c.var.deps.db, currentUser(c), validate(gidQuerySchema, c.req.query()).gid);
    return okAs(c, z.object({ access: z.boolean() }), { access: isMember(group, as) });
  })
  .get('/get-group-auth', requireLogin, (c) => {
    const { gid } = validate(gidQuerySchema, c.req.query());
    groupFor(c.var.deps.db, currentUser(c), gid);
    return okAs(c, z.number().int(), levelOf(c.var.deps.db, gid, currentUser(c).uid));
  })
  .post('/group', requireLogin, async (c) => {
    const db = c.var.deps.db;
    const { id: _ignored, ...form } = validate(groupFormSchema, await c.req.json());
    const created = createGroup(db, currentUser(c), form);
    const { group, as } = groupFor(db, currentUser(c), created.id);
    return okAs(c, groupDetailSchema, toGroupDetail(db, group, as), 'Create successfully');
  })
  .put('/group', requireLogin, async (c) => {
    const db = c.var.deps.db;
    const form = validate(groupFormSchema, await c.req.json());
    if (!form.id) throw Errors.Validation('id is required');
    const { group, as } = groupFor(db, currentUser(c), form.id);
    return okAs(c, groupDetailSchema, toGroupDetail(db, updateGroup(db, group, as, form), as), 'Update Successfully');
  })
  .delete('/group', requireLogin, (c) => {
    const { group, as } = groupFor(c.var.deps.db, currentUser(c), validate(gidQuerySchema, c.req.query()).gid);
    disbandGroup(c.var.deps.db, group, as);
    return ok(c, null, 'Disband successfully');
  });
