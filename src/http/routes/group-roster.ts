import { type Context, Hono } from 'hono';
import { gidQuerySchema } from '../../contract/groups.ts';
import { groupEndpoints as E } from '../../contract/endpoints/groups.ts';
import { ROSTER_FILE, rosterPreviewSchema } from '../../contract/group-roster.ts';
import { Errors } from '../../domain/errors.ts';
import { assertGroupAdmin } from '../../domain/access/group-policy.ts';
import { rosterRights } from '../../domain/groups/invitations.ts';
import { addRoster, previewRoster } from '../../domain/groups/roster-add.ts';
import { groupFor } from '../../domain/groups/store.ts';
import { slipsFor } from '../../domain/users/generate-slips.ts';
import { mount } from '../endpoint.ts';
import type { AppEnv } from '../env.ts';
import { currentUser, requireLogin } from '../middleware/auth.ts';
import { okAs } from '../respond.ts';
import { validate } from '../validate.ts';

/** The uploaded roster (multipart field `file`): a .csv or .txt file. */
async function uploadedRoster(c: Context<AppEnv>): Promise<Uint8Array> {
  const form = await c.req.parseBody().catch(() => {
    throw Errors.FileRequired('file');
  });
  const file = form.file;
  if (!(file instanceof File)) throw Errors.FileRequired('file');
  if (!ROSTER_FILE.test(file.name)) throw Errors.RosterFileType();
  return new Uint8Array(await file.arrayBuffer());
}

/** Adding a class to a group from a roster file: previewed (a multipart upload), then added or invited (its entry); the group's admins. */
export const groupRosterRoutes = new Hono<AppEnv>().post('/group/roster-preview', requireLogin, async (c) => {
  const actor = currentUser(c);
  const { group, as } = groupFor(c.var.deps.db, actor, validate(gidQuerySchema, c.req.query()).gid);
  assertGroupAdmin(group, as);
  const bytes = await uploadedRoster(c);
  return okAs(
    c,
    rosterPreviewSchema,
    await previewRoster(c.var.deps.db, group, rosterRights(group, actor), bytes, c.var.lang),
  );
});
mount(groupRosterRoutes, E.rosterAdd, async ({ gid, rows }, c) => {
  const actor = currentUser(c);
  const { group, as } = groupFor(c.var.deps.db, actor, gid);
  assertGroupAdmin(group, as);
  return addRoster(c.var.deps.db, group, rosterRights(group, actor), actor.username, rows);
});
mount(groupRosterRoutes, E.memberSlips, ({ gid, ...input }, c) => {
  const actor = currentUser(c);
  const { group, as } = groupFor(c.var.deps.db, actor, gid);
  assertGroupAdmin(group, as);
  return slipsFor(c.var.deps.db, actor, input, gid);
});
