import { z } from 'zod';
import { unreadSchema } from './messages.ts';
import { submissionStateSchema } from './submissions.ts';

/**
 * The events of the one live stream a browser tab keeps open (GET /api/events): each kind with the
 * data it carries. A submission's changed state; a contest's board, announcements, print queue or
 * first accepts changed (the page reads that part again; `version` grows with every change); the
 * user's unread message and notice counts.
 */
export const serverEventSchemas = {
  status: submissionStateSchema.pick({ submitId: true, status: true, score: true, time: true, memory: true }),
  board: z.object({ cid: z.number().int(), version: z.number().int() }),
  announcement: z.object({ cid: z.number().int(), version: z.number().int() }),
  print: z.object({ cid: z.number().int(), version: z.number().int() }),
  ac: z.object({ cid: z.number().int(), version: z.number().int() }),
  unread: unreadSchema,
} as const;

export type ServerEventKind = keyof typeof serverEventSchemas;
export type ServerEvent<K extends ServerEventKind = ServerEventKind> = z.infer<(typeof serverEventSchemas)[K]>;
export const SERVER_EVENT_KINDS = Object.keys(serverEventSchemas) as ServerEventKind[];

/** What changed in a contest: the open pages of the contest read that part again. */
export const CONTEST_EVENT_KINDS = [
  'board',
  'announcement',
  'print',
  'ac',
] as const satisfies readonly ServerEventKind[];
export type ContestEventKind = (typeof CONTEST_EVENT_KINDS)[number];
/** Contest events only the contest's admins hear (their queues); the others reach everyone who may see inside. */
export const ADMIN_ONLY_CONTEST_EVENTS: readonly ContestEventKind[] = ['print', 'ac'];

const idList = (max: number) =>
  z
    .string()
    .trim()
    .min(1)
    .max(2000)
    .regex(/^\d+(,\d+)*$/, { message: 'must be a comma list of ids' })
    .transform((s) => [...new Set(s.split(',').map(Number))])
    .pipe(z.array(z.number().int().positive()).max(max));

/**
 * What a tab listens to: submissions (their states until each is final), one contest (`cid`, what
 * its viewer may hear of it) and the signed-in user's own unread counts (`messages=1`).
 */
export const eventsQuerySchema = z.object({
  submitIds: idList(100).optional(),
  cid: z.coerce.number().int().positive().optional(),
  messages: z
    .enum(['0', '1'])
    .optional()
    .transform((v) => v === '1'),
});
export type EventsQuery = z.input<typeof eventsQuerySchema>;
