import { z } from 'zod';

/**
 * The judge node protocol: what `verdict judge-node` and the server say to each other. A node
 * leases tasks (claim), fetches their files by sha-256, reports through the same checks the
 * in-process judge's reports pass (report), and renews what it holds (heartbeat). The node is not
 * trusted: every report names an attempt the node must hold, and every field is checked here.
 */

const SHA256 = /^[0-9a-f]{64}$/;
export const sha256Schema = z.string().regex(SHA256);

export const taskKeySchema = z.object({
  kind: z.enum(['submission', 'test']),
  id: z.string().min(1).max(64),
  attempt: z.number().int().min(0),
});

/** What a node says about itself on each claim and heartbeat. */
export const nodeStateSchema = z.object({
  version: z.string().max(50),
  languages: z.array(z.string().max(40)).max(100),
  workers: z.number().int().min(0).max(1024),
  busy: z.number().int().min(0).max(1024),
});
export type NodeState = z.infer<typeof nodeStateSchema>;

/** One test case of a task: its files by hash (the node never learns a path of the server). */
export const manifestCaseSchema = z.object({
  index: z.number().int(),
  input: sha256Schema,
  output: sha256Schema,
  score: z.number(),
  groupNum: z.number().int(),
});
/** A file placed by name (the site's checker include files). */
export const namedFileSchema = z.object({ name: z.string(), sha256: sha256Schema, size: z.number().int() });

export const manifestSchema = z.object({
  cases: z.array(manifestCaseSchema),
  /** The checker include files (testlib.h …) a special judge or interactor compiles with. */
  includes: z.array(namedFileSchema),
});
export type NodeManifest = z.infer<typeof manifestSchema>;

/** A leased task: the judge's task as the in-process judge gets it, with its files by hash. */
export const leasedTaskSchema = z.object({
  /** The JudgeTask of judge/host.ts (key, language, code, problem …). */
  task: z.looseObject({ kind: z.enum(['submission', 'test']), key: taskKeySchema }),
  manifest: manifestSchema,
});
export const claimAnswerSchema = z.object({
  leased: leasedTaskSchema.nullable(),
  /** How long a held task stays held without a heartbeat (ms). */
  leaseMs: z.number().int(),
});
export type ClaimAnswer = z.infer<typeof claimAnswerSchema>;

const statusCode = z.number().int().min(-10).max(10);
const text = (max: number) => z.string().max(max);

export const caseResultSchema = z.object({
  index: z.number().int().min(0),
  inputData: text(300),
  outputData: text(300),
  groupNum: z.number().int(),
  status: statusCode,
  time: z.number().min(0),
  memory: z.number().min(0),
  score: z.number(),
  userOutput: text(1 << 16).optional(),
  message: text(1 << 14).optional(),
});
export const finalResultSchema = z.object({
  status: statusCode,
  score: z.number().nullable(),
  oiRankScore: z.number().nullable(),
  time: z.number().min(0),
  memory: z.number().min(0),
  errorMessage: text(1 << 16).optional(),
  judger: text(100),
});
export const testRunResultSchema = z.object({
  status: statusCode,
  time: z.number().min(0),
  memory: z.number().min(0),
  stdout: text(1 << 18),
  stderr: text(1 << 18),
  errorMessage: text(1 << 16).optional(),
});

/** One report of a held attempt; `failed` gives the attempt back at once (the judge broke). */
export const nodeReportSchema = z.object({
  key: taskKeySchema,
  report: z.discriminatedUnion('kind', [
    z.object({ kind: z.literal('status'), status: statusCode }),
    z.object({ kind: z.literal('case'), result: caseResultSchema }),
    z.object({ kind: z.literal('finish'), result: finalResultSchema }),
    z.object({ kind: z.literal('finishTest'), result: testRunResultSchema }),
    z.object({ kind: z.literal('failed'), error: text(2000) }),
  ]),
});
export type NodeReport = z.infer<typeof nodeReportSchema>;
/** The most reports one call carries (a node sends what is ready, in order, the verdict last). */
export const REPORT_BATCH_MAX = 100;
export const reportBatchSchema = z.object({ reports: z.array(nodeReportSchema).min(1).max(REPORT_BATCH_MAX) });
/** Each report's answer, in order: refused (false) for an attempt the node does not hold (then). */
export const reportAnswerSchema = z.object({ accepted: z.array(z.boolean()) });

export const heartbeatSchema = nodeStateSchema.extend({ held: z.array(taskKeySchema).max(1024) });
/** Stop these attempts: `cancel` reports Cancelled, `superseded` stops silently (no longer the node's). */
export const nodeEventSchema = z.object({ type: z.enum(['cancel', 'superseded']), key: taskKeySchema });
export const heartbeatAnswerSchema = z.object({ events: z.array(nodeEventSchema), leaseMs: z.number().int() });
export type HeartbeatAnswer = z.infer<typeof heartbeatAnswerSchema>;
