/**
 * Work the server runs on a judge worker's turn rather than beside the workers: compiling a
 * special judge or interactor for a problem form. A job waits in the fair queue under the user
 * who asked for it, so a flood of compiles takes that user's share and no more; the worker that
 * claims it runs it and then claims again.
 */
import { Priority } from '../domain/submissions/priority.ts';

interface Job {
  id: string;
  uid: string;
  since: number;
  state: 'queued' | 'running';
  run: () => Promise<void>;
}

export interface WaitingJob {
  key: string;
  uid: string;
  priority: number;
  since: number;
}

export class HostJobs {
  private readonly jobs = new Map<string, Job>();
  private serial = 0;

  constructor(private readonly now: () => number = Date.now) {}

  /** Queues the work under the user; settles with its outcome once a worker has run it. */
  add<T>(uid: string, work: () => Promise<T>): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      const id = `job${++this.serial}`;
      const run = async () => {
        try {
          resolve(await work());
        } catch (e) {
          reject(e);
        } finally {
          this.jobs.delete(id);
        }
      };
      this.jobs.set(id, { id, uid, since: this.now(), state: 'queued', run });
    });
  }

  /** Each user's oldest queued job (all at practice priority). */
  waiting(): WaitingJob[] {
    const first = new Map<string, WaitingJob>();
    for (const j of this.jobs.values()) {
      if (j.state === 'queued' && !first.has(j.uid))
        first.set(j.uid, { key: j.id, uid: j.uid, priority: Priority.PRACTICE, since: j.since });
    }
    return [...first.values()];
  }

  runningOf(uid: string): number {
    return [...this.jobs.values()].filter((j) => j.uid === uid && j.state === 'running').length;
  }

  /** Marks a queued job as running and hands back the work (null when it is no longer queued). */
  take(key: string): (() => Promise<void>) | null {
    const j = this.jobs.get(key);
    if (j?.state !== 'queued') return null;
    j.state = 'running';
    return j.run;
  }
}
