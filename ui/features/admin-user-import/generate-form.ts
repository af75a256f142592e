import { GENERATE_LIMITS, type GenerateUserBody } from '../../../src/contract/user-import.ts';

/** The generate form as typed (numbers are text until checked). */
export interface GenerateFields {
  prefix: string;
  suffix: string;
  from: string;
  to: string;
  length: string;
  realnames: string;
  /** Numbers zero-padded to the end number's width (s7a01 … s7a30). */
  pad: boolean;
}

export type GenerateErrors = Partial<
  Record<'from' | 'to' | 'length' | 'realnames', { key: string; values?: Record<string, number> }>
>;

export const namesOf = (text: string) =>
  text
    .split(/\r?\n/)
    .map((n) => n.trim())
    .filter(Boolean);

/** The rules of spec doc 3 §5 checked before sending: start and end required, end not below start, password 6–25, one name per account. */
export function checkGenerate(f: GenerateFields): { errors: GenerateErrors; input?: GenerateUserBody } {
  const errors: GenerateErrors = {};
  const from = f.from.trim() === '' ? NaN : Number(f.from);
  const to = f.to.trim() === '' ? NaN : Number(f.to);
  const length = Number(f.length);
  if (!Number.isInteger(from) || from < 0) errors.from = { key: 'userImport.generate.fromRequired' };
  if (!Number.isInteger(to) || to < 0) errors.to = { key: 'userImport.generate.toRequired' };
  else if (Number.isInteger(from) && to < from) errors.to = { key: 'userImport.generate.toBelowFrom' };
  if (!Number.isInteger(length) || length < GENERATE_LIMITS.passwordMin || length > GENERATE_LIMITS.passwordMax)
    errors.length = { key: 'userImport.generate.lengthRange' };
  const realnames = namesOf(f.realnames);
  const count = to - from + 1;
  if (!errors.from && !errors.to && realnames.length > 0 && realnames.length !== count)
    errors.realnames = { key: 'userImport.generate.realnamesCount', values: { names: realnames.length, count } };
  if (Object.keys(errors).length > 0) return { errors };
  return {
    errors,
    input: {
      prefix: f.prefix.trim(),
      suffix: f.suffix.trim(),
      number_from: from,
      number_to: to,
      password_length: length,
      pad: f.pad,
      realnames,
    },
  };
}
