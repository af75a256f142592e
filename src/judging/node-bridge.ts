/**
 * The server's side of the judge nodes: a node's claim takes the next task through the same
 * SQLite host the local workers use (the fair queue, in the node's languages), and its reports go
 * through the host's status / caseResult / finish with their attempt check, so counters, boards
 * and events are those of the in-process judge. On top of that check a report is taken only from
 * the node that holds the attempt: the held attempts are kept here, in memory, renewed by the
 * node's heartbeats and reports. An attempt not renewed for a lease is no longer held: its claim
 * lease (lease.ts) then lapses and the submission is judged again elsewhere, once; a restart
 * forgets every held attempt (recovery.ts re-queues them), so a node's late report is refused.
 *
 * Checker compiles queued by problem forms are the server's work: a node's claim runs them here,
 * on the server's sandbox, as a local worker's claim does, so with no local worker they are
 * compiled on the turn of whichever node claims. Online test runs are judged by nodes like
 * submissions; a node that stops answering ends its test runs in System Error.
 */
import type { Db } from '../db/client.ts';
import { JudgeStatus, type JudgeStatusCode } from '../contract/judge-status.ts';
import type { ClaimAnswer, NodeReport, NodeState } from '../contract/judge-node.ts';
import type { HostEvent, JudgeTask, TaskKey } from '../../judge/host.ts';
import { Errors } from '../domain/errors.ts';
import { countJudged, nodeMayJudge, VERSION } from '../domain/judge-nodes/registry.ts';
import { log } from '../log.ts';
import type { DbHost } from './db-host.ts';
import { FileHashes, type TaskFiles, taskFiles } from './node-files.ts';
import { timed } from './node-trace.ts';

/**
 * The longest a claim waits for work before answering none (the node asks again at once); under
 * the HTTP server's idle timeout (10 s), which would otherwise close the waiting connection.
 */
export const CLAIM_WAIT_MS = 8_000;
/** The statuses of a running judgement, and the verdicts a case or a judgement may end in. */
const RUNNING: readonly number[] = [JudgeStatus.COMPILING, JudgeStatus.JUDGING];
const VERDICTS: readonly number[] = [-4, -3, -2, -1, 0, 1, 2, 3, 4, 8];

export interface NodeBridgeDeps {
  db: Db;
  dataDir: string;
  host: DbHost;
  /** How long a held attempt stays held without word from its node (ms). */
  leaseMs: number;
  /** Gives a submission's attempt back to the queue at once (the leases' release). */
  release(key: TaskKey, reason: string): Promise<unknown>;
}

interface Held {
  key: TaskKey;
  nodeId: number;
  judger: string;
  until: number;
  files: TaskFiles | null;
}

const keyOf = (key: TaskKey) => `${key.kind}:${key.id}`;
/** What a node is told to stop. */
export type NodeEvent = { type: 'cancel' | 'superseded'; key: TaskKey };

export class NodeBridge {
  private readonly held = new Map<string, Held>();
  private readonly events = new Map<number, NodeEvent[]>();
  private readonly hashes = new FileHashes();
  private queued = 0;
  private wakers = new Set<() => void>();
  private readonly unsubscribe: () => void;
  private stopped = false;

  constructor(private readonly deps: NodeBridgeDeps) {
    this.unsubscribe = deps.host.subscribe((e) => this.onHostEvent(e));
  }

  /** Stops answering claims (waiting ones answer none now). */
  stop(): void {
    this.stopped = true;
    this.unsubscribe();
    this.wakeAll();
  }

  get leaseMs(): number {
    return this.deps.leaseMs;
  }

  /** The attempts nodes hold now (the leases renew them); a node's lapsed test runs end here. */
  heldKeys(now = Date.now()): TaskKey[] {
    const keys: TaskKey[] = [];
    for (const [id, h] of this.held) {
      if (h.until >= now) {
        keys.push(h.key);
        continue;
      }
      this.held.delete(id);
      log.warn('judge node silent: its attempt lapses', { node: h.judger, kind: h.key.kind, id: h.key.id });
      if (h.key.kind === 'test') void this.endTest(h.key, `the judge node ${h.judger} stopped answering`);
    }
    return keys;
  }

  /**
   * A revoked node's attempts go back at once (its later reports are refused as not held): a
   * submission to the queue, a test run to System Error.
   */
  async revoked(nodeId: number): Promise<void> {
    for (const [id, h] of [...this.held]) {
      if (h.nodeId !== nodeId) continue;
      this.held.delete(id);
      const reason = `the judge node ${h.judger} was revoked`;
      await this.giveBack(h.key, reason);
    }
  }

  /** Node-held attempts of one node (the back office's busy count reads the node's own). */
  heldBy(nodeId: number): TaskKey[] {
    return [...this.held.values()].filter((h) => h.nodeId === nodeId).map((h) => h.key);
  }

  /**
   * The next task the node may judge (its languages, the server's version), held by the node from
   * now on, or null when none came within CLAIM_WAIT_MS (woken by the host's `queued` event).
   */
  async claim(node: { id: number; name: string }, state: NodeState, signal?: AbortSignal): Promise<ClaimAnswer> {
    if (state.version !== VERSION) throw Errors.JudgeNodeVersionMismatch(state.version, VERSION);
    const languages = state.languages.filter((language) => nodeMayJudge(state, { version: VERSION, language }));
    if (languages.length === 0) throw Errors.JudgeNodeNoLanguages();
    const deadline = Date.now() + CLAIM_WAIT_MS;
    while (!this.stopped) {
      const seen = this.queued;
      const task = await timed('server', 'host.claim', {}, () => this.deps.host.claim(node.name, languages));
      if (task) {
        const leased = await timed('server', 'lease', {}, () => this.lease(node, task));
        if (leased) return { leased, leaseMs: this.deps.leaseMs };
        continue;
      }
      if (seen === this.queued && !(await this.nextQueued(deadline, signal)))
        return { leased: null, leaseMs: this.deps.leaseMs };
    }
    return { leased: null, leaseMs: this.deps.leaseMs };
  }

  private async lease(node: { id: number; name: string }, task: JudgeTask) {
    const h: Held = {
      key: task.key,
      nodeId: node.id,
      judger: node.name,
      until: Date.now() + this.deps.leaseMs,
      files: null,
    };
    this.held.set(keyOf(task.key), h);
    try {
      h.files = await taskFiles(this.deps.db, this.deps.dataDir, this.hashes, task);
      return { task: task as unknown as NonNullable<ClaimAnswer['leased']>['task'], manifest: h.files.manifest };
    } catch (e) {
      // The test data could not be read: the attempt goes back (and ends in System Error after the retries).
      this.held.delete(keyOf(task.key));
      const reason = `reading the test data failed: ${e instanceof Error ? e.message : String(e)}`;
      await this.giveBack(task.key, reason);
      return null;
    }
  }

  /** The attempt's entry while this node holds it (a report or heartbeat of it renews the hold). */
  private holding(nodeId: number, key: TaskKey): Held | null {
    const h = this.held.get(keyOf(key));
    if (!h || h.nodeId !== nodeId || h.key.attempt !== key.attempt || h.key.kind !== key.kind) return null;
    h.until = Date.now() + this.deps.leaseMs;
    return h;
  }

  /** A node's reports in order, each checked on its own (a refused one ends the hold, so its attempt's later items are refused). */
  async reportAll(nodeId: number, reports: NodeReport[]): Promise<boolean[]> {
    const accepted: boolean[] = [];
    for (const r of reports) accepted.push(await this.report(nodeId, r));
    return accepted;
  }

  /** One report of a held attempt, through the host's checks; false (nothing changed) for any other. */
  async report(nodeId: number, { key, report }: NodeReport): Promise<boolean> {
    const h = this.holding(nodeId, key);
    if (!h) return false;
    const host = this.deps.host;
    let accepted = false;
    let done = false;
    switch (report.kind) {
      case 'status':
        accepted = RUNNING.includes(report.status) && (await host.status(key, report.status as JudgeStatusCode));
        break;
      case 'case': {
        const names = h.files?.names.get(report.result.index);
        const r = report.result;
        accepted =
          !!names &&
          VERDICTS.includes(r.status) &&
          (await host.caseResult(key, {
            ...r,
            ...{ inputData: names.input, outputData: names.output },
            status: r.status as JudgeStatusCode,
          }));
        break;
      }
      case 'finish':
        done = true;
        accepted =
          VERDICTS.includes(report.result.status) &&
          (await host.finish(key, {
            ...report.result,
            status: report.result.status as JudgeStatusCode,
            judger: h.judger,
          }));
        if (accepted) countJudged(this.deps.db, nodeId);
        break;
      case 'finishTest':
        done = true;
        accepted =
          VERDICTS.includes(report.result.status) &&
          (await host.finishTest(key, { ...report.result, status: report.result.status as JudgeStatusCode }));
        break;
      case 'failed':
        this.held.delete(keyOf(key));
        await this.giveBack(key, key.kind === 'test' ? report.error : `judge node ${h.judger}: ${report.error}`);
        return true;
    }
    // A refused report means the attempt is no longer current: the node holds nothing of it.
    if (done || !accepted) this.held.delete(keyOf(key));
    return accepted;
  }

  /** Renews the listed attempts the node holds; answers the cancels and take-backs among them. */
  heartbeat(nodeId: number, listed: TaskKey[]): NodeEvent[] {
    const events = this.events.get(nodeId) ?? [];
    this.events.delete(nodeId);
    for (const key of listed)
      if (!this.holding(nodeId, key) && !events.some((e) => keyOf(e.key) === keyOf(key)))
        events.push({ type: 'superseded', key });
    return events;
  }

  /** The server's path of a file of a task the node holds, by its hash; null for any other. */
  filePath(nodeId: number, sha256: string): string | null {
    for (const h of this.held.values())
      if (h.nodeId === nodeId && h.until >= Date.now()) {
        const path = h.files?.paths.get(sha256);
        if (path) return path;
      }
    return null;
  }

  private onHostEvent(e: HostEvent): void {
    if (e.type === 'queued') {
      this.queued++;
      this.wakeAll();
      return;
    }
    const h = this.held.get(keyOf(e.key));
    if (!h || h.key.attempt !== e.key.attempt) return;
    if (e.type === 'superseded') this.held.delete(keyOf(e.key));
    const list = this.events.get(h.nodeId) ?? [];
    list.push(e);
    this.events.set(h.nodeId, list);
  }

  /** An attempt a node no longer judges: a submission back to the queue, a test run to System Error. */
  private async giveBack(key: TaskKey, reason: string): Promise<void> {
    if (key.kind === 'test') await this.endTest(key, reason);
    else await this.deps.release(key, reason);
  }

  private async endTest(key: TaskKey, reason: string): Promise<void> {
    await this.deps.host.finishTest(key, {
      status: JudgeStatus.SYSTEM_ERROR,
      time: 0,
      memory: 0,
      stdout: '',
      stderr: '',
      errorMessage: reason,
    });
  }

  /** Resolves true at the next `queued` event, false at the deadline or when the caller is gone. */
  private nextQueued(deadline: number, signal?: AbortSignal): Promise<boolean> {
    if (signal?.aborted) return Promise.resolve(false);
    return new Promise((resolve) => {
      const done = (woke: boolean) => {
        clearTimeout(timer);
        this.wakers.delete(wake);
        signal?.removeEventListener('abort', abort);
        resolve(woke);
      };
      const wake = () => done(true);
      const abort = () => done(false);
      const timer = setTimeout(() => done(false), Math.max(0, deadline - Date.now()));
      this.wakers.add(wake);
      signal?.addEventListener('abort', abort);
    });
  }

  private wakeAll(): void {
    const wakers = [...this.wakers];
    this.wakers.clear();
    for (const w of wakers) w();
  }
}
