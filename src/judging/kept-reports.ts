/**
 * The judge's host as the workers see it when the disk may fill up. A report (status, case
 * result, verdict) the database cannot take because the disk is full is kept in memory, with the
 * later reports of the same attempt behind it in order, and the worker goes on as if it had been
 * written; the kept reports are written, in order, as soon as there is room again (tried before
 * every claim). The claims of kept attempts are held (their leases renewed), so a verdict judged
 * once is stored once, not judged again. While the disk has less free space than the site's
 * reserve, no new task is claimed: the judge waits, and says so once in the log.
 */
import type {
  CaseResult,
  FinalResult,
  HostEvent,
  JudgeHost,
  JudgeTask,
  ProblemSpec,
  TaskKey,
  TestData,
  TestRunResult,
} from '../../judge/host.ts';
import type { JudgeStatusCode } from '../contract/judge-status.ts';
import { isStorageFull } from '../contract/storage-full.ts';
import { log } from '../log.ts';
import type { storageWatch } from '../domain/site/storage-watch.ts';

type Report = (host: JudgeHost) => Promise<boolean>;
type Watch = ReturnType<typeof storageWatch>;

export interface RoomCheck {
  /** Whether the disk has room to judge (free space at least the reserve). */
  hasRoom(): boolean;
}

export class KeptReportsHost implements JudgeHost {
  /** Per attempt ("id:attempt"), the reports not written yet, oldest first. */
  private readonly kept = new Map<string, { key: TaskKey; reports: Report[] }>();
  private waiting = false;

  constructor(
    private readonly inner: JudgeHost,
    private readonly room: RoomCheck,
    private readonly watch: Watch,
  ) {}

  /** The attempts whose reports wait for room (their claims are held). */
  keptKeys(): TaskKey[] {
    return [...this.kept.values()].map((k) => k.key);
  }

  /** Whether the judge waits for free space (below the reserve, or reports kept). */
  waitingForRoom(): boolean {
    return this.waiting || this.kept.size > 0;
  }

  async claim(judger: string): Promise<JudgeTask | null> {
    if (!(await this.flush())) return null;
    if (!this.hasRoom()) return null;
    try {
      const task = await this.inner.claim(judger);
      if (task) this.watch.room();
      return task;
    } catch (e) {
      if (!this.fullNow(e)) throw e;
      this.watch.full('claiming a task for the judge', e);
      return null;
    }
  }

  testData(problem: ProblemSpec): Promise<TestData> {
    return this.inner.testData(problem);
  }

  status(key: TaskKey, status: JudgeStatusCode): Promise<boolean> {
    return this.report(key, (h) => h.status(key, status));
  }

  caseResult(key: TaskKey, result: CaseResult): Promise<boolean> {
    return this.report(key, (h) => h.caseResult(key, result));
  }

  finish(key: TaskKey, result: FinalResult): Promise<boolean> {
    return this.report(key, (h) => h.finish(key, result));
  }

  finishTest(key: TaskKey, result: TestRunResult): Promise<boolean> {
    return this.inner.finishTest(key, result);
  }

  subscribe(listener: (event: HostEvent) => void): () => void {
    return this.inner.subscribe(listener);
  }

  /** Writes the kept reports in order; false while the disk is still full. */
  async flush(): Promise<boolean> {
    if (this.kept.size === 0) return true;
    for (const [id, entry] of this.kept) {
      while (entry.reports.length > 0) {
        try {
          // Refused: the attempt is no longer current (rejudged or cancelled meanwhile), the rest of it is dropped.
          if (!(await entry.reports[0]!(this.inner))) entry.reports.length = 0;
          else entry.reports.shift();
        } catch (e) {
          if (this.fullNow(e)) return false;
          log.error('writing a kept judge report', {
            submitId: entry.key.id,
            attempt: entry.key.attempt,
            error: String(e),
          });
          entry.reports.length = 0;
        }
      }
      this.kept.delete(id);
      log.info('kept judge reports written', { submitId: entry.key.id, attempt: entry.key.attempt });
    }
    this.watch.room();
    return true;
  }

  /**
   * Whether a failed write is the full disk's doing: the storage's own error, or any failure while
   * the disk has no room (SQLite reports some writes on a full disk as a plain I/O error, such as
   * growing its WAL index). Such a report is kept and written later, never judged again.
   */
  private fullNow(error: unknown): boolean {
    return isStorageFull(error) || !this.room.hasRoom();
  }

  private hasRoom(): boolean {
    const room = this.room.hasRoom();
    if (room !== this.waiting) return room;
    this.waiting = !room;
    if (room) log.warn('the judge has disk space again and claims tasks');
    else this.watch.full('judging: the free disk space is below the reserve');
    return room;
  }

  private async report(key: TaskKey, write: Report): Promise<boolean> {
    if (key.kind !== 'submission') return write(this.inner);
    const id = `${key.id}:${key.attempt}`;
    const entry = this.kept.get(id);
    if (entry) {
      entry.reports.push(write);
      return true;
    }
    try {
      return await write(this.inner);
    } catch (e) {
      if (!this.fullNow(e)) throw e;
      this.watch.full(`storing the verdict of submission ${key.id}`, e);
      log.warn('a judge report is kept until the disk has room', { submitId: key.id, attempt: key.attempt });
      this.kept.set(id, { key, reports: [write] });
      return true;
    }
  }
}
