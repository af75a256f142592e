import { mkdirSync } from 'node:fs';
import { resolve, join } from 'node:path';
import type { Config } from './config.ts';
import { openDb } from './db/client.ts';
import type { Deps } from './http/env.ts';
import { registerRecordKeepers } from './record-keepers.ts';

/** Builds the services of one running Verdict from its configuration. */
export function buildDeps(config: Config): Deps {
  const dataDir = resolve(config.dataDir);
  for (const sub of ['', 'files', 'testcases', 'backups']) mkdirSync(join(dataDir, sub), { recursive: true });
  const db = openDb(join(dataDir, 'verdict.db'));
  registerRecordKeepers();
  return { db, config, dataDir };
}
