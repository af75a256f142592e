import { z } from 'zod';

/**
 * Remote judging: problems of other online judges, judged where they live (doc 1 §1, doc 3 §9).
 * A remote problem's display id is its source's prefix and the site's own id: `CF-1A` is problem
 * A of Codeforces contest 1, `GYM-100001A` problem A of Gym contest 100001.
 */
export const REMOTE_SOURCES = ['HDU', 'CF', 'POJ', 'GYM', 'AC', 'SPOJ'] as const;
export type RemoteSource = (typeof REMOTE_SOURCES)[number];
/** Each source's name as the sites call themselves (proper names: the same in every language). */
export const REMOTE_SOURCE_NAMES: Record<RemoteSource, string> = {
  HDU: 'HDU',
  CF: 'Codeforces',
  POJ: 'POJ',
  GYM: 'Codeforces Gym',
  AC: 'AtCoder',
  SPOJ: 'SPOJ',
};
/** The sources built so far (the others are refused with a clear message). */
export const BUILT_REMOTE_SOURCES: readonly RemoteSource[] = ['CF', 'GYM', 'AC', 'SPOJ', 'HDU', 'POJ'];
/** The site a source's accounts log in to (Gym is Codeforces: one pool of accounts). */
export const ACCOUNT_SOURCE: Record<RemoteSource, RemoteSource> = {
  HDU: 'HDU',
  CF: 'CF',
  POJ: 'POJ',
  GYM: 'CF',
  AC: 'AC',
  SPOJ: 'SPOJ',
};

export interface RemoteProblemId {
  source: RemoteSource;
  /** The site's contest: Codeforces' and Gym's number, AtCoder's slug, an HDU contest's number ('' for HDU's problem set). */
  contestId: string;
  /** The problem's index in the contest: A, B1, … */
  index: string;
  /** The site's own id where it is not contest + index: AtCoder's task `abc001_a`, SPOJ's code `TEST`. */
  code?: string;
}

const CF_ID = /^(CF|GYM)-(\d{1,7})([A-Z][A-Z0-9]{0,3})$/;
/** AtCoder's task id (lower case): its contest is the id up to its last `_` (`abc001_a` is in `abc001`). */
const AC_ID = /^AC-(([A-Z0-9]{1,30}(?:_[A-Z0-9]{1,30}){0,3})_([A-Z0-9]{1,8}))$/;
/**
 * AtCoder's task in a contest that is not its id up to the last `_` (`jsc2019_qual_a` lives in
 * `jsc2019-qual`): the contest's slug, a colon, the task id.
 */
const AC_IN_CONTEST = /^AC-([A-Z0-9][A-Z0-9_-]{0,40}):([A-Z0-9][A-Z0-9_-]{0,60})$/;
/** The contest an AtCoder task id names by itself: the id up to its last `_` (`abc001_1` → `abc001`). */
export const atcoderContestOf = (task: string) => task.slice(0, Math.max(0, task.lastIndexOf('_'))) || task;
/** SPOJ's problem code (upper case). */
const SPOJ_ID = /^SPOJ-([A-Z0-9_]{1,20})$/;
/** A problem of an HDU contest (not in HDU's problem set): `HDU-872-1001`, the contest, then the problem there. */
const HDU_CONTEST_ID = /^HDU-([1-9]\d{0,6})-(1\d{3})$/;
/** HDU's and POJ's problem number: `HDU-1000`, `POJ-1000`. */
const NUMBERED_ID = /^(HDU|POJ)-([1-9]\d{3,5})$/;

/** `CF-1A` / `GYM-100001A` / `AC-abc001_a` / `SPOJ-TEST` / `HDU-1000` / `POJ-1000` (any case) as its parts; null when it names no remote problem. */
export function parseRemoteProblemId(id: string): RemoteProblemId | null {
  const inContest = AC_IN_CONTEST.exec(id.trim().toUpperCase());
  if (inContest) {
    const [contestId, code] = inContest.slice(1).map((part) => part.toLowerCase());
    return { source: 'AC', contestId: contestId!, index: code!.slice(code!.lastIndexOf('_') + 1), code: code! };
  }
  const ac = AC_ID.exec(id.trim().toUpperCase());
  if (ac) {
    const [code, contestId, index] = ac.slice(1).map((part) => part.toLowerCase());
    return { source: 'AC', contestId: contestId!, index: index!, code: code! };
  }
  const spoj = SPOJ_ID.exec(id.trim().toUpperCase());
  if (spoj) return { source: 'SPOJ', contestId: '', index: spoj[1]!, code: spoj[1]! };
  const hduContest = HDU_CONTEST_ID.exec(id.trim().toUpperCase());
  if (hduContest) return { source: 'HDU', contestId: hduContest[1]!, index: hduContest[2]! };
  const numbered = NUMBERED_ID.exec(id.trim().toUpperCase());
  if (numbered) return { source: numbered[1] as RemoteSource, contestId: '', index: numbered[2]!, code: numbered[2]! };
  const m = CF_ID.exec(id.trim().toUpperCase());
  if (!m) return null;
  return { source: m[1] as RemoteSource, contestId: m[2]!, index: m[3]! };
}

/** A remote problem as its provider fetched it, as the import stores it. */
export interface FetchedProblem {
  title: string;
  description: string;
  input: string;
  output: string;
  examples: { input: string; output: string }[];
  hint: string;
  timeLimitMs: number;
  memoryLimitMb: number;
  /** Where the statement lives on the site. */
  url: string;
}

export function remoteProblemIdText(p: RemoteProblemId): string {
  if (p.source === 'AC' && p.code && atcoderContestOf(p.code) !== p.contestId) return `AC-${p.contestId}:${p.code}`;
  if (p.source === 'HDU' && !p.code) return `HDU-${p.contestId}-${p.index}`;
  return `${p.source}-${p.code ?? `${p.contestId}${p.index}`}`;
}

/** GET admin/import-remote-oj-problem: the source and the site's problem id (`1A`) or the full id. */
export const importRemoteProblemSchema = z.object({
  name: z.enum(REMOTE_SOURCES),
  problemId: z.string().trim().min(1).max(40),
  /** Group that owns the imported problem (absent: the bank). */
  gid: z.coerce.number().int().positive().optional(),
});
export type ImportRemoteProblemInput = z.infer<typeof importRemoteProblemSchema>;

/**
 * Why an image of a fetched statement was not stored (its link then stays the site's address):
 * past the count per problem, an address other than the site's own, no answer, an answer other
 * than 200, over the size, bytes that are not a PNG/JPEG/GIF/WebP, or an SVG (never stored).
 */
export const REMOTE_IMAGE_FAILURES = [
  'too-many',
  'address',
  'unreachable',
  'status',
  'too-large',
  'not-an-image',
  'svg',
] as const;
export const REMOTE_IMAGE_MAX_BYTES = 2 * 1024 * 1024;
export const REMOTE_IMAGES_MAX = 20;
export const remoteImageFailureSchema = z.object({ src: z.string(), reason: z.enum(REMOTE_IMAGE_FAILURES) });
export type RemoteImageFailure = z.infer<typeof remoteImageFailureSchema>;

export const importedRemoteProblemSchema = z.object({
  id: z.number().int(),
  problemId: z.string(),
  /** The statement's images stored on this server, and those that were not. */
  imagesStored: z.number().int(),
  imagesFailed: z.array(remoteImageFailureSchema),
});
export type ImportedRemoteProblem = z.infer<typeof importedRemoteProblemSchema>;

/** One account of a source as the back office sees it: never its password or cookies. */
export const remoteAccountViewSchema = z.object({
  source: z.enum(REMOTE_SOURCES),
  username: z.string(),
  enabled: z.boolean(),
  busy: z.boolean(),
});
export const remoteJudgeConfigSchema = z.object({ accounts: z.array(remoteAccountViewSchema) });
export type RemoteJudgeConfig = z.infer<typeof remoteJudgeConfigSchema>;

/**
 * PUT admin/config/remote-judge: a source's pool of accounts replaced. A listed account without a
 * password keeps the one stored; a new one needs it.
 */
export const setRemoteAccountsSchema = z.object({
  source: z.enum(REMOTE_SOURCES),
  accounts: z
    .array(
      z.object({
        username: z.string().trim().min(1).max(100),
        password: z.string().max(200).optional(),
        enabled: z.boolean().default(true),
      }),
    )
    .max(50),
});
export type SetRemoteAccountsInput = z.infer<typeof setRemoteAccountsSchema>;

/** POST resubmit: a remote submission that failed to reach its site, sent again. */
export const resubmitSchema = z.object({ submitId: z.coerce.number().int().positive() });

/**
 * GET get-recent-other-contest: an upcoming contest of another judge (the spec's client reads
 * `oj`, `title`, `beginTime`, `endTime` and `url`). Times are ms since the epoch.
 */
export const remoteContestSchema = z.object({
  oj: z.enum(REMOTE_SOURCES),
  /** The site's own name (REMOTE_SOURCE_NAMES). */
  ojName: z.string(),
  title: z.string(),
  beginTime: z.number(),
  endTime: z.number(),
  /** The contest's page on its site. */
  url: z.string(),
});
export type RemoteContest = z.infer<typeof remoteContestSchema>;
