/**
 * What a check of the judge under abuse is (selftest-abuse.ts lists them): given the sandbox,
 * a scratch root and the languages, it says whether the judge held. The checks import these
 * types from here, so no check imports the list that imports it.
 */
import type { Sandbox } from './sandbox/types.ts';
import type { LanguageRegistry } from './languages/registry.ts';

export interface AbuseOutcome {
  name: string;
  behaved: boolean;
  detail: string;
}

export interface AbuseCheckOptions {
  sandbox: Sandbox;
  workRoot: string;
  pchDir: string;
  languages: LanguageRegistry;
}

export type AbuseCheck = (opts: AbuseCheckOptions) => Promise<AbuseOutcome>;
