// Every page reads from the server through the query layer (ui/lib/query): no effect of its own
// calls the server, and the hand-made loading hooks it replaced stay gone.
import { describe, expect, test } from 'bun:test';
import { Glob } from 'bun';
import { readFileSync } from 'node:fs';
import { fetchEffects, fetchEffectsIn } from './fetch-effects.ts';

/** Hooks that each kept their own loading state and fetch effect, replaced by useEndpoint and usePagedList. */
const RETIRED_HOOKS = ['useLoad', 'usePolled', 'useGroupPage', 'useMemberPage', 'useAdminQueue'];

describe('fetch effects', () => {
  test('the finder sees an effect that calls the server, itself or through a function of its file', () => {
    const direct = "useEffect(() => { api.get<X>('/api/x').then(setX); }, []);";
    const indirect =
      'const load = useCallback(() => { fooApi.list(q).then(setRows); }, [q]);\nuseEffect(() => { load(); }, [load]);';
    const harmless = 'useEffect(() => { document.title = title; }, [title]);';
    expect(fetchEffectsIn('a.tsx', direct).map((e) => e.call)).toEqual(['api.get<']);
    expect(fetchEffectsIn('b.tsx', indirect).map((e) => e.call)).toEqual(['load() → fooApi.list(']);
    expect(fetchEffectsIn('c.tsx', harmless)).toEqual([]);
  });

  test('no effect in ui/ calls the server', () => {
    expect(fetchEffects().map((e) => `${e.file}:${e.line} ${e.call}`)).toEqual([]);
  });

  test('the retired loading hooks are not defined again', () => {
    const defined = [...new Glob('ui/**/*.{ts,tsx}').scanSync('.')].flatMap((f) => {
      const text = readFileSync(f, 'utf8');
      return RETIRED_HOOKS.filter((h) => new RegExp(`function ${h}\\b`).test(text)).map((h) => `${f}: ${h}`);
    });
    expect(defined).toEqual([]);
  });
});
