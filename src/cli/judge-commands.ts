import { chmodSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Config } from '../config.ts';
import { createSandbox } from '../../judge/sandbox/index.ts';
import { LanguageRegistry } from '../../judge/languages/registry.ts';
import { formatSelftest, runSelftest } from '../../judge/selftest.ts';
import { listCheckerIncludes, TESTLIB } from '../domain/checker-includes/store.ts';

/** Scratch space under the data directory that the sandbox users may enter; removed afterwards. */
function scratch(config: Config) {
  const base = join(resolve(config.dataDir), 'judge');
  mkdirSync(join(base, 'cache', 'pch'), { recursive: true });
  const workRoot = mkdtempSync(join(base, 'cli-'));
  chmodSync(workRoot, 0o755);
  return {
    workRoot,
    pchDir: join(base, 'cache', 'pch'),
    [Symbol.dispose]: () => rmSync(workRoot, { recursive: true, force: true }),
  };
}

/** `verdict languages`: which judge languages this host has, and why the others are missing. */
export async function printLanguages(config: Config): Promise<number> {
  using dirs = scratch(config);
  const sandbox = await createSandbox({ diskMarginBytes: config.judgeDiskMarginMb * 1024 * 1024 });
  const registry = await LanguageRegistry.detect(sandbox, dirs);
  for (const lang of registry.list()) {
    const mark = lang.available ? 'yes' : 'no ';
    console.log(
      `${mark}  ${lang.id.padEnd(12)} ${lang.name.padEnd(16)} ${lang.available ? lang.description : lang.reason}`,
    );
  }
  const includes = listCheckerIncludes(resolve(config.dataDir));
  const testlib = includes.find((f) => f.name === TESTLIB);
  console.log(
    testlib
      ? `checker include files: ${includes.map((f) => f.name).join(', ')} (testlib.h present, ${testlib.size} bytes)`
      : `checker include files: ${includes.map((f) => f.name).join(', ') || 'none'} (testlib.h absent: an administrator uploads it under Checker include files)`,
  );
  return 0;
}

/** `verdict judge-selftest`: the sandbox, each language and each hostile program checked on this host. */
export async function judgeSelftest(config: Config): Promise<number> {
  using dirs = scratch(config);
  const sandbox = await createSandbox({ diskMarginBytes: config.judgeDiskMarginMb * 1024 * 1024 });
  const report = await runSelftest({ sandbox, ...dirs });
  console.log(formatSelftest(report));
  return report.ok ? 0 : 1;
}

/** `verdict build-pch`: builds the precompiled C++ headers the server uses (those already built are kept). */
export async function buildPch(config: Config): Promise<number> {
  using dirs = scratch(config);
  const sandbox = await createSandbox({ diskMarginBytes: config.judgeDiskMarginMb * 1024 * 1024 });
  try {
    const registry = await LanguageRegistry.detect(sandbox, dirs);
    const stds = [...new Set(registry.available().flatMap((l) => (l.pchStd ? [l.pchStd] : [])))];
    if (!registry.pch || stds.length === 0) {
      const cpp = registry.list().find((l) => l.family === 'cpp');
      console.log(`no header built: C++ is not available here (${cpp?.reason ?? 'not in the language table'})`);
      return 1;
    }
    let ok = true;
    for (const std of stds) {
      const dir = await registry.pch.ensure(std);
      console.log(dir ? `ready   ${std}  ${dir}` : `failed  ${std}  ${registry.pch.failures.get(std)}`);
      ok &&= dir !== null;
    }
    return ok ? 0 : 1;
  } finally {
    await sandbox.close();
  }
}
