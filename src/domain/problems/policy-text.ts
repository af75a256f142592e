import { SQLiteSyncDialect } from 'drizzle-orm/sqlite-core';
import { hiddenInBank, listedInBank, viewableProblems } from './policy.ts';
import type { Viewer } from '../access/actor.ts';

/**
 * The policy's conditions on the problems table (policy.ts) as SQL text with parameters, for
 * the lists that run as SQL text. A condition depends only on who is looking (uid and role), so
 * each viewer's text is built once rather than on every request; the policy stays the one
 * source of the rule.
 */
export interface ConditionText {
  sql: string;
  params: unknown[];
}

const CONDITIONS = { listed: listedInBank, viewable: viewableProblems, hidden: hiddenInBank } as const;
/** Viewers whose texts are kept; past this the kept texts start over. */
const MAX_KEPT = 10_000;

const dialect = new SQLiteSyncDialect();
const kept = new Map<string, ConditionText | null>();

/** The condition as text, or null when it holds for every problem (no condition). */
export function conditionText(kind: keyof typeof CONDITIONS, viewer: Viewer): ConditionText | null {
  const key = `${kind}\u0000${viewer ? `${viewer.uid}\u0000${viewer.role}` : ''}`;
  const known = kept.get(key);
  if (known !== undefined) return known;
  const condition = CONDITIONS[kind](viewer);
  const text = condition ? dialect.sqlToQuery(condition) : null;
  if (kept.size >= MAX_KEPT) kept.clear();
  kept.set(key, text);
  return text;
}
