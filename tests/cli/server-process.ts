/**
 * A real `verdict serve` in its own process, on a free loopback port: started() resolves when it
 * listens, or with its exit code and error output when it refused to start.
 */
import { join } from 'node:path';

const ROOT = join(import.meta.dir, '../..');

export type Started =
  | { listening: true; proc: Bun.Subprocess<'ignore', 'pipe', 'pipe'>; base: string; stdout: string }
  | { listening: false; code: number | null; stdout: string; stderr: string };

const running: Bun.Subprocess[] = [];

/** Kills (SIGKILL) every server these helpers started that still runs. */
export function killServers(): void {
  for (const proc of running.splice(0)) if (proc.exitCode === null && proc.signalCode === null) proc.kill('SIGKILL');
}

export async function startServer(dataDir: string): Promise<Started> {
  const proc = Bun.spawn(
    ['bun', 'src/main.ts', 'serve', '--data', dataDir, '--port', '0', '--host', '127.0.0.1', '--workers', '1'],
    {
      cwd: ROOT,
      stdin: 'ignore',
      stdout: 'pipe',
      stderr: 'pipe',
      env: { ...process.env, VERDICT_LOG_LEVEL: 'warn' },
    },
  );
  running.push(proc);
  const stderr = new Response(proc.stderr).text();
  const reader = proc.stdout.getReader();
  let text = '';
  for (;;) {
    const { value, done } = await reader.read();
    if (done) return { listening: false, code: await proc.exited, stdout: text, stderr: await stderr };
    text += new TextDecoder().decode(value);
    const m = text.match(/running at (http:\/\/[^/\s]+)\//);
    if (m) {
      // Keep draining stdout so the server never blocks on a full pipe.
      void (async () => {
        while (!(await reader.read()).done);
      })();
      return { listening: true, proc, base: m[1]!, stdout: text };
    }
  }
}
