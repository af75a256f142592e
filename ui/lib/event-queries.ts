import type { ContestEventKind } from '../../src/contract/events.ts';
import { CONTEST_EVENT_KINDS } from '../../src/contract/events.ts';
import { isFinalStatus } from '../../src/contract/judge-status.ts';
import type { Endpoint } from '../../src/contract/endpoints/define.ts';
import { contestEndpoints } from '../../src/contract/endpoints/contests.ts';
import { contestControlEndpoints, contestOpsEndpoints } from '../../src/contract/endpoints/contest-ops.ts';
import { groupContestEndpoints } from '../../src/contract/endpoints/group-content.ts';
import { onServerEvent } from './events.ts';
import { MESSAGE_TABS } from './message-kinds.ts';
import { queryClient } from './query/client.ts';
import { store } from './store.ts';
import { unreadAtom } from './unread.ts';

/** The answers each contest event makes stale: open pages on the query layer read them again. */
const STALE: Record<ContestEventKind, readonly Endpoint[]> = {
  board: [
    contestEndpoints.rank,
    contestEndpoints.outsideBoard,
    contestEndpoints.submissions,
    contestOpsEndpoints.scrollBoardInfo,
    contestOpsEndpoints.scrollBoardSubmissions,
    // A new first accept reaches the AC helper with the board's event.
    contestOpsEndpoints.acInfo,
    // The proctor view counts each participant's submissions.
    contestControlEndpoints.proctor,
  ],
  announcement: [
    contestOpsEndpoints.announcements,
    contestOpsEndpoints.adminAnnouncements,
    groupContestEndpoints.announcements,
    contestOpsEndpoints.unreadAnnouncements,
  ],
  print: [contestOpsEndpoints.prints],
  ac: [contestOpsEndpoints.acInfo],
};

/** The contest a cached answer is of (its input's `cid` or `contestID`), or null. */
function contestOf(input: unknown): number | null {
  const i = input as { cid?: unknown; contestID?: unknown } | undefined;
  const cid = Number(i?.cid ?? i?.contestID);
  return Number.isInteger(cid) && cid > 0 ? cid : null;
}

/**
 * Turns the tab's pushed events into query invalidations: a contest's event marks stale the
 * answers of that contest the event names; a submission's final state marks stale the contest
 * submission lists; a rise of a message tab's unread count marks its list stale. Started once by
 * the app; returns the stop.
 */
export function invalidateOnServerEvents(): () => void {
  const stops = CONTEST_EVENT_KINDS.map((kind) =>
    onServerEvent(kind, ({ cid }) => {
      const paths = new Set<string>(STALE[kind].map((e) => e.path));
      void queryClient.invalidateQueries({
        predicate: (q) => paths.has(q.queryKey[0] as string) && [null, cid].includes(contestOf(q.queryKey[1])),
      });
    }),
  );
  stops.push(
    onServerEvent('status', ({ status }) => {
      if (isFinalStatus(status)) void queryClient.invalidateQueries({ queryKey: [contestEndpoints.submissions.path] });
    }),
  );
  // A message tab's count rose (pushed, or read by the fallback poll): its open list reads the new rows.
  let counts = store.get(unreadAtom);
  stops.push(
    store.sub(unreadAtom, () => {
      const before = counts;
      counts = store.get(unreadAtom);
      const rose = MESSAGE_TABS.filter((tab) => (counts?.[tab.counter] ?? 0) > (before?.[tab.counter] ?? 0));
      for (const tab of rose) void queryClient.invalidateQueries({ queryKey: [tab.list.path] });
    }),
  );
  return () => {
    for (const stop of stops) stop();
  };
}
