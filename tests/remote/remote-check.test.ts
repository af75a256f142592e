import { describe, expect, test } from 'bun:test';
import { remoteCheck } from '../../src/cli/remote-check.ts';
import { call } from '../helpers/app.ts';
import { CF_HANDLE, CF_PASSWORD, remoteSetup } from './remote-helpers.ts';

describe('verdict remote-check', () => {
  test('prints what worked against the site, and what did not, never a password', async () => {
    using t = await remoteSetup();
    const lines: string[] = [];
    expect(await remoteCheck(t.deps.config, 'cf', (l) => lines.push(l))).toBe(0);
    expect(lines).toEqual([
      'ok    fetch CF-1A: "Theatre Square", 1000 ms, 256 MB, 1 sample(s)',
      `ok    log in as ${CF_HANDLE}: logged in`,
      'ok    upcoming contests: 1 listed',
    ]);

    await call(t.app, '/api/admin/config/remote-judge', {
      method: 'PUT',
      headers: t.admin.headers,
      json: { source: 'CF', accounts: [{ username: CF_HANDLE, password: 'a-wrong-password' }] },
    });
    t.site.apiDown = true;
    const bad: string[] = [];
    expect(await remoteCheck(t.deps.config, 'GYM', (l) => bad.push(l))).toBe(1);
    expect(bad[0]).toBe('ok    fetch GYM-100001A: "Theatre Square", 1000 ms, 256 MB, 1 sample(s)');
    expect(bad[1]).toStartWith(`FAIL  log in as ${CF_HANDLE}: logging in as ${CF_HANDLE} failed`);
    expect(bad[2]).toBe(`FAIL  upcoming contests: ${new URL(t.site.url).host} answered 503`);
    expect([...lines, ...bad].join('\n')).not.toContain('a-wrong-password');
    expect([...lines, ...bad].join('\n')).not.toContain(CF_PASSWORD);

    // Every source of the contract is built: a name that is none of them is refused.
    const none: string[] = [];
    expect(await remoteCheck(t.deps.config, 'UVA', (l) => none.push(l))).toBe(2);
    expect(none).toEqual(['verdict remote-check needs a source: HDU, CF, POJ, GYM, AC, SPOJ']);
  }, 120_000);
});
