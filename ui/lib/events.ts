import type { ServerEvent, ServerEventKind } from '../../src/contract/events.ts';
import { SERVER_EVENT_KINDS } from '../../src/contract/events.ts';
import { ExamRefusal, readSse } from './event-stream.ts';

/**
 * The tab's one live connection (GET /api/events, DESIGN "Live updates"): pages say what they watch
 * (submissions, a contest, the user's messages) and listen by event kind; the tab keeps one stream
 * of all of it, opened again when what is watched changes. When the stream ends it reconnects,
 * waiting longer after each failure (up to 30 s); while it is down the pages' polls (`whileDown`)
 * stand in: 2 s for submissions, 30 s for a board, 60 s for announcements, 120 s for messages.
 */

/** Wait before reconnecting after the stream ended normally, and the longest wait after failures. */
const RECONNECT_MS = 1_000;
const MAX_BACKOFF_MS = 30_000;

export interface Watch {
  submitIds?: readonly number[];
  cid?: number;
  messages?: boolean;
}

const watches = new Set<Watch>();
const listeners = new Map<ServerEventKind, Set<(data: never) => void>>();
const liveListeners = new Set<(live: boolean) => void>();
let live = false;
let current = '';
let controller: AbortController | null = null;
let timer: ReturnType<typeof setTimeout> | undefined;
let failures = 0;
/** An exam held the user when the stream asked for their messages: the tab stops asking until the user changes. */
let examHeld = false;

/** The stream's address for what is watched now ('' when nothing is). */
function wantedPath(): string {
  const ids = new Set<number>();
  let cid = 0;
  let messages = false;
  for (const w of watches) {
    for (const id of w.submitIds ?? []) ids.add(id);
    if (w.cid) cid = w.cid;
    if (w.messages && !examHeld) messages = true;
  }
  const q = new URLSearchParams();
  if (ids.size)
    q.set(
      'submitIds',
      [...ids]
        .sort((a, b) => a - b)
        .slice(0, 100)
        .join(','),
    );
  if (cid) q.set('cid', String(cid));
  if (messages) q.set('messages', '1');
  const s = q.toString().replace(/%2C/g, ',');
  return s ? `/api/events?${s}` : '';
}

function setLive(next: boolean) {
  if (live === next) return;
  live = next;
  for (const fn of [...liveListeners]) fn(next);
}

function dispatch(kind: string, data: string) {
  if (!(SERVER_EVENT_KINDS as string[]).includes(kind)) return;
  let parsed: unknown;
  try {
    parsed = JSON.parse(data);
  } catch {
    return; // A garbled event is skipped; the next one carries the whole state again.
  }
  for (const fn of [...(listeners.get(kind as ServerEventKind) ?? [])]) (fn as (d: unknown) => void)(parsed);
}

function connect() {
  clearTimeout(timer);
  controller?.abort();
  controller = null;
  setLive(false);
  current = wantedPath();
  if (!current) return;
  const mine = new AbortController();
  controller = mine;
  readSse(
    current,
    (e) => {
      failures = 0;
      setLive(true);
      dispatch(e.event, e.data);
    },
    mine.signal,
  )
    .then(
      () => RECONNECT_MS,
      (e: unknown) => {
        if (!(e instanceof ExamRefusal) || examHeld) return Math.min(MAX_BACKOFF_MS, RECONNECT_MS * 2 ** ++failures);
        examHeld = true;
        return RECONNECT_MS;
      },
    )
    .then((wait) => {
      if (mine.signal.aborted) return;
      setLive(false);
      timer = setTimeout(connect, wait);
    });
}

/** What is watched changed: the stream opens again (once, after the changes of this moment). */
function changed() {
  queueMicrotask(() => {
    if (wantedPath() !== current) connect();
  });
}

/** Watches submissions, a contest or the user's messages until the returned function is called. */
export function watch(w: Watch): () => void {
  const own = { ...w };
  if (own.messages) examHeld = false;
  watches.add(own);
  changed();
  return () => {
    watches.delete(own);
    changed();
  };
}

/** Calls `fn` with each event of this kind the tab's stream brings; returns the function that stops it. */
export function onServerEvent<K extends ServerEventKind>(kind: K, fn: (data: ServerEvent<K>) => void): () => void {
  let set = listeners.get(kind);
  if (!set) listeners.set(kind, (set = new Set()));
  set.add(fn as (data: never) => void);
  return () => set.delete(fn as (data: never) => void);
}

/** Whether the tab's stream is open and has spoken. */
export const streamLive = () => live;

/** Calls `fn` every `ms` while the stream is down (the spec's polls as the fallback); returns the stop. */
export function whileDown(ms: number, fn: () => void): () => void {
  const interval = setInterval(() => {
    if (!live) fn();
  }, ms);
  return () => clearInterval(interval);
}
