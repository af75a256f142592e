/**
 * A judge node's reports on their way to the server, in the order they were made: one call at a
 * time, carrying everything that became ready while the previous call was out (up to
 * REPORT_BATCH_MAX reports and BATCH_CHARS characters of JSON). A worker does not wait for them:
 * each report's promise settles with the server's answer (refused: the attempt is no longer this
 * node's) or with the call's failure.
 */
import { type NodeReport, REPORT_BATCH_MAX } from '../contract/judge-node.ts';

/** Well under the server's JSON body limit (1 MB), so a batch is never refused for its size. */
const BATCH_CHARS = 256 * 1024;

interface Waiting {
  report: NodeReport;
  chars: number;
  settle: { resolve: (accepted: boolean) => void; reject: (error: unknown) => void };
}

export class ReportQueue {
  private waiting: Waiting[] = [];
  private sending: Promise<void> | null = null;

  constructor(private readonly send: (reports: NodeReport[]) => Promise<boolean[]>) {}

  /** Queues a report; resolves with whether the server took it. */
  push(report: NodeReport): Promise<boolean> {
    const answer = new Promise<boolean>((resolve, reject) =>
      this.waiting.push({ report, chars: JSON.stringify(report).length, settle: { resolve, reject } }),
    );
    this.sending ??= this.drain();
    return answer;
  }

  /** Resolves once every report queued so far has its answer. */
  async flush(): Promise<void> {
    while (this.sending) await this.sending;
  }

  private async drain(): Promise<void> {
    while (this.waiting.length > 0) {
      const batch = this.next();
      try {
        const accepted = await this.send(batch.map((w) => w.report));
        for (const [i, w] of batch.entries()) w.settle.resolve(accepted[i] === true);
      } catch (e) {
        for (const w of batch) w.settle.reject(e);
      }
    }
    this.sending = null;
  }

  /** The oldest reports that fit one call (always at least one). */
  private next(): Waiting[] {
    let chars = 0;
    let n = 0;
    while (
      n < this.waiting.length &&
      n < REPORT_BATCH_MAX &&
      (n === 0 || chars + this.waiting[n]!.chars <= BATCH_CHARS)
    )
      chars += this.waiting[n++]!.chars;
    return this.waiting.splice(0, n);
  }
}
