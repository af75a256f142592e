import { and, eq } from 'drizzle-orm';
import type { Config } from '../config.ts';
import { remoteAccounts } from '../db/schema/index.ts';
import {
  ACCOUNT_SOURCE,
  BUILT_REMOTE_SOURCES,
  parseRemoteProblemId,
  REMOTE_SOURCES,
  type RemoteSource,
} from '../contract/remote.ts';
import { accountSecret } from '../domain/remote/accounts.ts';
import { buildDeps } from '../server.ts';
import { remoteProviders, remoteUrlsOf } from '../remote/service.ts';

/** A problem each source is known to have. */
const KNOWN: Partial<Record<RemoteSource, string>> = {
  CF: 'CF-1A',
  GYM: 'GYM-100001A',
  AC: 'AC-abc001_a',
  SPOJ: 'SPOJ-TEST',
  HDU: 'HDU-1000',
  POJ: 'POJ-1000',
};

/**
 * `verdict remote-check SOURCE`: for an admin whose server reaches the internet. Fetches one known
 * problem, logs in with the first enabled account of the source and lists upcoming contests,
 * printing what worked and what the site answered. It never prints a password or a cookie, and
 * submits nothing.
 */
export async function remoteCheck(config: Config, name: string | undefined, print = console.log): Promise<number> {
  const source = (name ?? '').toUpperCase() as RemoteSource;
  if (!REMOTE_SOURCES.includes(source)) {
    print(`verdict remote-check needs a source: ${REMOTE_SOURCES.join(', ')}`);
    return 2;
  }
  if (!BUILT_REMOTE_SOURCES.includes(source)) {
    print(`${source}: not built yet (built: ${BUILT_REMOTE_SOURCES.join(', ')})`);
    return 1;
  }
  const deps = buildDeps(config);
  try {
    const provider = remoteProviders({ ...remoteUrlsOf(config), timeoutMs: 30_000 })[source]!;
    let failed = 0;
    const step = async (what: string, run: () => Promise<string>) => {
      try {
        print(`ok    ${what}: ${await run()}`);
      } catch (e) {
        failed++;
        print(`FAIL  ${what}: ${(e as Error).message}`);
      }
    };
    const id = parseRemoteProblemId(KNOWN[source]!)!;
    await step(`fetch ${KNOWN[source]}`, async () => {
      const p = await provider.fetchProblem(id);
      return `"${p.title}", ${p.timeLimitMs} ms, ${p.memoryLimitMb} MB, ${p.examples.length} sample(s)`;
    });
    const account = deps.db
      .select({ id: remoteAccounts.id, username: remoteAccounts.username })
      .from(remoteAccounts)
      .where(and(eq(remoteAccounts.source, ACCOUNT_SOURCE[source]), eq(remoteAccounts.enabled, true)))
      .get();
    if (!account) {
      failed++;
      print(`FAIL  log in: no enabled ${ACCOUNT_SOURCE[source]} account in the remote-judge settings`);
    } else {
      await step(`log in as ${account.username}`, async () => {
        const s = accountSecret(deps.db, deps.dataDir, account.id);
        // A fresh session: the check is of the password, not of kept cookies.
        await provider.login({ username: s.username, password: s.password, cookies: {} });
        return 'logged in';
      });
    }
    await step('upcoming contests', async () => `${(await provider.upcomingContests()).length} listed`);
    return failed === 0 ? 0 : 1;
  } finally {
    deps.db.$client.close();
  }
}
