import { SCRIPT_NAMES_ZH, usernameFlaw } from '../../contract/username-chars.ts';
import { Errors } from '../errors.ts';

/**
 * The catalogue entry that refuses a new username, naming the kind of character (or the scripts
 * mixed), or null when the name may be used (src/contract/username-chars.ts holds the rule).
 * Checked wherever a username is set: registration, the command line, the back office's edit,
 * import and generation.
 */
export function usernameProblem(name: string): { code: keyof typeof Errors; args: string[] } | null {
  const flaw = usernameFlaw(name);
  if (!flaw) return null;
  switch (flaw.kind) {
    case 'invisible':
      return { code: 'UsernameInvisibleChar', args: [flaw.code] };
    case 'control':
      return { code: 'UsernameControlChar', args: [flaw.code] };
    case 'space':
      return { code: 'UsernameSpaceChar', args: [flaw.code] };
    case 'symbol':
      return { code: 'UsernameSymbolChar', args: [flaw.code, flaw.char] };
    case 'compatibility':
      return { code: 'UsernameCompatChar', args: [flaw.code, flaw.char, flaw.plain] };
    case 'mixed': {
      const [a, b] = flaw.scripts;
      return { code: 'UsernameMixedScripts', args: [a, b, SCRIPT_NAMES_ZH[a] ?? a, SCRIPT_NAMES_ZH[b] ?? b] };
    }
  }
}

/** Refuses a new username that breaks the rule, with the reason in both languages. */
export function assertUsernameAllowed(name: string): void {
  const problem = usernameProblem(name);
  if (problem) throw (Errors[problem.code] as (...args: string[]) => Error)(...problem.args);
}
