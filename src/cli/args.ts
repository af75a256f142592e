import { parseArgs } from 'node:util';

/** Flags shared by every command; positional arguments follow the command name. */
export function parseCli(argv: string[]) {
  const { values, positionals } = parseArgs({
    args: withValuesJoined(argv),
    allowPositionals: true,
    strict: true,
    options: OPTIONS,
  });
  const [command = 'help', ...rest] = positionals;
  return { command, args: rest, flags: values };
}

/**
 * `--name value` as `--name=value` for an option that takes a value, so that a value may begin
 * with '-' (a random token does, one time in 64); a known option in its place is left as it is.
 */
function withValuesJoined(argv: string[]): string[] {
  const known = (arg: string) =>
    Object.entries(OPTIONS).some(
      ([name, o]) => arg === `--${name}` || arg.startsWith(`--${name}=`) || ('short' in o && arg === `-${o.short}`),
    );
  const out: string[] = [];
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    const next = argv[i + 1];
    const option = OPTIONS[arg.slice(2) as keyof typeof OPTIONS];
    if (arg.startsWith('--') && option?.type === 'string' && next !== undefined && !known(next)) {
      out.push(`${arg}=${next}`);
      i++;
    } else out.push(arg);
  }
  return out;
}

const OPTIONS = {
  port: { type: 'string', short: 'p' },
  host: { type: 'string' },
  data: { type: 'string', short: 'd' },
  workers: { type: 'string' },
  'disk-margin-mb': { type: 'string' },
  'log-level': { type: 'string' },
  'trusted-proxies': { type: 'string' },
  'check-responses': { type: 'string' },
  'remote-codeforces-url': { type: 'string' },
  'remote-atcoder-url': { type: 'string' },
  'remote-spoj-url': { type: 'string' },
  'remote-hdu-url': { type: 'string' },
  'remote-poj-url': { type: 'string' },
  'remote-timeout-ms': { type: 'string' },
  server: { type: 'string' },
  token: { type: 'string' },
  cache: { type: 'string' },
  username: { type: 'string' },
  password: { type: 'string' },
  force: { type: 'boolean' },
  help: { type: 'boolean', short: 'h' },
} as const;

export const HELP = `verdict — a self-hosted online judge for school computer labs

Usage: verdict <command> [options]

Commands:
  serve                 start the server (creates the data directory and the root account on first start)
  migrate               apply database migrations and exit
  create-admin          create an admin account (--username, optional --password; a random one is printed)
  backup <file>         write an online backup (database + files + test data) to <file> (.tar.gz)
  restore <file>        restore a backup into the data directory (refused while a server uses it)
  languages             list the judge languages available on this host, and why others are not
  judge-selftest        check the sandbox, every language and the hostile-program suite on this host
  build-pch             build the precompiled C++ headers into the data directory (the server also builds missing ones at start)
  remote-check <source> fetch a known problem, log in and list contests of a remote judge (CF, GYM, AC, SPOJ, HDU, POJ), printing what worked
  doctor                count every maintained counter afresh from the submissions, rebuild those that differ
  judge-node            judge for a Verdict server from this machine: --server <url> --token <token>
                        [--workers <n>, default one per core] [--cache <dir>, default ./judge-node-cache]
                        (env VERDICT_NODE_SERVER, VERDICT_NODE_TOKEN, VERDICT_NODE_CACHE)
  help                  show this text

Options:
  -p, --port <n>        port to listen on            (env VERDICT_PORT, default 8080)
      --host <addr>     address to bind              (env VERDICT_HOST, default 0.0.0.0)
  -d, --data <dir>      data directory               (env VERDICT_DATA, default ./data)
      --workers <n>     local judge worker slots, 0 = none: judge nodes judge (env VERDICT_JUDGE_WORKERS, default: one per core)
      --disk-margin-mb <n>
                        what a judged program may write in its work dir beyond its output limit, in MB
                        (env VERDICT_JUDGE_DISK_MARGIN_MB, default 16)
      --log-level <l>   debug | info | warn | error  (env VERDICT_LOG_LEVEL, default info)
      --trusted-proxies <list>
                        reverse proxies whose X-Forwarded-For names the client, comma-separated
                        addresses or networks, e.g. 127.0.0.1,10.0.0.0/8 (env VERDICT_TRUSTED_PROXIES, default none)
      --remote-codeforces-url <url>
                        Codeforces' address for remote judging (env VERDICT_REMOTE_CODEFORCES_URL, default https://codeforces.com)
      --remote-atcoder-url <url>
                        AtCoder's address for remote judging (env VERDICT_REMOTE_ATCODER_URL, default https://atcoder.jp)
      --remote-spoj-url <url>
                        SPOJ's address for remote judging (env VERDICT_REMOTE_SPOJ_URL, default https://www.spoj.com)
      --remote-hdu-url <url>, --remote-poj-url <url>
                        HDU's and POJ's addresses (env VERDICT_REMOTE_HDU_URL, VERDICT_REMOTE_POJ_URL,
                        default https://acm.hdu.edu.cn, http://poj.org)
      --remote-timeout-ms <ms>
                        how long importing a remote problem waits for its site before it gives up
                        (env VERDICT_REMOTE_TIMEOUT_MS, default 20000)
`;
