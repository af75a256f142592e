import { z } from 'zod';

/** Configuration from flags and environment, parsed once. Flags win over the environment. */
const ConfigSchema = z.object({
  port: z.coerce.number().int().min(0).max(65535).default(8080),
  host: z.string().min(1).default('0.0.0.0'),
  dataDir: z.string().min(1).default('./data'),
  /** Judge worker slots; 0 means one per core. */
  judgeWorkers: z.coerce.number().int().min(0).max(64).default(0),
  logLevel: z.enum(['debug', 'info', 'warn', 'error']).default('info'),
});

export type Config = z.infer<typeof ConfigSchema>;

export function loadConfig(flags: Record<string, string | boolean | undefined> = {}, env: Record<string, string | undefined> = process.env): Config {
  return ConfigSchema.parse({
    port: flags.port ?? env.VERDICT_PORT,
    host: flags.host ?? env.VERDICT_HOST,
    dataDir: flags.data ?? env.VERDICT_DATA,
    judgeWorkers: flags.workers ?? env.VERDICT_JUDGE_WORKERS,
    logLevel: flags['log-level'] ?? env.VERDICT_LOG_LEVEL,
  });
}
