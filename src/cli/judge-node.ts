/**
 * `verdict judge-node --server URL --token TOKEN [--workers N] [--cache DIR]`: judges for the
 * server until stopped (SIGINT / SIGTERM give the running attempts back to the server first).
 */
import { cpus } from 'node:os';
import { resolve } from 'node:path';
import type { Config } from '../config.ts';
import { startJudgeNode } from '../judge-node/node.ts';

type Flags = Record<string, string | boolean | undefined>;

const text = (v: string | boolean | undefined) => (typeof v === 'string' ? v : '');

export async function judgeNode(config: Config, flags: Flags): Promise<number | null> {
  const server = text(flags.server) || process.env.VERDICT_NODE_SERVER || '';
  const token = text(flags.token) || process.env.VERDICT_NODE_TOKEN || '';
  if (!server || !token) {
    console.error('verdict judge-node needs --server <url> and --token <token>');
    return 2;
  }
  const cacheDir = resolve(text(flags.cache) || process.env.VERDICT_NODE_CACHE || './judge-node-cache');
  const workers = config.judgeWorkers || cpus().length;
  const node = await startJudgeNode({
    server,
    token,
    workers,
    cacheDir,
    diskMarginMb: config.judgeDiskMarginMb,
  });
  console.log(
    `judge node judging for ${server} with ${workers} workers (${node.languages.join(', ')}), cache ${cacheDir}`,
  );
  let stopping = false;
  const stop = () => {
    if (stopping) return;
    stopping = true;
    void node.stop().finally(() => process.exit(0));
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
  return null;
}
