import { describe, expect, test } from 'bun:test';
import { statSync } from 'node:fs';
import { join } from 'node:path';
import { remoteAccounts } from '../../src/db/schema/index.ts';
import { JudgeStatus, isFinalStatus } from '../../src/contract/judge-status.ts';
import { KEY_FILE, open } from '../../src/domain/remote/secret-box.ts';
import { call } from '../helpers/app.ts';
import { CF_HANDLE, CF_PASSWORD, remoteSetup, whenSubmission } from './remote-helpers.ts';

const final = (r: { status: number }) => isFinalStatus(r.status);

describe("the remote accounts' secrets", () => {
  test('are sealed at rest under a 0600 key, and no call, error, event or log line shows them', async () => {
    const printed: string[] = [];
    const originals = { log: console.log, error: console.error, warn: console.warn };
    for (const k of ['log', 'error', 'warn'] as const) {
      console[k] = (...args: unknown[]) => {
        printed.push(args.map(String).join(' '));
      };
    }
    try {
      using t = await remoteSetup();
      // At rest: the key file is the owner's only, and the database holds no password.
      expect(statSync(join(t.dataDir, KEY_FILE)).mode & 0o777).toBe(0o600);
      const rows = t.deps.db.select().from(remoteAccounts).all();
      expect(rows).toHaveLength(1);
      expect(rows[0]!.secret).not.toContain(CF_PASSWORD);
      expect(rows[0]!.secret).not.toContain(Buffer.from(CF_PASSWORD).toString('base64'));

      const id = await t.submit('int main() {}');
      const events = await t.app.request(`/api/events?submitIds=${id}`, { headers: t.student.headers });
      await whenSubmission(t, id, final);
      const stream = await events.text();
      // After a login the sealed secret holds the site's session cookie too.
      const secretAfter = t.deps.db.select().from(remoteAccounts).get()!.secret;
      expect(secretAfter).not.toBe(rows[0]!.secret);

      // An account whose password the site refuses: the reason names the account, never its password.
      const wrong = await call(t.app, '/api/admin/config/remote-judge', {
        method: 'PUT',
        headers: t.admin.headers,
        json: { source: 'GYM', accounts: [{ username: CF_HANDLE, password: 'not-the-password-x' }] },
      });
      expect(wrong.env.data.accounts).toEqual([{ source: 'CF', username: CF_HANDLE, enabled: true, busy: false }]);
      const secretNow = t.deps.db.select().from(remoteAccounts).get()!.secret;
      // The session cookie went with the old secret: the next send logs in and is refused.
      const refused = await t.submit('int main() { return 0; }');
      const failed = await whenSubmission(t, refused, final);
      expect(failed.status).toBe(JudgeStatus.SUBMITTED_FAILED);
      expect(failed.errorMessage).toContain(`logging in as ${CF_HANDLE} failed`);
      expect(secretNow).not.toContain('not-the-password-x');

      const asStudent = [
        await call(t.app, '/api/admin/config/remote-judge', { headers: t.student.headers }),
        await call(t.app, `/api/get-submission-detail?submitId=${refused}`, { headers: t.student.headers }),
        await call(t.app, `/api/get-submission-detail?submitId=${id}`, { headers: t.student.headers }),
        await call(t.app, '/api/get-submission-list?limit=50&currentPage=1', { headers: t.student.headers }),
        await call(t.app, `/api/resubmit?submitId=${id}`, { headers: t.student.headers }),
        await call(t.app, '/api/get-problem-detail?problemId=CF-1A', { headers: t.student.headers }),
      ];
      expect(asStudent[0]!.status).toBe(403);
      const asAdmin = await call(t.app, '/api/admin/config/remote-judge', { headers: t.admin.headers });
      expect(asAdmin.env.data.accounts[0]).toEqual({ source: 'CF', username: CF_HANDLE, enabled: true, busy: false });

      const secrets = [CF_PASSWORD, 'not-the-password-x', ...cookieValues(secretAfter, t.dataDir)];
      const everything = [
        stream,
        JSON.stringify(asAdmin.env),
        ...asStudent.map((r) => JSON.stringify(r.env)),
        JSON.stringify(failed),
        ...printed,
      ].join('\n');
      for (const s of secrets) expect(everything).not.toContain(s);
      expect(secrets.length).toBeGreaterThan(2);
    } finally {
      Object.assign(console, originals);
    }
  }, 120_000);
});

/** The cookie values kept in a sealed secret (opened with the data directory's key). */
function cookieValues(sealed: string, dataDir: string): string[] {
  return Object.values((JSON.parse(open(dataDir, sealed)) as { cookies: Record<string, string> }).cookies);
}
