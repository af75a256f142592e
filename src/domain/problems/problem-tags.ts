import type { Db } from '../../db/client.ts';
import type { Tag } from '../../contract/problems.ts';

/**
 * Tags of each problem of a page. Written as SQL text with the page's ids as one JSON parameter:
 * the problem list asks on every request, and the one text stays compiled.
 */
export function tagsOfProblems(db: Db, pids: number[]): Map<number, Pick<Tag, 'id' | 'name' | 'color'>[]> {
  const map = new Map<number, Pick<Tag, 'id' | 'name' | 'color'>[]>();
  if (pids.length === 0) return map;
  const rows = db.$client
    .query(`select pt.pid, t.id, t.name, t.color from problem_tags pt join tags t on t.id = pt.tag_id
    where pt.pid in (select value from json_each(?)) order by t.id`)
    .all(JSON.stringify(pids)) as { pid: number; id: number; name: string; color: string }[];
  for (const { pid, ...tag } of rows) {
    const list = map.get(pid) ?? [];
    list.push(tag);
    map.set(pid, list);
  }
  return map;
}
