import type { Db } from '../../db/client.ts';
import { Role } from '../../contract/roles.ts';
import type { ProgressGrid } from '../../contract/trainings.ts';
import { toCsv, userText } from '../csv.ts';
import { trainingProblemHeads } from './problems.ts';
import { cellsOf } from './rank.ts';
import type { StoredTraining } from './store.ts';

/**
 * The progress grid of a training's admin: every student who registered or submitted through it,
 * by every problem, each cell accepted on time, accepted late, tried or untouched. The author and
 * super admins are left out, as in the rank. A read of the maintained cells.
 */
export function progressGrid(db: Db, t: StoredTraining): ProgressGrid {
  const people = db.$client
    .query(`select uid, username, realname, school from users
    where uid in (select uid from training_members where tid = ?1 union select uid from training_registrations where tid = ?1)
      and role != ?2 and uid != ?3 order by username`)
    .all(t.id, Role.ROOT, t.authorUid ?? '') as { uid: string; username: string; realname: string; school: string }[];
  const heads = trainingProblemHeads(db, t.id);
  const cells = cellsOf(
    db,
    t.id,
    people.map((p) => p.uid),
  );
  return {
    problems: heads,
    dueAt: t.dueAt?.getTime() ?? null,
    rows: people.map((p) => {
      const mine = new Map((cells.get(p.uid) ?? []).map((c) => [c.pid, c]));
      const row: ProgressGrid['rows'][number]['cells'] = {};
      for (const h of heads) {
        const c = mine.get(h.pid);
        const state = !c ? 'untouched' : c.firstAcAt === null ? 'tried' : c.onTimeAc ? 'onTime' : 'late';
        row[h.displayId] = { state, at: c?.firstAcAt ?? null, tries: c?.tries ?? 0 };
      }
      return { ...p, cells: row };
    }),
  };
}

const WORDS = { onTime: 'accepted', late: 'accepted late', tried: 'tried', untouched: '' } as const;

/** The grid as a gradebook sheet: one line per student, a column per problem, then the totals. */
export function progressCsv(grid: ProgressGrid): string {
  const head = [
    'username',
    'realname',
    'school',
    ...grid.problems.map((p) => p.displayId),
    'accepted',
    'accepted on time',
  ];
  const lines = grid.rows.map((r) => {
    const cells = grid.problems.map((p) => r.cells[p.displayId]!);
    const word = (c: (typeof cells)[number]) =>
      [WORDS[c.state], c.at ? new Date(c.at).toISOString() : '', c.state === 'tried' ? `${c.tries} tries` : '']
        .filter(Boolean)
        .join(' ');
    return [
      userText(r.username),
      userText(r.realname),
      userText(r.school),
      ...cells.map(word),
      cells.filter((c) => c.state !== 'untouched' && c.state !== 'tried').length,
      cells.filter((c) => c.state === 'onTime').length,
    ];
  });
  return toCsv([head, ...lines]);
}
