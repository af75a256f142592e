// Loaded before every test file: keep request logs out of test output.
process.env.VERDICT_LOG_LEVEL ??= 'warn';

// bunfig's [test] timeout is not applied by `bun test` here; set the default per test in code.
import { setDefaultTimeout } from 'bun:test';
setDefaultTimeout(60_000);
