import { createContext, type ReactNode, useContext, useEffect, useRef, useState } from 'react';
import { readSse } from '../../lib/sse.ts';

/** What a contest's event stream names (GET /api/contest-events): the page reads that part again. */
export type ContestEventKind = 'board' | 'announcement' | 'print' | 'ac';
const KINDS: readonly string[] = ['board', 'announcement', 'print', 'ac'];

/** Wait before reconnecting after the stream ended normally, and the longest wait after failures. */
const RECONNECT_MS = 1_000;
const MAX_BACKOFF_MS = 30_000;

type Listener = (kind: ContestEventKind) => void;

/** The listeners of one contest page; the stream reader calls them. */
export class ContestEvents {
  private readonly listeners = new Set<Listener>();
  on(fn: Listener): () => void {
    this.listeners.add(fn);
    return () => {
      this.listeners.delete(fn);
    };
  }
  emit(kind: ContestEventKind) {
    for (const fn of [...this.listeners]) fn(kind);
  }
}

/**
 * Keeps one stream of the contest's events open while `enabled`, reconnecting when it ends (the
 * server closes it after a while) and, after failures, waiting longer each time up to 30 s.
 */
export function useContestStream(cid: number, enabled: boolean): ContestEvents {
  const [events] = useState(() => new ContestEvents());
  useEffect(() => {
    if (!enabled || !cid) return;
    const controller = new AbortController();
    let timer: ReturnType<typeof setTimeout> | undefined;
    let failures = 0;
    const connect = () => {
      readSse(`/api/contest-events?cid=${cid}`, (e) => {
        failures = 0;
        if (KINDS.includes(e.event)) events.emit(e.event as ContestEventKind);
      }, controller.signal).then(
        () => RECONNECT_MS,
        () => Math.min(MAX_BACKOFF_MS, RECONNECT_MS * 2 ** ++failures),
      ).then((wait) => {
        if (!controller.signal.aborted) timer = setTimeout(connect, wait);
      });
    };
    connect();
    return () => {
      controller.abort();
      clearTimeout(timer);
    };
  }, [cid, enabled, events]);
  return events;
}

const EventsContext = createContext<ContestEvents | null>(null);

export function ContestEventsProvider({ events, children }: { events: ContestEvents; children: ReactNode }) {
  return <EventsContext.Provider value={events}>{children}</EventsContext.Provider>;
}

/** Calls `handler` whenever the contest's stream names one of `kinds` (nothing outside a provider). */
export function useContestEvent(kinds: ContestEventKind | readonly ContestEventKind[], handler: () => void) {
  const events = useContext(EventsContext);
  const ref = useRef(handler);
  ref.current = handler;
  const key = typeof kinds === 'string' ? kinds : kinds.join(',');
  useEffect(() => {
    const wanted = key.split(',');
    return events?.on((k) => {
      if (wanted.includes(k)) ref.current();
    });
  }, [events, key]);
}
