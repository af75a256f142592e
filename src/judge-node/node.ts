/**
 * `verdict judge-node`: this machine's sandbox and languages judging for a Verdict server. The
 * in-process scheduler runs unchanged over the HTTP host; a heartbeat (a third of the server's
 * lease) renews the attempts the workers hold and brings back the server's cancels and
 * take-backs. An attempt that ends without a verdict is given back at once, and so are the
 * running ones when the node stops.
 */
import { chmodSync, mkdirSync } from 'node:fs';
import { hostname } from 'node:os';
import { join } from 'node:path';
import { judgeNodeEndpoints as E } from '../contract/endpoints/judge-node.ts';
import type { NodeState } from '../contract/judge-node.ts';
import { VERSION } from '../domain/judge-nodes/registry.ts';
import { headerStandards } from '../judging/index.ts';
import { trace } from '../judging/node-trace.ts';
import { CheckerBuilder } from '../../judge/checkers/build.ts';
import { CompileCache } from '../../judge/compile-cache.ts';
import { LanguageRegistry } from '../../judge/languages/registry.ts';
import { createSandbox } from '../../judge/sandbox/index.ts';
import { JudgeScheduler } from '../../judge/scheduler.ts';
import { NodeClient } from './client.ts';
import { FileCache } from './file-cache.ts';
import { HttpHost } from './http-host.ts';

export interface JudgeNodeOptions {
  server: string;
  token: string;
  workers: number;
  /** Where test data, checkers, compiles and scratch space are kept. */
  cacheDir: string;
  diskMarginMb?: number;
  /** Called with what the node does (claim errors, failed attempts). */
  log?: (line: string) => void;
}

export interface RunningNode {
  host: HttpHost;
  files: FileCache;
  scheduler: JudgeScheduler;
  languages: string[];
  stop(): Promise<void>;
}

function ensureDir(path: string): string {
  mkdirSync(path, { recursive: true });
  chmodSync(path, 0o755);
  return path;
}

export async function startJudgeNode(opts: JudgeNodeOptions): Promise<RunningNode> {
  const log = opts.log ?? ((line: string) => console.error(line));
  const root = ensureDir(opts.cacheDir);
  const workRoot = ensureDir(join(root, 'work'));
  const includeDir = ensureDir(join(root, 'include'));
  const sandbox = await createSandbox({ diskMarginBytes: (opts.diskMarginMb ?? 16) * 1024 * 1024 });
  const registry = await LanguageRegistry.detect(sandbox, { workRoot, pchDir: ensureDir(join(root, 'pch')) });
  await registry.pch?.prepare(headerStandards(registry.available()));
  const checkers = new CheckerBuilder(sandbox, registry, ensureDir(join(root, 'checkers')), workRoot, includeDir);
  const compileCache = new CompileCache({ dir: ensureDir(join(root, 'compile')) });
  const client = new NodeClient(opts.server, opts.token);
  const files = new FileCache(ensureDir(join(root, 'files')), (sha) => client.file(sha));
  const languages = registry.available().map((l) => l.id);
  let scheduler: JudgeScheduler | null = null;
  const state = (): NodeState => ({
    version: VERSION,
    languages,
    workers: opts.workers,
    busy: scheduler?.active().length ?? 0,
  });
  const host = new HttpHost(client, files, includeDir, state, log);
  const judger = hostname();
  scheduler = new JudgeScheduler(
    { host, sandbox, languages: registry, checkers, compileCache, workRoot, judger },
    { workers: opts.workers },
  );
  scheduler.onProgress((e) => {
    if (e.type === 'started' || e.type === 'finished') trace('node', e.type, { id: e.key.id });
    if (e.type === 'error') log(`judge-node: ${e.error}`);
    if (e.type === 'failed') {
      log(`judge-node: ${e.error}`);
      void host.failed(e.key, e.error);
    }
  });
  scheduler.start();

  let beating = true;
  let beat: ReturnType<typeof setTimeout> | null = null;
  const heartbeat = async () => {
    try {
      const answer = await client.call(E.heartbeat, { ...state(), held: scheduler.active() });
      host.leaseMs = answer.leaseMs;
      for (const event of answer.events) host.emit(event);
    } catch (e) {
      log(`judge-node: heartbeat failed: ${e instanceof Error ? e.message : String(e)}`);
    }
    if (beating) beat = setTimeout(heartbeat, Math.max(100, Math.floor(host.leaseMs / 3)));
  };
  await heartbeat();

  return {
    host,
    files,
    scheduler,
    languages,
    async stop() {
      beating = false;
      if (beat) clearTimeout(beat);
      const running = scheduler.active();
      await scheduler.stop();
      // What was being judged goes back to the server's queue now, not when the lease runs out.
      for (const key of running) await host.failed(key, 'the judge node stopped');
      await host.flush();
      await sandbox.close();
    },
  };
}
