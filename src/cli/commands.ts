import type { Config } from '../config.ts';
import { buildDeps } from '../server.ts';
import { HELP } from './args.ts';
import { createAdmin } from '../domain/accounts/admin-accounts.ts';
import { buildPch, judgeSelftest, printLanguages } from './judge-commands.ts';

type Flags = Record<string, string | boolean | undefined>;

/** The maintenance commands that open the data directory and exit. */
export async function runCommand(command: string, config: Config, flags: Flags): Promise<number | null> {
  switch (command) {
    case 'migrate': {
      const deps = buildDeps(config);
      deps.db.$client.close();
      console.log(`database at ${deps.dataDir} is up to date`);
      return 0;
    }
    case 'create-admin': {
      const username = typeof flags.username === 'string' ? flags.username : '';
      if (!username) {
        console.error('verdict create-admin needs --username');
        return 2;
      }
      const deps = buildDeps(config);
      try {
        const password = typeof flags.password === 'string' ? flags.password : undefined;
        const created = await createAdmin(deps.db, username, password);
        console.log(`admin account created: ${created.username}`);
        if (!password) console.log(`password: ${created.password}`);
        return 0;
      } finally {
        deps.db.$client.close();
      }
    }
    case 'languages':
      return printLanguages(config);
    case 'judge-selftest':
      return judgeSelftest(config);
    case 'build-pch':
      return buildPch(config);
    case 'judge-node': {
      const { judgeNode } = await import('./judge-node.ts');
      return judgeNode(config, flags);
    }
    default:
      console.error(`unknown command: ${command}\n\n${HELP}`);
      return 2;
  }
}
