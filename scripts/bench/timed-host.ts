/**
 * The in-memory host of the judge benches, noting when each submission reaches each step the judge
 * reports: queued, compiling (a worker took it), judging (built, test data found), each case's
 * result, and its verdict. `bench:judge` section 2 splits the judge's time by them.
 */
import type { CaseResult, FinalResult, TaskKey } from '../../judge/host.ts';
import { JudgeStatus, type JudgeStatusCode } from '../../src/contract/judge-status.ts';
import { FakeHost } from '../../tests/judge/fake-host.ts';

export interface Steps {
  queued: number;
  compiling?: number;
  judging?: number;
  cases: number[];
  verdict?: number;
}

export class TimedHost extends FakeHost {
  readonly steps = new Map<string, Steps>();

  override add(t: Parameters<FakeHost['add']>[0], opts: { silent?: boolean } = {}): string {
    const queued = performance.now();
    const id = super.add(t, opts);
    this.steps.set(id, { queued, cases: [] });
    return id;
  }

  override async status(key: TaskKey, status: JudgeStatusCode): Promise<boolean> {
    const steps = this.steps.get(key.id);
    if (steps && status === JudgeStatus.COMPILING) steps.compiling = performance.now();
    if (steps && status === JudgeStatus.JUDGING) steps.judging = performance.now();
    return super.status(key, status);
  }

  override async caseResult(key: TaskKey, result: CaseResult): Promise<boolean> {
    this.steps.get(key.id)?.cases.push(performance.now());
    return super.caseResult(key, result);
  }

  override async finish(key: TaskKey, result: FinalResult): Promise<boolean> {
    const steps = this.steps.get(key.id);
    if (steps) steps.verdict = performance.now();
    return super.finish(key, result);
  }
}
