/**
 * A process that only runs programs (nothing else keeps its event loop going) and never closes
 * its sandbox: it must wait for every run and then exit by itself. Run by standby.test.ts.
 */
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createSandbox } from '../../../judge/sandbox/index.ts';
import { LIMITS } from './helpers.ts';

const sandbox = await createSandbox({ slots: 1 });
const workDir = mkdtempSync(join(tmpdir(), 'verdict-script-'));
chmodSync(workDir, 0o777);
for (let i = 0; i < 3; i++) {
  const r = await sandbox.run({ argv: ['/bin/sh', '-c', 'sleep 0.2; exit 7'], workDir, limits: LIMITS });
  console.log(`${r.status} ${r.exitCode} standby ${(sandbox.info().standbyPids ?? []).length > 0}`);
}
rmSync(workDir, { recursive: true });
