import type { Db } from '../db/client.ts';
import { REMOTE_SOURCE_NAMES, type RemoteContest, type RemoteSource } from '../contract/remote.ts';
import { sourceOpen } from '../domain/submissions/remote-queue.ts';
import { log } from '../log.ts';
import { type RemoteOptions, remoteProviders } from './service.ts';

/**
 * The home page's "recent other contests": upcoming contests of the sources whose provider lists
 * them (Codeforces' contest.list; Gym's list holds training mirrors, not rounds), for the sources
 * whose remote judging is on (an enabled account). A request never waits on a site: it reads what
 * the cache holds and, when that is older than an hour, starts a refresh in the background. A site
 * that cannot be reached leaves its list empty and is asked again after a few minutes.
 */
export const LISTED_SOURCES: readonly RemoteSource[] = ['CF', 'AC'];
const FRESH_MS = 60 * 60_000;
const RETRY_MS = 5 * 60_000;

interface Entry {
  contests: RemoteContest[];
  /** When the entry is to be refreshed (ms). */
  staleAt: number;
  refreshing: Promise<void> | null;
}

class UpcomingCache {
  private readonly entries = new Map<RemoteSource, Entry>();
  constructor(private readonly urls: RemoteOptions) {}

  read(source: RemoteSource, now: number): RemoteContest[] {
    const entry = this.entries.get(source) ?? { contests: [], staleAt: 0, refreshing: null };
    this.entries.set(source, entry);
    if (now >= entry.staleAt && !entry.refreshing) entry.refreshing = this.refresh(source, entry);
    return entry.contests;
  }

  /** Resolves when every refresh under way has ended. */
  async settled(): Promise<void> {
    await Promise.all([...this.entries.values()].map((e) => e.refreshing));
  }

  private async refresh(source: RemoteSource, entry: Entry): Promise<void> {
    const provider = remoteProviders({ ...this.urls, timeoutMs: 30_000 })[source];
    try {
      const listed = (await provider?.upcomingContests()) ?? [];
      entry.contests = listed.map((c) => ({
        oj: source,
        ojName: REMOTE_SOURCE_NAMES[source],
        title: c.name,
        beginTime: c.startTime,
        endTime: c.startTime + c.durationSeconds * 1000,
        url: c.url,
      }));
      entry.staleAt = Date.now() + FRESH_MS;
    } catch (e) {
      log.warn('upcoming contests could not be read', { source, reason: (e as Error).message });
      entry.contests = [];
      entry.staleAt = Date.now() + RETRY_MS;
    } finally {
      entry.refreshing = null;
    }
  }
}

const caches = new WeakMap<Db, UpcomingCache>();
function cacheOf(db: Db, urls: RemoteOptions): UpcomingCache {
  let cache = caches.get(db);
  if (!cache) caches.set(db, (cache = new UpcomingCache(urls)));
  return cache;
}

/** The upcoming contests of the open sources, soonest first, as the cache holds them now. */
export function recentOtherContests(db: Db, urls: RemoteOptions, now = Date.now()): RemoteContest[] {
  const cache = cacheOf(db, urls);
  return LISTED_SOURCES.filter((s) => sourceOpen(db, s))
    .flatMap((s) => cache.read(s, now))
    .filter((c) => c.beginTime > now)
    .sort((a, b) => a.beginTime - b.beginTime);
}

/** Resolves when the refreshes started for this database have ended (tests wait on it). */
export function upcomingRefreshed(db: Db): Promise<void> {
  return caches.get(db)?.settled() ?? Promise.resolve();
}
