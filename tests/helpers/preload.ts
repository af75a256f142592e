// Loaded before every test file: keep request logs out of test output.
process.env.VERDICT_LOG_LEVEL ??= 'warn';

// bunfig's [test] timeout is not applied by `bun test`, and a default set here reaches only the
// first test file: `bun run test` and `bun run test:unit` pass `--timeout 120000`, which every
// file gets. This line still covers a bare `bun test <one file>`.
import { setDefaultTimeout } from 'bun:test';
setDefaultTimeout(120_000);
