import { z } from 'zod';
import { judgeNodeViewSchema } from './judge-nodes.ts';

/**
 * The back office's dashboard (API-NEXT "Admin config, switches, dashboard"): counts, the chart
 * of the last day, recent logins, the server process and the judge. Sizes are bytes, times are
 * milliseconds since the epoch.
 */
const count = z.number().int().nonnegative();

/** One hour of the last day: submissions made in it and how many of them are accepted. */
export const hourCountSchema = z.object({ hour: z.number().int(), total: count, accepted: count });
export type HourCount = z.infer<typeof hourCountSchema>;
/** The chart covers the 24 hours up to and including the current one. */
export const DASHBOARD_HOURS = 24;

/** GET admin/dashboard/get-dashboard-info. */
export const dashboardInfoSchema = z.object({
  /** Accounts (deleted ones left out). */
  userCount: count,
  problemCount: count,
  /** Contests (deleted ones left out) and those running now. */
  contestCount: count,
  runningContestCount: count,
  /** Submissions made today (server time zone, contests included) and the accepted ones among them. */
  todaySubmissions: count,
  todayAccepted: count,
  hours: z.array(hourCountSchema),
});
export type DashboardInfo = z.infer<typeof dashboardInfoSchema>;

/** POST admin/dashboard/get-sessions: the latest logins of the site, newest first. */
export const recentLoginSchema = z.object({
  uid: z.string(),
  username: z.string(),
  role: z.number().int(),
  loginAt: z.number().int(),
  /** Address and browser of the account's latest session ('' when it has none left). */
  ip: z.string(),
  userAgent: z.string(),
  /** Sessions of the account still open. */
  openSessions: count,
});
export const recentLoginsSchema = z.array(recentLoginSchema);
export type RecentLogin = z.infer<typeof recentLoginSchema>;
export const RECENT_LOGINS = 10;

/** GET admin/config/get-service-info: the one Verdict process and its host. */
export const serviceInfoSchema = z.object({
  version: z.string(),
  runtime: z.string(),
  platform: z.string(),
  hostname: z.string(),
  pid: z.number().int(),
  startedAt: z.number().int(),
  uptimeSeconds: count,
  cpus: count,
  loadAverage: z.array(z.number()),
  memory: z.object({ rss: count, heapUsed: count, systemTotal: count, systemFree: count }),
  dataDir: z.string(),
  /** Bytes under the data directory (counted at most once a minute). */
  dataDirSize: count,
  diskFree: count,
  diskTotal: count,
  /** The database file with its write-ahead log. */
  databaseSize: count,
});
export type ServiceInfo = z.infer<typeof serviceInfoSchema>;

/** GET admin/config/get-judge-service-info: the in-process judge, its workers and its queue. */
export const judgeServiceInfoSchema = z.object({
  /** false when the judge could not start: submissions wait in the queue. */
  running: z.boolean(),
  workers: count,
  busy: count,
  idle: count,
  /** What the busy workers judge: a submission id or an online test run. */
  active: z.array(z.object({ kind: z.enum(['submission', 'test']), id: z.string() })),
  /** Waiting work: online test runs, submissions of staff-run contests (judged first), the others (src/contract/fair-queue.ts). */
  queue: z.object({ tests: count, contest: count, practice: count }),
  sandbox: z
    .object({ cgroup: z.enum(['v1', 'v2', 'none']), seccomp: z.boolean(), warnings: z.array(z.string()) })
    .nullable(),
  languages: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      available: z.boolean(),
      version: z.string(),
      reason: z.string().nullable(),
    }),
  ),
  /** While the judge is not running: why its last start failed, and when it is tried again (epoch ms). */
  startError: z.string().nullable().optional(),
  nextStartAt: z.number().int().nullable().optional(),
  /** The data directory's disk as the judge needs it. */
  storage: z
    .object({
      /** Since when writes fail for lack of space (epoch ms), or null; what last failed. */
      fullSince: z.number().int().nullable(),
      lastFailure: z.string().nullable(),
      /** The judge claims nothing while the free space is not above the reserve. */
      waitingForRoom: z.boolean(),
      /** Verdicts judged and kept until the disk has room to store them. */
      keptVerdicts: count,
      freeBytes: count,
      reserveBytes: count,
    })
    .optional(),
  /** The judge nodes whose tokens are valid (`verdict judge-node`), as their last heartbeat left them. */
  nodes: z.array(judgeNodeViewSchema).optional(),
});
export type JudgeServiceInfo = z.infer<typeof judgeServiceInfoSchema>;
