import { asc, eq, sql } from 'drizzle-orm';
import pkg from '../../../package.json' with { type: 'json' };
import type { Db } from '../../db/client.ts';
import { judgeNodes } from '../../db/schema/index.ts';
import type { JudgeNodeView } from '../../contract/judge-nodes.ts';
import type { JudgeNodeRow } from './tokens.ts';

/** The version of this binary: a node judges for a server of its own version only. */
export const VERSION: string = pkg.version;

export interface NodeHeartbeat {
  address: string;
  version: string;
  workers: number;
  busy: number;
  languages: readonly string[];
}

/** What a node said at its heartbeat or claim, and when. */
export function recordHeartbeat(db: Db, id: number, beat: NodeHeartbeat, now = Date.now()): void {
  db.update(judgeNodes)
    .set({
      lastSeenAt: new Date(now),
      address: beat.address.slice(0, 200),
      version: beat.version.slice(0, 50),
      workers: Math.max(0, Math.trunc(beat.workers)),
      busy: Math.max(0, Math.trunc(beat.busy)),
      languages: JSON.stringify([...new Set(beat.languages)].slice(0, 100)),
    })
    .where(eq(judgeNodes.id, id))
    .run();
}

/** How fresh a claim keeps the node's row without writing it (heartbeats write it every time). */
export const SEEN_WRITE_MS = 1000;

/**
 * Whether a claim should write what the node says: it says something new (version, languages,
 * workers, address), or the row was last written more than SEEN_WRITE_MS ago. Claims come once
 * a submission, so most of them change nothing the back office shows but the busy count, which
 * the heartbeats keep.
 */
export function seenIsStale(row: JudgeNodeRow, beat: NodeHeartbeat, now = Date.now()): boolean {
  return (
    row.lastSeenAt === null ||
    now - row.lastSeenAt.getTime() > SEEN_WRITE_MS ||
    row.version !== beat.version.slice(0, 50) ||
    row.address !== beat.address.slice(0, 200) ||
    row.workers !== Math.max(0, Math.trunc(beat.workers)) ||
    row.languages !== JSON.stringify([...new Set(beat.languages)].slice(0, 100))
  );
}

/** One more final verdict reported by the node. */
export function countJudged(db: Db, id: number): void {
  db.update(judgeNodes)
    .set({ judged: sql`${judgeNodes.judged} + 1` })
    .where(eq(judgeNodes.id, id))
    .run();
}

function languagesOf(text: string): string[] {
  try {
    const list: unknown = JSON.parse(text);
    return Array.isArray(list) ? list.filter((l): l is string => typeof l === 'string') : [];
  } catch {
    return [];
  }
}

/** A row as the back office sees it: the token's hash left out. */
export function judgeNodeView(row: JudgeNodeRow): JudgeNodeView {
  return {
    id: row.id,
    name: row.name,
    createdAt: row.createdAt.getTime(),
    revokedAt: row.revokedAt?.getTime() ?? null,
    lastSeenAt: row.lastSeenAt?.getTime() ?? null,
    address: row.address,
    version: row.version,
    workers: row.workers,
    busy: row.busy,
    languages: languagesOf(row.languages),
    judged: row.judged,
  };
}

/** Every node, oldest first, without token hashes. */
export function listJudgeNodes(db: Db): JudgeNodeView[] {
  return db.select().from(judgeNodes).orderBy(asc(judgeNodes.id)).all().map(judgeNodeView);
}

/**
 * Whether a node may be given a submission: the node runs the server's own version (`version`,
 * normally VERSION) and can judge the submission's language.
 */
export function nodeMayJudge(
  node: { version: string | null; languages: readonly string[] | string },
  want: { version: string; language: string },
): boolean {
  if (node.version !== want.version) return false;
  const languages = typeof node.languages === 'string' ? languagesOf(node.languages) : node.languages;
  return languages.includes(want.language);
}
