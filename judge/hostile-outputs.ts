/**
 * Hostile outputs: programs that leave, in place of a file-IO output, a link to a root-only file
 * of the judge, a link to /etc/shadow, a directory, a FIFO, or try a hard link. The judge must
 * refuse each without following it (untrusted-file.ts). Shared by `verdict judge-selftest` and
 * the judge's tests.
 */
import { chmodSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { HOSTILE_LIMITS } from './sandbox/hostile-cases.ts';
import { type CompileC, sandboxCompiler } from './sandbox/hostile-run.ts';
import type { Sandbox } from './sandbox/types.ts';
import { collectUserFile } from './untrusted-file.ts';

export interface HostileOutputOutcome {
  name: string;
  behaved: boolean;
  detail: string;
}

const SECRET = 'verdict-answer-do-not-leak';
const HEAD = '#define _GNU_SOURCE\n#include <unistd.h>\n#include <sys/stat.h>\n';

/**
 * `{secret}` is replaced by the host path of a root-only file holding SECRET. `refused`: the
 * reason the judge must give; null: the output must read as empty.
 */
export const HOSTILE_OUTPUTS: Array<{ name: string; body: string; refused: RegExp | null }> = [
  { name: 'output_link_to_answer', body: 'symlink("{secret}", "data.out");', refused: /symbolic link/ },
  { name: 'output_link_to_shadow', body: 'symlink("/etc/shadow", "data.out");', refused: /symbolic link/ },
  { name: 'output_is_directory', body: 'mkdir("data.out", 0755);', refused: /not a regular file/ },
  // A FIFO is never copied out of the sandbox's work space: the output is missing, so empty.
  { name: 'output_is_fifo', body: 'mkfifo("data.out", 0666);', refused: null },
  // The answer is not visible in the sandbox: the link fails and the output is missing.
  { name: 'output_hard_link_to_answer', body: 'link("{secret}", "data.out");', refused: null },
];

export async function runHostileOutputs(
  sandbox: Sandbox,
  workRoot: string,
  compile: CompileC = sandboxCompiler(sandbox),
): Promise<HostileOutputOutcome[]> {
  mkdirSync(workRoot, { recursive: true });
  const root = mkdtempSync(join(workRoot, 'hostile-outputs-'));
  chmodSync(root, 0o755);
  const secretDir = join(root, 'answers');
  mkdirSync(secretDir, { mode: 0o700 });
  const secret = join(secretDir, '1.out');
  writeFileSync(secret, `${SECRET}\n`, { mode: 0o600 });
  try {
    const outcomes: HostileOutputOutcome[] = [];
    for (const c of HOSTILE_OUTPUTS) outcomes.push(await tryOne(sandbox, root, compile, c, secret));
    return outcomes;
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
}

async function tryOne(
  sandbox: Sandbox,
  root: string,
  compile: CompileC,
  c: (typeof HOSTILE_OUTPUTS)[number],
  secret: string,
): Promise<HostileOutputOutcome> {
  const work = join(root, c.name);
  mkdirSync(work, { mode: 0o777 });
  chmodSync(work, 0o777);
  writeFileSync(join(work, 'main.c'), `${HEAD}int main(void){ ${c.body.replace('{secret}', secret)} return 0; }\n`);
  try {
    await compile(join(work, 'main.c'), join(work, 'main'), []);
  } catch (e) {
    return { name: c.name, behaved: false, detail: `does not compile: ${(e as Error).message}` };
  }
  const run = await sandbox.run({ argv: ['/w/main'], workDir: work, limits: HOSTILE_LIMITS });
  if (run.status !== 'exited') return { name: c.name, behaved: false, detail: `the program ended ${run.status}` };
  const copy = join(root, `${c.name}.copy`);
  const collected = await collectUserFile(join(work, 'data.out'), copy, HOSTILE_LIMITS.outputBytes, 'data.out');
  const read = readFileSync(copy, 'utf8');
  if (read.includes(SECRET) || /^root:/m.test(read))
    return { name: c.name, behaved: false, detail: 'the judge read the target of the link' };
  if (c.refused === null) {
    return collected.ok && collected.bytes === 0
      ? { name: c.name, behaved: true, detail: 'nothing readable was left; the output is empty' }
      : { name: c.name, behaved: false, detail: collected.ok ? `${collected.bytes} bytes read` : collected.reason };
  }
  if (collected.ok) return { name: c.name, behaved: false, detail: 'the judge read it as an output' };
  return c.refused.test(collected.reason)
    ? { name: c.name, behaved: true, detail: `refused: ${collected.reason}` }
    : { name: c.name, behaved: false, detail: `refused for another reason: ${collected.reason}` };
}
