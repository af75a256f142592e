import { isIP } from 'node:net';
import { z } from 'zod';

/** One address (`10.0.0.1`, `::1`) or network (`10.0.0.0/8`, `fd00::/8`). */
function isAddressOrNetwork(entry: string): boolean {
  const [address = '', bits, ...rest] = entry.split('/');
  const family = isIP(address);
  if (!family || rest.length > 0) return false;
  if (bits === undefined) return true;
  return /^\d{1,3}$/.test(bits) && Number(bits) <= (family === 4 ? 32 : 128);
}

/** A comma-separated list of proxy addresses and networks; empty means no proxy is trusted. */
const proxyList = z
  .string()
  .default('')
  .transform((s) =>
    s
      .split(',')
      .map((p) => p.trim())
      .filter(Boolean),
  )
  .pipe(
    z.array(
      z.string().refine(isAddressOrNetwork, {
        error: (issue) =>
          `trusted proxy "${String(issue.input)}" is not an IP address or network such as 127.0.0.1 or 10.0.0.0/8`,
      }),
    ),
  );

/** Configuration from flags and environment, parsed once. Flags win over the environment. */
const ConfigSchema = z.object({
  port: z.coerce.number().int().min(0).max(65535).default(8080),
  host: z.string().min(1).default('0.0.0.0'),
  dataDir: z.string().min(1).default('./data'),
  /** Local judge worker slots: one per core when unset; 0 means none (judge nodes judge everything). */
  judgeWorkers: z.coerce.number().int().min(0).max(64).optional(),
  /** MB a judged program may write in its work dir beyond its output limit. */
  judgeDiskMarginMb: z.coerce.number().int().min(1).max(4096).default(16),
  /** Codeforces' address for remote judging (a test points it at a stand-in). */
  remoteCodeforcesUrl: z.string().url().default('https://codeforces.com'),
  /** AtCoder's address for remote judging. */
  remoteAtcoderUrl: z.string().url().default('https://atcoder.jp'),
  /** SPOJ's address for remote judging. */
  remoteSpojUrl: z.string().url().default('https://www.spoj.com'),
  /** HDU's and POJ's addresses for remote judging. */
  remoteHduUrl: z.string().url().default('https://acm.hdu.edu.cn'),
  remotePojUrl: z.string().url().default('http://poj.org'),
  /** How long importing one remote problem may wait for its site, ms (an unanswered site is given up then). */
  remoteTimeoutMs: z.coerce.number().int().min(1000).max(300_000).default(20_000),
  logLevel: z.enum(['debug', 'info', 'warn', 'error']).default('info'),
  /** Reverse proxies whose X-Forwarded-For names the client; none by default. */
  trustedProxies: proxyList,
  /** Check every answer that declares its schema against it (the tests do; a mismatch is a server error). */
  checkResponses: z
    .enum(['true', 'false'])
    .default('false')
    .transform((v) => v === 'true'),
});

export type Config = z.infer<typeof ConfigSchema>;

export function loadConfig(
  flags: Record<string, string | boolean | undefined> = {},
  env: Record<string, string | undefined> = process.env,
): Config {
  const parsed = ConfigSchema.safeParse({
    port: flags.port ?? env.VERDICT_PORT,
    host: flags.host ?? env.VERDICT_HOST,
    dataDir: flags.data ?? env.VERDICT_DATA,
    judgeWorkers: flags.workers ?? (env.VERDICT_JUDGE_WORKERS || undefined),
    judgeDiskMarginMb: flags['disk-margin-mb'] ?? env.VERDICT_JUDGE_DISK_MARGIN_MB,
    remoteCodeforcesUrl: flags['remote-codeforces-url'] ?? env.VERDICT_REMOTE_CODEFORCES_URL,
    remoteAtcoderUrl: flags['remote-atcoder-url'] ?? env.VERDICT_REMOTE_ATCODER_URL,
    remoteSpojUrl: flags['remote-spoj-url'] ?? env.VERDICT_REMOTE_SPOJ_URL,
    remoteHduUrl: flags['remote-hdu-url'] ?? env.VERDICT_REMOTE_HDU_URL,
    remotePojUrl: flags['remote-poj-url'] ?? env.VERDICT_REMOTE_POJ_URL,
    remoteTimeoutMs: flags['remote-timeout-ms'] ?? env.VERDICT_REMOTE_TIMEOUT_MS,
    logLevel: flags['log-level'] ?? env.VERDICT_LOG_LEVEL,
    trustedProxies: flags['trusted-proxies'] ?? env.VERDICT_TRUSTED_PROXIES,
    checkResponses: flags['check-responses'] ?? env.VERDICT_CHECK_RESPONSES,
  });
  if (!parsed.success) throw new Error(`bad configuration:\n${z.prettifyError(parsed.error)}`);
  return parsed.data;
}
