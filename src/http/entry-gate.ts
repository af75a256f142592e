import type { Hono, MiddlewareHandler } from 'hono';
import type { Endpoint } from '../contract/endpoints/define.ts';
import type { AppEnv } from './env.ts';

/**
 * A check put in front of mounted entries, ahead of their input's validation: a role's right
 * (`requireRight('submit')`, refused with its own message) or a stricter rule than the entry's
 * caller (the super admin's judge controls), on the entry's method and paths only. Register it
 * before mounting the entries.
 */
export function gate(router: Hono<AppEnv>, entries: readonly Endpoint[], check: MiddlewareHandler<AppEnv>): void {
  for (const e of entries)
    for (const p of [e.path, ...(e.aliases ?? [])]) router.on(e.method, p.slice('/api'.length), check);
}
