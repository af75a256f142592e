// Loaded before every test file: keep request logs out of test output.
process.env.VERDICT_LOG_LEVEL ??= 'warn';

// bunfig's [test] timeout is not applied by `bun test`, and a default set here reaches only the
// first test file: `bun run test` and `bun run test:unit` pass `--timeout`, which every file gets.
// This default covers a bare `bun test <one file>`; it is not set when the command line gives a
// timeout, which it would otherwise shorten for the first file.
import { readFileSync } from 'node:fs';
import { setDefaultTimeout } from 'bun:test';
const commandLine = (() => {
  try {
    return readFileSync('/proc/self/cmdline', 'utf8').split('\0');
  } catch {
    return [];
  }
})();
if (!commandLine.some((arg) => arg === '--timeout' || arg.startsWith('--timeout='))) setDefaultTimeout(120_000);
