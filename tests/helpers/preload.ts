// Loaded before every test file: keep request logs out of test output.
process.env.VERDICT_LOG_LEVEL ??= 'warn';
