import type { MedalCounts } from '../../../src/contract/scoreboard/resolver.ts';

/** What the link asks for: /scrollBoard?cid=&removeStar=&gold=&silver=&bronze= (or medals[] three times). */
export interface ScrollQuery {
  cid: number | null;
  removeStar: boolean;
  /** Null until the configuration has given all three counts. */
  medals: MedalCounts | null;
}

const count = (v: string | null | undefined): number | null => {
  if (v === null || v === undefined || !/^\d{1,6}$/.test(v.trim())) return null;
  return Number(v.trim());
};

export function parseScrollQuery(search: string): ScrollQuery {
  const q = new URLSearchParams(search);
  const cid = count(q.get('cid'));
  const listed = q.getAll('medals[]').length === 3 ? q.getAll('medals[]') : q.getAll('medals');
  const [gold, silver, bronze] = q.has('gold')
    ? [q.get('gold'), q.get('silver'), q.get('bronze')].map(count)
    : listed.map(count);
  const medals = gold != null && silver != null && bronze != null ? { gold, silver, bronze } : null;
  return { cid: cid !== null && cid > 0 ? cid : null, removeStar: q.get('removeStar') === 'true', medals };
}

export function scrollQueryString(cid: number, removeStar: boolean, medals: MedalCounts): string {
  const q = new URLSearchParams({ cid: String(cid), removeStar: String(removeStar) });
  for (const [k, v] of Object.entries(medals)) q.set(k, String(v));
  return q.toString();
}
