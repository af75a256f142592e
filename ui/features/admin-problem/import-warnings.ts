import { IMPORT_WARNING_CODES, type ImportWarning } from '../../../src/contract/problem-import.ts';

/** The limits a `limitDefault` warning names; each is worded on its own. */
const DEFAULT_LIMITS = ['time', 'memory', 'stack'] as const;

/** The dictionary key (under adminProblem.batch.warning) of a warning. */
export function warningKey(w: ImportWarning): string {
  return w.code === 'limitDefault' ? `limitDefault_${String(w.params.limit)}` : w.code;
}

/** Every key a warning of the contract can ask for. */
export const WARNING_KEYS: string[] = IMPORT_WARNING_CODES.flatMap((code) =>
  code === 'limitDefault' ? DEFAULT_LIMITS.map((l) => `limitDefault_${l}`) : [code],
);
