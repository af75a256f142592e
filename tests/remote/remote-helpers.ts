import { eq } from 'drizzle-orm';
import { remoteRuns, submissions } from '../../src/db/schema/index.ts';
import { listen, submissionChannel } from '../../src/domain/events/hub.ts';
import type { RemoteSource } from '../../src/contract/remote.ts';
import { setWebsiteConfig } from '../../src/domain/site/website-config.ts';
import { RemoteJudge, type RemoteOptions } from '../../src/remote/service.ts';
import { call, makeTestApp } from '../helpers/app.ts';
import { createUserAndLogin } from '../helpers/factories.ts';
import { CodeforcesStandIn } from './stand-ins/codeforces.ts';

export const CF_HANDLE = 'verdict_bot';
export const CF_PASSWORD = 'pa55-Wörd-never-shown';

type Row = typeof submissions.$inferSelect;

/** A site's stand-in as the setup starts and stops it. */
interface StandIn {
  readonly url: string;
  stop(): void;
}

/** Which site a setup runs against: its stand-in, the flag and option naming its address, a problem and a language. */
export interface RemoteSite<S extends StandIn> {
  source: RemoteSource;
  standIn: (accounts: Record<string, string>) => S;
  flag: string;
  option: keyof RemoteOptions;
  /** The site's id of the problem imported (`1A`). */
  problem: string;
  language: string;
}

export const CODEFORCES: RemoteSite<CodeforcesStandIn> = {
  source: 'CF',
  standIn: (accounts) => new CodeforcesStandIn(accounts),
  flag: 'remote-codeforces-url',
  option: 'codeforcesUrl',
  problem: '1A',
  language: 'C++17',
};

/** A server with a site's stand-in (Codeforces unless named), one account for it, a problem imported, and the remote judge running. */
export async function remoteSetup<S extends StandIn = CodeforcesStandIn>(
  on: RemoteSite<S> = CODEFORCES as unknown as RemoteSite<S>,
) {
  const site = on.standIn({ [CF_HANDLE]: CF_PASSWORD });
  const pid = `${on.source}-${on.problem}`;
  const t = makeTestApp({ [on.flag]: site.url });
  setWebsiteConfig(t.deps.db, { submissionFrequency: 0 });
  const admin = await createUserAndLogin(t.deps, t.app, { role: 1000 });
  const student = await createUserAndLogin(t.deps, t.app);
  const set = await call(t.app, '/api/admin/config/remote-judge', {
    method: 'PUT',
    headers: admin.headers,
    json: { source: on.source, accounts: [{ username: CF_HANDLE, password: CF_PASSWORD }] },
  });
  if (set.env.status !== 200) throw new Error(set.env.msg);
  const imported = await call(
    t.app,
    `/api/admin/problem/import-remote-oj-problem?name=${on.source}&problemId=${on.problem}`,
    {
      headers: admin.headers,
    },
  );
  if (imported.env.status !== 200) throw new Error(imported.env.msg);
  const startJudge = async () => {
    const urls = { codeforcesUrl: site.url, [on.option]: site.url };
    const judge = new RemoteJudge(t.deps.db, t.dataDir, { ...urls, pollMs: 20, timeoutMs: 10_000 });
    t.deps.remote = judge;
    await judge.start();
    return judge;
  };
  const judge = await startJudge();
  const submit = async (code: string, headers = student.headers) => {
    const r = await call(t.app, '/api/submit-problem-judge', {
      method: 'POST',
      headers,
      json: { pid, language: on.language, code, cid: 0, isRemote: true },
    });
    if (r.env.status !== 200) throw new Error(r.env.msg);
    return r.env.data.submitId as number;
  };
  return {
    ...t,
    site,
    pid,
    problemDbId: imported.env.data.id as number,
    admin,
    student,
    judge,
    startJudge,
    submit,
    [Symbol.dispose]() {
      t.deps.remote?.stop();
      site.stop();
      t[Symbol.dispose]();
    },
  };
}

/** Waits, on the submission's own events, until its row passes `done`; records every status seen. */
export function whenSubmission(
  t: { deps: { db: ReturnType<typeof makeTestApp>['deps']['db'] } },
  submitId: number,
  done: (row: Row) => boolean,
  seen: number[] = [],
): Promise<Row> {
  const read = () => t.deps.db.select().from(submissions).where(eq(submissions.submitId, submitId)).get()!;
  return new Promise((resolve) => {
    let stop = () => {};
    const check = () => {
      const row = read();
      if (seen.at(-1) !== row.status) seen.push(row.status);
      if (done(row)) {
        stop();
        resolve(row);
      }
    };
    stop = listen([submissionChannel(submitId)], check);
    check();
  });
}

export function remoteRunOf(t: { deps: { db: ReturnType<typeof makeTestApp>['deps']['db'] } }, submitId: number) {
  return t.deps.db.select().from(remoteRuns).where(eq(remoteRuns.submitId, submitId)).get();
}
