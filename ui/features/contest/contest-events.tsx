import { createContext, type ReactNode, useContext, useEffect, useRef, useState } from 'react';
import { CONTEST_EVENT_KINDS, type ContestEventKind } from '../../../src/contract/events.ts';
import { onServerEvent, watch } from '../../lib/events.ts';

export type { ContestEventKind };

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
 * Watches the contest on the tab's event stream while `enabled` (GET /api/events?cid=), passing
 * the contest's events to the listeners of its pages.
 */
export function useContestStream(cid: number, enabled: boolean): ContestEvents {
  const [events] = useState(() => new ContestEvents());
  useEffect(() => {
    if (!enabled || !cid) return;
    const unwatch = watch({ cid });
    const stops = CONTEST_EVENT_KINDS.map((kind) =>
      onServerEvent(kind, (e) => {
        if (e.cid === cid) events.emit(kind);
      }),
    );
    return () => {
      unwatch();
      for (const stop of stops) stop();
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
