import { Hono } from 'hono';
import { messageEndpoints as E } from '../../contract/endpoints/messages.ts';
import { cleanMessages, listUserMessages, unreadCounts } from '../../domain/messages/inbox.ts';
import { listInteractions } from '../../domain/messages/interactions.ts';
import { mount } from '../endpoint.ts';
import type { AppEnv } from '../env.ts';
import { currentUser } from '../middleware/auth.ts';

/** The message centre (src/contract/endpoints/messages.ts): a user's own messages only. */
export const messageRoutes = new Hono<AppEnv>();
mount(messageRoutes, E.unread, (_, c) => unreadCounts(c.var.deps.db, currentUser(c).uid));
mount(messageRoutes, E.comments, (q, c) => listInteractions(c.var.deps.db, currentUser(c).uid, 'Discuss', q));
mount(messageRoutes, E.replies, (q, c) => listInteractions(c.var.deps.db, currentUser(c).uid, 'Reply', q));
mount(messageRoutes, E.likes, (q, c) => listInteractions(c.var.deps.db, currentUser(c).uid, 'Like', q));
mount(messageRoutes, E.sys, (q, c) => listUserMessages(c.var.deps.db, currentUser(c).uid, 'sys', q));
mount(messageRoutes, E.mine, (q, c) => listUserMessages(c.var.deps.db, currentUser(c).uid, 'mine', q));
mount(messageRoutes, E.clean, ({ type, id }, c) => {
  cleanMessages(c.var.deps.db, currentUser(c).uid, type, id);
  return null;
});
