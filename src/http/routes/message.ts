import { Hono } from 'hono';
import { cleanQuerySchema, interactionPageSchema, messageListQuery, unreadSchema, userMessagePageSchema } from '../../contract/messages.ts';
import { cleanMessages, listUserMessages, unreadCounts } from '../../domain/messages/inbox.ts';
import { listInteractions } from '../../domain/messages/interactions.ts';
import type { AppEnv } from '../env.ts';
import { currentUser, requireLogin } from '../middleware/auth.ts';
import { ok, okAs } from '../respond.ts';
import { validate } from '../validate.ts';

const interactions = messageListQuery(6);
const notes = messageListQuery(8);

/** The message centre (API-NEXT "Messages"): a user's own messages only. */
export const messageRoutes = new Hono<AppEnv>()
  .use('/msg/*', requireLogin)
  .get('/msg/unread', (c) => okAs(c, unreadSchema, unreadCounts(c.var.deps.db, currentUser(c).uid)))
  .get('/msg/comment', (c) => okAs(c, interactionPageSchema, listInteractions(c.var.deps.db, currentUser(c).uid, 'Discuss', validate(interactions, c.req.query()))))
  .get('/msg/reply', (c) => okAs(c, interactionPageSchema, listInteractions(c.var.deps.db, currentUser(c).uid, 'Reply', validate(interactions, c.req.query()))))
  .get('/msg/like', (c) => okAs(c, interactionPageSchema, listInteractions(c.var.deps.db, currentUser(c).uid, 'Like', validate(interactions, c.req.query()))))
  .get('/msg/sys', (c) => okAs(c, userMessagePageSchema, listUserMessages(c.var.deps.db, currentUser(c).uid, 'sys', validate(notes, c.req.query()))))
  .get('/msg/mine', (c) => okAs(c, userMessagePageSchema, listUserMessages(c.var.deps.db, currentUser(c).uid, 'mine', validate(notes, c.req.query()))))
  .delete('/msg/clean', (c) => {
    const { type, id } = validate(cleanQuerySchema, c.req.query());
    cleanMessages(c.var.deps.db, currentUser(c).uid, type, id);
    return ok(c, null, 'Delete successfully');
  });
