/**
 * The precompiled C++ headers (bits/stdc++.h, one per C++ standard) of the tests' judge cache,
 * VERDICT_TEST_CACHE, kept between files and runs like the in-process judges' compiled checkers.
 * A server or judge node that a test starts on a fresh directory gets them hard-linked into its
 * cache before it starts, as a process restarted on its own data finds them: without them each
 * such process spent about 25 s of CPU building the four headers in the background while its
 * test ran, slowing every program the test judged. A header whose stamp does not match (another
 * compiler) is rebuilt by that process as usual.
 */
import { copyFileSync, existsSync, linkSync, mkdirSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { LanguageRegistry } from '../../judge/languages/registry.ts';
import { LANGUAGES } from '../../judge/languages/table.ts';
import { createSandbox } from '../../judge/sandbox/index.ts';
import { headerStandards } from '../../src/judging/index.ts';

/** The tests' judge cache: precompiled headers and compiled checkers, keyed by compiler, flags and source. */
export const TEST_CACHE = process.env.VERDICT_TEST_CACHE ?? join(tmpdir(), 'verdict-test-cache');
const HEADERS = join(TEST_CACHE, 'pch');
const FILES = ['stamp.json', 'bits/stdc++.h', 'bits/stdc++.h.gch'];
const STANDARDS = LANGUAGES.flatMap((l) => (l.pchStd ? [l.pchStd] : []));

/** The standards whose header is complete in `root` (one being built is named `<std>.tmp-…`). */
function complete(root: string): string[] {
  if (!existsSync(root)) return [];
  return readdirSync(root).filter((std) => !std.includes('.tmp') && FILES.every((f) => existsSync(join(root, std, f))));
}

let built: Promise<void> | undefined;

/** Builds the headers missing from the test cache, once per process, with the judge's own header cache in the real sandbox. */
export function headersBuilt(): Promise<void> {
  built ??= (async () => {
    if (STANDARDS.every((std) => complete(HEADERS).includes(std))) return;
    mkdirSync(HEADERS, { recursive: true, mode: 0o755 });
    const workRoot = mkdtempSync(join(tmpdir(), 'verdict-headers-'));
    const sandbox = await createSandbox();
    try {
      const languages = await LanguageRegistry.detect(sandbox, { workRoot, pchDir: HEADERS });
      const prepared = await languages.pch?.prepare(headerStandards(languages.available()));
      await prepared?.building;
    } finally {
      await sandbox.close();
      rmSync(workRoot, { recursive: true, force: true });
    }
  })();
  return built;
}

/** Hard-links (copies, across file systems) the test cache's headers into `<cacheDir>/pch` (those it lacks), a judge cache not in use yet. */
export async function seedHeaders(cacheDir: string): Promise<void> {
  await headersBuilt();
  const have = complete(join(cacheDir, 'pch'));
  for (const std of complete(HEADERS).filter((s) => !have.includes(s))) {
    const to = join(cacheDir, 'pch', std);
    try {
      mkdirSync(join(to, 'bits'), { recursive: true, mode: 0o755 });
      for (const f of FILES) {
        try {
          linkSync(join(HEADERS, std, f), join(to, f));
        } catch (e) {
          if ((e as NodeJS.ErrnoException).code !== 'EXDEV') throw e;
          copyFileSync(join(HEADERS, std, f), join(to, f));
        }
      }
    } catch {
      // Replaced by another process's build meanwhile: the process started on this cache builds that one itself.
      rmSync(to, { recursive: true, force: true });
    }
  }
}
