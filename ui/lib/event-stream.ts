import { AUTH_HEADER } from '../../src/contract/accounts.ts';
import type { Envelope } from '../../src/contract/envelope.ts';
import { examCidOf, reportRefusal } from './refusal.ts';
import { getToken } from './session.ts';

/** One Server-Sent Event: its name (default "message") and data (lines joined by "\n"). */
export interface SseEvent {
  event: string;
  data: string;
}

/**
 * Splits buffered stream text into complete events; `rest` is the unfinished tail to keep for the
 * next chunk. Comment lines (":…") are skipped; CRLF and LF line ends are both accepted.
 */
export function parseSse(buffer: string): { events: SseEvent[]; rest: string } {
  const text = buffer.replace(/\r\n?/g, '\n');
  const blocks = text.split('\n\n');
  const rest = blocks.pop() ?? '';
  const events: SseEvent[] = [];
  for (const block of blocks) {
    let event = 'message';
    const data: string[] = [];
    for (const line of block.split('\n')) {
      if (line === '' || line.startsWith(':')) continue;
      const colon = line.indexOf(':');
      const field = colon === -1 ? line : line.slice(0, colon);
      const value = colon === -1 ? '' : line.slice(colon + 1).replace(/^ /, '');
      if (field === 'event') event = value;
      else if (field === 'data') data.push(value);
    }
    if (data.length) events.push({ event, data: data.join('\n') });
  }
  return { events, rest };
}

/** The stream was refused because an exam holds the user (the refusal names the exam). */
export class ExamRefusal extends Error {
  constructor(readonly examCid: number) {
    super('event stream refused during an exam');
  }
}

/**
 * Reads a Server-Sent Events stream with fetch, so the session header is sent (EventSource cannot
 * send headers), calling `onEvent` for each event. Resolves when the stream ends; rejects when it
 * cannot be opened or breaks (and when `signal` aborts it), with an ExamRefusal when an exam refused it.
 */
export async function readSse(path: string, onEvent: (e: SseEvent) => void, signal: AbortSignal): Promise<void> {
  const headers: Record<string, string> = { Accept: 'text/event-stream' };
  const token = getToken();
  if (token) headers[AUTH_HEADER] = token;
  const res = await fetch(path, { headers, signal });
  if (res.status === 403) {
    // An exam's refusal takes the student to the exam; other refusals are retried later by the caller.
    const body = (await res.json().catch(() => null)) as Envelope<unknown> | null;
    const exam = examCidOf(body?.data);
    if (exam !== null) {
      reportRefusal(new URL(path, location.origin).pathname, body!.msg, body!.data);
      throw new ExamRefusal(exam);
    }
  }
  if (!res.ok || !res.body) throw new Error(`event stream answered ${res.status}`);
  const reader = res.body.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  for (;;) {
    const { value, done } = await reader.read();
    if (done) return;
    const { events, rest } = parseSse(buffer + value);
    buffer = rest;
    for (const e of events) onEvent(e);
  }
}
