import type { Config } from '../config.ts';
import type { Db } from '../db/client.ts';
import { parseRemoteProblemId, type RemoteSource } from '../contract/remote.ts';
import {
  accountSecret,
  holdAccount,
  releaseAccount,
  releaseAllAccounts,
  saveCookies,
} from '../domain/remote/accounts.ts';
import {
  failRemote,
  finishRemote,
  markSending,
  type RemoteRun,
  recordRemoteId,
  runsIn,
  submissionToSend,
} from '../domain/remote/runs.ts';
import { log } from '../log.ts';
import { AtCoderProvider } from './atcoder/provider.ts';
import { CodeforcesProvider } from './codeforces/provider.ts';
import { RemoteRefused } from './http-client.ts';
import type { Provider, RemoteLogin } from './provider.ts';
import { SpojProvider } from './spoj/provider.ts';
import { HDU_URL, hduProvider } from './hdu/provider.ts';
import { POJ_URL, pojProvider } from './poj/provider.ts';

export interface RemoteOptions {
  /** Base address of Codeforces (tests point it at a stand-in). */
  codeforcesUrl: string;
  /** AtCoder's (default https://atcoder.jp). */
  atcoderUrl?: string;
  /** SPOJ's (default https://www.spoj.com). */
  spojUrl?: string;
  /** HDU's and POJ's (defaults https://acm.hdu.edu.cn, http://poj.org). */
  hduUrl?: string;
  pojUrl?: string;
  /** How often runs on their sites are polled, ms (Codeforces asks for one API call per 2 s). */
  pollMs?: number;
  timeoutMs?: number;
}

/** The sites' addresses the server is configured with. */
export const remoteUrlsOf = (c: Config): RemoteOptions => ({
  codeforcesUrl: c.remoteCodeforcesUrl,
  atcoderUrl: c.remoteAtcoderUrl,
  spojUrl: c.remoteSpojUrl,
  hduUrl: c.remoteHduUrl,
  pojUrl: c.remotePojUrl,
});

export function remoteProviders(o: RemoteOptions, signal?: AbortSignal): Partial<Record<RemoteSource, Provider>> {
  const opts = { timeoutMs: o.timeoutMs ?? 30_000, signal };
  return {
    CF: new CodeforcesProvider('CF', o.codeforcesUrl, opts),
    GYM: new CodeforcesProvider('GYM', o.codeforcesUrl, opts),
    AC: new AtCoderProvider(o.atcoderUrl ?? 'https://atcoder.jp', opts),
    SPOJ: new SpojProvider(o.spojUrl ?? 'https://www.spoj.com', opts),
    HDU: hduProvider(o.hduUrl ?? HDU_URL, opts),
    POJ: pojProvider(o.pojUrl ?? POJ_URL, opts),
  };
}

/**
 * The remote judge: sends queued remote submissions with a free account each (one submission per
 * account at a time), polls sent runs until their verdict, and on start-up recovers: a run whose
 * id was stored is polled again; one cut short while sending is looked up on the site and adopted,
 * or marked Submit Failed for the owner to resubmit. It never sends a submission twice by itself.
 * Nothing it logs or stores in a submission names an account's password or cookies.
 */
export class RemoteJudge {
  private readonly stopper = new AbortController();
  readonly providers: Partial<Record<RemoteSource, Provider>>;
  private readonly busy = new Set<number>();
  private timer: ReturnType<typeof setInterval> | null = null;
  private ticking = false;

  constructor(
    private readonly db: Db,
    private readonly dataDir: string,
    private readonly opts: RemoteOptions,
  ) {
    this.providers = remoteProviders(opts, this.stopper.signal);
  }

  async start(): Promise<void> {
    releaseAllAccounts(this.db);
    await Promise.all(runsIn(this.db, 'sending').map((r) => this.track(r, () => this.recoverSending(r))));
    this.timer = setInterval(() => this.wake(), this.opts.pollMs ?? 3000);
    this.wake();
  }

  stop(): void {
    this.stopper.abort();
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
  }

  /** A submission was queued, resubmitted, or it is time to poll. */
  wake(): void {
    if (this.ticking || this.stopper.signal.aborted) return;
    this.ticking = true;
    try {
      for (const run of runsIn(this.db, 'queued')) void this.track(run, () => this.send(run));
      for (const run of runsIn(this.db, 'sent')) void this.track(run, () => this.poll(run));
    } finally {
      this.ticking = false;
    }
  }

  private async track(run: RemoteRun, work: () => Promise<void>): Promise<void> {
    if (this.busy.has(run.submitId)) return;
    this.busy.add(run.submitId);
    try {
      await work();
    } catch (e) {
      if (!this.stopper.signal.aborted)
        log.warn('remote judge step failed', { submitId: run.submitId, reason: (e as Error).message });
    } finally {
      this.busy.delete(run.submitId);
    }
  }

  private login(accountId: number): RemoteLogin {
    const s = accountSecret(this.db, this.dataDir, accountId);
    return { username: s.username, password: s.password, cookies: s.cookies };
  }

  private async send(run: RemoteRun): Promise<void> {
    const provider = this.providers[run.source];
    const id = parseRemoteProblemId(run.remoteProblem);
    if (!provider || !id) return failRemote(this.db, run.submitId, `${run.source} is not judged by this server`);
    const account = holdAccount(this.db, run.source, run.submitId);
    if (!account) return; // every account is busy: it waits for the next turn
    let backoff = 0;
    try {
      if (!markSending(this.db, run.submitId, account.id)) return;
      const sub = submissionToSend(this.db, run.submitId);
      if (!sub) return;
      const login = this.login(account.id);
      try {
        const remoteId = await provider.submit(login, id, sub.language, sub.code);
        recordRemoteId(this.db, run.submitId, remoteId);
      } finally {
        saveCookies(this.db, this.dataDir, account.id, login.cookies);
      }
    } catch (e) {
      if (this.stopper.signal.aborted) return; // left in 'sending': the next start looks it up
      backoff = e instanceof RemoteRefused ? e.backoffMs : 30_000;
      failRemote(this.db, run.submitId, (e as Error).message);
    } finally {
      releaseAccount(this.db, account.id, backoff);
    }
    this.wake();
  }

  private async poll(run: RemoteRun): Promise<void> {
    const provider = this.providers[run.source];
    const id = parseRemoteProblemId(run.remoteProblem);
    if (!provider || !id || run.accountId === null || run.remoteId === null) return;
    const state = await provider.poll(this.login(run.accountId), id, run.remoteId);
    if (!state.final) return;
    finishRemote(this.db, run.submitId, run.remoteId, {
      status: state.status,
      time: state.time,
      memory: state.memory,
      errorMessage: state.message,
    });
  }

  /** A send the last server stopped in the middle of: adopted if the site has the run. */
  private async recoverSending(run: RemoteRun): Promise<void> {
    const provider = this.providers[run.source];
    const id = parseRemoteProblemId(run.remoteProblem);
    if (!provider || !id || run.accountId === null) return;
    const found = await provider.findRun(this.login(run.accountId), id, run.sendingSince ?? new Date(0));
    if (found) recordRemoteId(this.db, run.submitId, found);
    else
      failRemote(
        this.db,
        run.submitId,
        'The server stopped while sending this submission and the site does not list it; resubmit to send it again',
      );
  }
}
