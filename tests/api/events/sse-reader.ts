/**
 * Reads a Server-Sent Events answer event by event, each with the moment it was read
 * (performance.now()): the burst test reads whole sequences, bench:push times the receipt.
 */
export interface SseEvent {
  event: string;
  data: unknown;
  at: number;
}

export class SseReader {
  private readonly reader: ReadableStreamDefaultReader<Uint8Array>;
  private readonly decoder = new TextDecoder();
  private text = '';
  private readonly queue: SseEvent[] = [];

  constructor(res: Response) {
    if (!res.body || !res.headers.get('content-type')?.includes('text/event-stream'))
      throw new Error(`not an event stream: ${res.status}`);
    this.reader = res.body.getReader();
  }

  /** The next event (comments skipped); throws when the stream ends first. */
  async next(): Promise<SseEvent> {
    while (this.queue.length === 0) {
      const { value, done } = await this.reader.read();
      if (done) throw new Error('the event stream ended');
      const at = performance.now();
      this.text += this.decoder.decode(value, { stream: true });
      let end: number;
      while ((end = this.text.indexOf('\n\n')) >= 0) {
        const block = this.text.slice(0, end).split('\n');
        this.text = this.text.slice(end + 2);
        const event = block
          .find((l) => l.startsWith('event:'))
          ?.slice(6)
          .trim();
        const data = block.find((l) => l.startsWith('data:'))?.slice(5);
        if (event && data !== undefined) this.queue.push({ event, data: JSON.parse(data), at });
      }
    }
    return this.queue.shift()!;
  }

  /** The events named `name` read until one passes `last` (that one included); others are dropped. */
  async until<T>(name: string, last: (data: T) => boolean): Promise<T[]> {
    const found: T[] = [];
    for (;;) {
      const e = await this.next();
      if (e.event !== name) continue;
      found.push(e.data as T);
      if (last(e.data as T)) return found;
    }
  }

  async close(): Promise<void> {
    await this.reader.cancel().catch(() => undefined);
  }
}
