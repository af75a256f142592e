/**
 * The precompiled C++ headers the judge builds in its data directory (judge/cache/pch/<std>, one
 * per C++ standard, each with the stamp of the compiler and flags it was built for) are kept
 * between the end-to-end servers: a server that built one leaves a copy in SHARED_HEADERS, and
 * every later server starts with those already in its data directory, as a server restarted on
 * its own data does. Without this, each test's fresh server spent minutes of CPU rebuilding the
 * four headers in the background, and its stop waited for the build under way. A header whose
 * stamp no longer matches (another compiler or flags) is rebuilt by the server as usual.
 */
import { copyFileSync, existsSync, linkSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export const SHARED_HEADERS = join(tmpdir(), 'verdict-e2e-pch');
const FILES = ['stamp.json', 'bits/stdc++.h', 'bits/stdc++.h.gch'];

const headersOf = (dataDir: string) => join(dataDir, 'judge', 'cache', 'pch');

/** Complete header directories under `root` (a build in progress is named `<std>.tmp-…`). */
function complete(root: string): string[] {
  if (!existsSync(root)) return [];
  return readdirSync(root).filter((std) => !std.includes('.tmp') && FILES.every((f) => existsSync(join(root, std, f))));
}

/** Hard links (a copy across file systems) of one header directory's files. */
function place(from: string, to: string) {
  mkdirSync(join(to, 'bits'), { recursive: true, mode: 0o755 });
  for (const f of FILES) {
    try {
      linkSync(join(from, f), join(to, f));
    } catch {
      copyFileSync(join(from, f), join(to, f));
    }
  }
}

/** Puts the shared headers into a new data directory, before its server starts. */
export function seedHeaders(dataDir: string) {
  for (const std of complete(SHARED_HEADERS)) {
    const to = join(headersOf(dataDir), std);
    try {
      place(join(SHARED_HEADERS, std), to);
    } catch {
      // Replaced by another test process meanwhile: this server builds that one itself.
      rmSync(to, { recursive: true, force: true });
    }
  }
}

/** Keeps the headers a stopped server built that are not shared yet, or whose shared copy is stale (written aside, then renamed in whole). */
export function keepHeaders(dataDir: string) {
  const stamp = (dir: string) => readFileSync(join(dir, 'stamp.json'), 'utf8');
  for (const std of complete(headersOf(dataDir))) {
    const built = join(headersOf(dataDir), std);
    const shared = join(SHARED_HEADERS, std);
    if (existsSync(join(shared, 'stamp.json')) && stamp(shared) === stamp(built)) continue;
    const staging = `${shared}.tmp-${process.pid}-${Date.now()}`;
    try {
      place(built, staging);
      rmSync(shared, { recursive: true, force: true });
      renameSync(staging, shared);
    } catch {
      // Another test process shared the same standard at the same moment.
      rmSync(staging, { recursive: true, force: true });
    }
  }
}
