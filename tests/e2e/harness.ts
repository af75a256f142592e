import { chromium, type Browser, type BrowserContext, type BrowserContextOptions, type Page } from 'playwright-core';
import { chmodSync, mkdtempSync, rmSync, existsSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { seedHeaders } from '../helpers/shared-headers.ts';

/** Flags that keep Debian's Chromium quiet and offline (see DESIGN.md). */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

export const BINARY = resolve(process.env.VERDICT_BINARY ?? 'dist/verdict');
export const SCREENSHOTS = resolve('screenshots');

export interface Verdict {
  url: string;
  rootPassword: string;
  dataDir: string;
  browser: Browser;
  /** A new page in a fresh context (own storage); `viewport` defaults to 1280×800. */
  newPage(options?: BrowserContextOptions): Promise<Page>;
  /** Saves screenshots/<name>.png. */
  shot(page: Page, name: string): Promise<void>;
  output(): string;
  [Symbol.asyncDispose](): Promise<void>;
}

let browserStarted: Promise<Browser> | null = null;

/**
 * One Chromium for every test of the process, started at first use (again if it went away); it
 * ends with the process. Each test's pages live in contexts of their own, closed when it ends.
 */
async function sharedBrowser(): Promise<Browser> {
  const running = await browserStarted?.catch(() => null);
  if (running?.isConnected()) return running;
  browserStarted = chromium.launch({ executablePath: '/usr/bin/chromium', headless: true, args: CHROMIUM_ARGS });
  return browserStarted;
}

/**
 * Starts the built binary on a random port with a fresh data directory; pages come from the shared
 * Chromium. `args` are more flags for `serve` (`['--workers', '0']`: only judge nodes judge).
 */
export async function startVerdict(opts: { args?: string[] } = {}): Promise<Verdict> {
  if (!existsSync(BINARY)) throw new Error(`${BINARY} is missing: run \`bun run build\` first`);
  const dataDir = mkdtempSync(join(tmpdir(), 'verdict-e2e-'));
  // The judge's unprivileged sandbox users must reach the work folders inside it.
  chmodSync(dataDir, 0o755);
  // The precompiled C++ headers built (once per test cache), as a server restarted on its own data finds them.
  await seedHeaders(join(dataDir, 'judge', 'cache'));
  const proc = Bun.spawn(
    [BINARY, 'serve', '--port', '0', '--host', '127.0.0.1', '--data', dataDir, ...(opts.args ?? [])],
    {
      stdout: 'pipe',
      stderr: 'pipe',
      env: { ...process.env, VERDICT_LOG_LEVEL: 'warn' },
    },
  );
  let out = '';
  const reader = proc.stdout.getReader();
  const decoder = new TextDecoder();
  const deadline = Date.now() + 30_000;
  let url = '';
  let rootPassword = '';
  while (Date.now() < deadline) {
    const { value, done } = await reader.read();
    if (done) break;
    out += decoder.decode(value);
    url = out.match(/running at (http:\/\/[^\s/]+:\d+)\//)?.[1] ?? '';
    rootPassword = out.match(/password: (\S+)/)?.[1] ?? '';
    if (url && rootPassword) break;
  }
  if (!url) {
    proc.kill();
    throw new Error(`verdict did not start:\n${out}\n${await new Response(proc.stderr).text()}`);
  }
  (async () => {
    for (;;) {
      const { value, done } = await reader.read();
      if (done) return;
      out += decoder.decode(value);
    }
  })();
  // The log (warnings and errors) is read too, so that a full pipe never holds the server up.
  (async () => {
    const errors = new TextDecoder();
    for await (const chunk of proc.stderr) out += errors.decode(chunk);
  })();
  const browser = await sharedBrowser();
  const contexts: BrowserContext[] = [];
  mkdirSync(SCREENSHOTS, { recursive: true });
  return {
    url,
    rootPassword,
    dataDir,
    browser,
    async newPage(options = {}) {
      const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, baseURL: url, ...options });
      contexts.push(context);
      return context.newPage();
    },
    async shot(page, name) {
      await page.screenshot({ path: join(SCREENSHOTS, `${name}.png`), fullPage: true });
    },
    output: () => out,
    async [Symbol.asyncDispose]() {
      await Promise.all(contexts.map((c) => c.close().catch(() => undefined)));
      proc.kill('SIGTERM');
      await proc.exited;
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
