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
// Runs back to back, in turn with and without an extra mount (two standbys of the slot): each may
// wait for the launcher's word that the next child is in its groups, or that another one has gone.
let quick = 0;
for (let i = 0; i < 20; i++) {
  const mounts = i % 2 ? [{ hostPath: workDir, sandboxPath: '/extra' }] : [];
  const r = await sandbox.run({ argv: ['/bin/true'], workDir, mounts, limits: LIMITS });
  if (r.status === 'exited' && r.exitCode === 0) quick++;
}
console.log(`quick runs ${quick}`);
rmSync(workDir, { recursive: true });
