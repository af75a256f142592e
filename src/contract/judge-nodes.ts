import { z } from 'zod';

/** A judge node's name: letters, digits, dot, dash and underscore, 1 to 64 characters. */
export const JUDGE_NODE_NAME = /^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$/;

/** One judge node as the back office sees it: never its token nor the token's hash. */
export const judgeNodeViewSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  createdAt: z.number(),
  /** When the token was revoked (ms), or null while it is valid. */
  revokedAt: z.number().nullable(),
  /** The last heartbeat or claim (ms), or null if the node never called. */
  lastSeenAt: z.number().nullable(),
  address: z.string().nullable(),
  version: z.string().nullable(),
  workers: z.number().int(),
  busy: z.number().int(),
  languages: z.array(z.string()),
  /** Final verdicts the node reported. */
  judged: z.number().int(),
});
export type JudgeNodeView = z.infer<typeof judgeNodeViewSchema>;

export const judgeNodeListSchema = z.object({
  nodes: z.array(judgeNodeViewSchema),
  /** The server's version: a node of another version is given no submission. */
  serverVersion: z.string(),
  /** Local judge workers of the server itself (0: only nodes judge). */
  localWorkers: z.number().int(),
});
export type JudgeNodeList = z.infer<typeof judgeNodeListSchema>;

export const createJudgeNodeSchema = z.object({ name: z.string().trim() });
/** The answer to a create: the only time the token is shown. */
export const createdJudgeNodeSchema = z.object({ id: z.number().int(), name: z.string(), token: z.string() });
export const revokeJudgeNodeSchema = z.object({ id: z.coerce.number().int() });
