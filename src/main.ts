#!/usr/bin/env bun
// The `verdict` executable: one command line for the server and its maintenance.
import { loadConfig } from './config.ts';
import { HELP, parseCli } from './cli/args.ts';
import { backup, restore } from './cli/backup.ts';
import { runCommand } from './cli/commands.ts';

async function main() {
  let parsed: ReturnType<typeof parseCli>;
  try {
    parsed = parseCli(process.argv.slice(2));
  } catch (e) {
    console.error(`${(e as Error).message}\n\n${HELP}`);
    return 2;
  }
  const { command, args, flags } = parsed;
  if (flags.help || command === 'help') {
    console.log(HELP);
    return 0;
  }
  const config = loadConfig(flags);
  switch (command) {
    case 'serve': {
      const { serve } = await import('./cli/serve.ts');
      await serve(config);
      return null;
    }
    case 'backup':
    case 'restore': {
      const file = args[0];
      if (!file) {
        console.error(`verdict ${command} needs a file name`);
        return 2;
      }
      if (command === 'backup') {
        await backup(config.dataDir, file);
        console.log(`backup written to ${file}`);
      } else {
        const previous = await restore(config.dataDir, file);
        console.log(`restored ${file}; the previous data was moved to ${previous}`);
      }
      return 0;
    }
    case 'remote-check': {
      const { remoteCheck } = await import('./cli/remote-check.ts');
      return remoteCheck(config, args[0]);
    }
    case 'doctor': {
      const { doctor } = await import('./cli/doctor.ts');
      return doctor(config);
    }
    default:
      return runCommand(command, config, flags);
  }
}

main().then(
  (code) => {
    if (code !== null) process.exit(code);
  },
  (e: unknown) => {
    console.error(`verdict: ${(e as Error).message ?? e}`);
    process.exit(1);
  },
);
