import { contestRule } from '../../contract/contest-rules.ts';
import { zipSync, type Zippable } from 'fflate';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { submissions, users } from '../../db/schema/index.ts';
import { JudgeStatus } from '../../contract/judge-status.ts';
import { LANGUAGE_FAMILIES } from '../../contract/languages.ts';
import { Role } from '../../contract/roles.ts';
import type { AcmRow, OiRow } from '../../contract/scoreboard/board-rows.ts';
import { shownName } from '../../contract/scoreboard/page-board.ts';
import type { Lang } from '../errors.ts';
import type { Viewer } from '../access/actor.ts';
import { sealOf } from '../access/seal.ts';
import { boardFor, viewFor } from './board.ts';
import { toCsv, userText } from '../csv.ts';
import { contestProblemLinks } from './problems.ts';
import type { ContestRow } from '../access/contest-standing.ts';

/**
 * The contest downloads (API-NEXT "Contests"): the board as CSV, cut by the same view rules as
 * get-contest-rank, and the accepted submissions as a zip for the contest's admins.
 */

const HEADINGS = {
  'en-US': {
    rank: 'Rank',
    username: 'Username',
    name: 'Name',
    school: 'School',
    ac: 'AC',
    time: 'Total time',
    score: 'Total score',
  },
  'zh-CN': {
    rank: '排名',
    username: '用户名',
    name: '显示名',
    school: '学校',
    ac: '通过数',
    time: '总用时',
    score: '总分',
  },
} as const;

/** Seconds as h:mm:ss, the way the board shows ACM times. */
function clock(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds));
  return `${Math.floor(s / 3600)}:${String(Math.floor(s / 60) % 60).padStart(2, '0')}:${String(s % 60).padStart(2, '0')}`;
}

/** An ACM cell: the AC time with its penalised tries "(-n)", or the tries "(-n)", and frozen tries "+n?". */
function acmCell(r: AcmRow['submissionInfo'][string] | undefined): string {
  if (!r) return '';
  const tries = r.errorNum > 0 ? `(-${r.errorNum})` : '';
  const frozen = r.tryNum > 0 ? `+${r.tryNum}?` : '';
  return [r.isAC && r.ACTime !== null ? clock(r.ACTime) : '', tries, frozen].filter(Boolean).join(' ');
}

export interface RankDownload {
  forceRefresh: boolean;
  removeStar: boolean;
  containEnd: boolean;
}

/** The whole board of the view the viewer gets, one line per row, problems in display-id order. */
export function contestRankCsv(
  db: Db,
  viewer: Viewer,
  c: ContestRow,
  q: RankDownload,
  now: number,
  lang: Lang,
): string {
  const rows = boardFor(
    db,
    viewer,
    c,
    viewFor(viewer, c, { forceRefresh: q.forceRefresh, containsEnd: q.containEnd }, sealOf(db, c, now)),
    q.removeStar,
  );
  const ids = contestProblemLinks(db, c.id).map((l) => l.displayId);
  const h = HEADINGS[lang];
  const oi = contestRule(c.type).scoring === 'oi';
  const head = [h.rank, h.username, h.name, h.school, ...(oi ? [h.score, h.time] : [h.ac, h.time]), ...ids];
  const lines = rows.map((row) => {
    const who = [
      row.rank === -1 ? '*' : row.rank,
      userText(row.username),
      userText(shownName(row, c.rankShowName)),
      userText(row.school),
    ];
    if (oi) {
      const r = row as OiRow;
      return [...who, r.totalScore, r.totalTime, ...ids.map((id) => r.submissionInfo[id] ?? '')];
    }
    const r = row as AcmRow;
    return [...who, r.ac, clock(r.totalTime), ...ids.map((id) => acmCell(r.submissionInfo[id]))];
  });
  return toCsv([head, ...lines]);
}

const EXTENSIONS: Record<string, string> = {
  c: 'c',
  cpp: 'cpp',
  java: 'java',
  python: 'py',
  go: 'go',
  javascript: 'js',
  rust: 'rs',
  pascal: 'pas',
  csharp: 'cs',
  php: 'php',
  ruby: 'rb',
  kotlin: 'kt',
};

export function extensionOf(language: string): string {
  return EXTENSIONS[LANGUAGE_FAMILIES[language as keyof typeof LANGUAGE_FAMILIES]] ?? 'txt';
}

/** A name as one path segment of a zip entry. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are exactly what a zip entry's name must not hold
const segment = (name: string) => name.replace(/[/\\:*?"<>|\u0000-\u001f]/g, '_').replace(/^\.+$/, '_') || '_';

export interface AcDownload {
  excludeAdmin: boolean;
  splitType: 'user' | 'problem';
}

/**
 * Every accepted submission of the contest, one file each: `<username>/<displayId>_<submitId>.<ext>`
 * or `<displayId>/<username>_<submitId>.<ext>`. With `excludeAdmin`, the super admins' and the
 * creator's are left out. Files are stored uncompressed: source code is small.
 */
export function acSubmissionZip(db: Db, c: ContestRow, q: AcDownload): Uint8Array {
  const displayIds = new Map(contestProblemLinks(db, c.id).map((l) => [l.pid, l.displayId]));
  const accepted = db
    .select({
      submitId: submissions.submitId,
      uid: submissions.uid,
      username: submissions.username,
      pid: submissions.pid,
      language: submissions.language,
      code: submissions.code,
    })
    .from(submissions)
    .where(and(eq(submissions.cid, c.id), eq(submissions.status, JudgeStatus.ACCEPTED)))
    .orderBy(submissions.submitId)
    .all();
  const uids = [...new Set(accepted.map((s) => s.uid))];
  const roots = new Set(
    uids.length === 0
      ? []
      : db
          .select({ uid: users.uid })
          .from(users)
          .where(and(inArray(users.uid, uids), eq(users.role, Role.ROOT)))
          .all()
          .map((u) => u.uid),
  );
  const files: Zippable = {};
  for (const s of accepted) {
    const displayId = displayIds.get(s.pid);
    if (displayId === undefined) continue;
    if (q.excludeAdmin && (roots.has(s.uid) || s.uid === c.authorUid)) continue;
    const [folder, file] = q.splitType === 'user' ? [s.username, displayId] : [displayId, s.username];
    files[`${segment(folder)}/${segment(file)}_${s.submitId}.${extensionOf(s.language)}`] = new TextEncoder().encode(
      s.code,
    );
  }
  return zipSync(files, { level: 0 });
}
