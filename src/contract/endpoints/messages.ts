import { z } from 'zod';
import {
  cleanQuerySchema,
  interactionPageSchema,
  messageListQuery,
  unreadSchema,
  userMessagePageSchema,
} from '../messages.ts';
import { endpoint } from './define.ts';

/** A page of interactions (6 a page) and of notes (8 a page). */
const interactions = messageListQuery(6);
const notes = messageListQuery(8);

/** The message centre (API-NEXT "Messages"): a user's own messages only. Reading a page marks its rows read. */
export const messageEndpoints = {
  unread: endpoint({ method: 'GET', path: '/api/msg/unread', answer: unreadSchema, caller: 'signed-in' }),
  comments: endpoint({
    method: 'GET',
    path: '/api/msg/comment',
    query: interactions,
    answer: interactionPageSchema,
    caller: 'signed-in',
  }),
  replies: endpoint({
    method: 'GET',
    path: '/api/msg/reply',
    query: interactions,
    answer: interactionPageSchema,
    caller: 'signed-in',
  }),
  likes: endpoint({
    method: 'GET',
    path: '/api/msg/like',
    query: interactions,
    answer: interactionPageSchema,
    caller: 'signed-in',
  }),
  sys: endpoint({
    method: 'GET',
    path: '/api/msg/sys',
    query: notes,
    answer: userMessagePageSchema,
    caller: 'signed-in',
  }),
  mine: endpoint({
    method: 'GET',
    path: '/api/msg/mine',
    query: notes,
    answer: userMessagePageSchema,
    caller: 'signed-in',
  }),
  /** One message (by id) or, without an id, every message of the kind. */
  clean: endpoint({
    method: 'DELETE',
    path: '/api/msg/clean',
    query: cleanQuerySchema,
    answer: z.null(),
    caller: 'signed-in',
    message: 'Delete successfully',
  }),
};
