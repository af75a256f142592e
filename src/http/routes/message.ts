import { Hono } from 'hono';
import { streamSSE } from 'hono/streaming';
import { cleanQuerySchema, interactionPageSchema, messageListQuery, unreadSchema, userMessagePageSchema } from '../../contract/messages.ts';
import { onUnreadChange } from '../../domain/messages/events.ts';
import { cleanMessages, listUserMessages, unreadCounts } from '../../domain/messages/inbox.ts';
import { listInteractions } from '../../domain/messages/interactions.ts';
import type { AppEnv } from '../env.ts';
import { currentUser, requireLogin } from '../middleware/auth.ts';
import { ok, okAs } from '../respond.ts';
import { validate } from '../validate.ts';

/** A quiet stream writes a comment this often, below the server's idle timeout (Bun: 10 s). */
const KEEPALIVE_MS = 5_000;
/** Changes closer together than this are counted once, after the writes that made them. */
const GATHER_MS = 200;
/** A stream ends after this long; the page reconnects (the 120 s poll covers the gap). */
const MAX_STREAM_MS = 30 * 60_000;

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
  })
  // GET /api/msg/events: event `unread` with the counts, when the stream opens and after each change.
  .get('/msg/events', (c) => {
    const uid = currentUser(c).uid;
    const db = c.var.deps.db;
    return streamSSE(c, async (stream) => {
      let due = true;
      let wake: (() => void) | null = null;
      const stop = onUnreadChange(uid, () => {
        due = true;
        setTimeout(() => wake?.(), GATHER_MS);
      });
      stream.onAbort(() => wake?.());
      const started = Date.now();
      try {
        while (!stream.aborted && !stream.closed && Date.now() - started < MAX_STREAM_MS) {
          if (due) {
            due = false;
            await stream.writeSSE({ event: 'unread', data: JSON.stringify(unreadCounts(db, uid)) });
          } else await stream.write(': waiting\n\n');
          await new Promise<void>((resolve) => {
            if (due) return resolve();
            const timer = setTimeout(resolve, KEEPALIVE_MS);
            wake = () => { clearTimeout(timer); resolve(); };
          });
          wake = null;
        }
      } finally {
        stop();
      }
    });
  });
