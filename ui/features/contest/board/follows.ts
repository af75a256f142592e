import { readStorage, writeStorage } from '../../../lib/storage.ts';

/** Followed users of a contest's board, kept on the device per contest (spec doc 2 "Local settings"). */
const key = (cid: number) => `contest:${cid}:follows`;

export function readFollows(cid: number): string[] {
  try {
    const v = JSON.parse(readStorage(key(cid)) ?? '[]') as unknown;
    return Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : [];
  } catch {
    return [];
  }
}

export function toggleFollow(cid: number, uid: string): string[] {
  const now = readFollows(cid);
  const next = now.includes(uid) ? now.filter((u) => u !== uid) : [...now, uid];
  writeStorage(key(cid), JSON.stringify(next));
  return next;
}
