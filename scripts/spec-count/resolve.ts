import type { SpecCall } from './calls.ts';
import { FUNCTIONS, OPERATIONS } from './names.ts';

/** The routes Verdict answers, as "METHOD /api/path". */
export type RouteKeys = ReadonlySet<string>;

const VERB_METHOD: Record<string, string> = { add: 'POST', update: 'PUT', delete: 'DELETE', get: 'GET' };
const kebab = (camel: string) => camel.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

/** Whether a wanted route ("METHOD /api/path", or a path answered under any method) is answered. */
function answers(keys: RouteKeys, wanted: string): boolean {
  if (wanted.includes(' ')) return keys.has(wanted);
  for (const key of keys) if (key.slice(key.indexOf(' ') + 1) === wanted) return true;
  return false;
}

/** The routes a client function may be answered by, in the group calls' pattern. */
function functionCandidates(name: string): string[][] {
  if (FUNCTIONS[name]) return [FUNCTIONS[name]];
  const k = kebab(name);
  const out = [[`/api/${k}`]];
  const group = /^(\w+?)-group-(.+)$/.exec(k);
  if (k.startsWith('group-')) out.push([`/api/group/${k.slice(6)}`]);
  if (group) {
    const [, verb, rest] = group as unknown as [string, string, string];
    if (verb === 'get') out.push([`/api/group/get-${rest}`]);
    if (VERB_METHOD[verb]) out.push([`${VERB_METHOD[verb]} /api/group/${rest}`]);
    out.push([`/api/group/${verb}-${rest}`]);
  }
  return out;
}

/**
 * The routes that answer a call the spec names, or null when none does. A kebab name is the path
 * under /api under the method the spec gives; a function takes the first pattern that is answered;
 * an operation needs every route listed for it.
 */
export function resolveCall(call: SpecCall, keys: RouteKeys): string[] | null {
  if (call.kind === 'path') {
    const path = call.name.startsWith('/api/') ? call.name : `/api/${call.name}`;
    const wanted = call.method ? `${call.method} ${path}` : path;
    return answers(keys, wanted) ? [wanted] : null;
  }
  if (call.kind === 'operation') {
    const wanted = OPERATIONS[call.name];
    return wanted?.every((w) => answers(keys, w)) ? wanted : null;
  }
  for (const wanted of functionCandidates(call.name)) if (wanted.every((w) => answers(keys, w))) return wanted;
  return null;
}

/** Why a call is missing, for the report: the operation has no entry in names.ts, or its route is not answered. */
export function missingNote(call: SpecCall, keys: RouteKeys): string {
  if (call.kind === 'operation' && !OPERATIONS[call.name])
    return 'no routes listed for this operation in scripts/spec-count/names.ts';
  if (call.kind === 'operation')
    return `not answered: ${OPERATIONS[call.name]!.filter((w) => !answers(keys, w)).join(', ')}`;
  if (call.kind === 'function') return `tried ${functionCandidates(call.name).flat().join(', ')}`;
  const path = call.name.startsWith('/api/') ? call.name : `/api/${call.name}`;
  return answers(keys, path) ? `answered under another method than ${call.method}` : 'no such route';
}
