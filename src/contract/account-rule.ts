/**
 * A contest's account limit (doc 3 §3 "account-limit rule form"; API-NEXT 9.5): usernames made of
 * a prefix, a number from `start` to `end` written plainly (no zero padding) and a suffix, plus
 * extra names. Stored as one string of tags; the admin form's preview and the server's checks on
 * register, access and submit all read it through `matchesAccountRule`.
 */
export interface AccountRule {
  prefix: string;
  suffix: string;
  start: number;
  end: number;
  extra: string[];
}

export const EMPTY_ACCOUNT_RULE: AccountRule = { prefix: '', suffix: '', start: 0, end: 10, extra: [] };

function tag(text: string, name: string): string | null {
  const m = text.match(new RegExp(`<${name}>([\\s\\S]*?)</${name}>`));
  return m ? m[1]! : null;
}

function toInt(v: string | null, fallback: number): number {
  const n = v === null ? NaN : Number(v.trim());
  return Number.isSafeInteger(n) && n >= 0 ? n : fallback;
}

export function parseAccountRule(text: string): AccountRule {
  return {
    prefix: tag(text, 'prefix') ?? '',
    suffix: tag(text, 'suffix') ?? '',
    start: toInt(tag(text, 'start'), EMPTY_ACCOUNT_RULE.start),
    end: toInt(tag(text, 'end'), EMPTY_ACCOUNT_RULE.end),
    extra: (tag(text, 'extra') ?? '').split(/\s+/).filter(Boolean),
  };
}

export function formatAccountRule(r: AccountRule): string {
  return `<prefix>${r.prefix}</prefix><suffix>${r.suffix}</suffix><start>${r.start}</start><end>${r.end}</end><extra>${r.extra.join(' ')}</extra>`;
}

export function matchesAccountRule(r: AccountRule, username: string): boolean {
  if (r.extra.includes(username)) return true;
  if (!username.startsWith(r.prefix) || !username.endsWith(r.suffix)) return false;
  const middle = username.slice(r.prefix.length, username.length - r.suffix.length);
  if (!/^(0|[1-9]\d*)$/.test(middle) || username.length < r.prefix.length + r.suffix.length) return false;
  const n = Number(middle);
  return n >= r.start && n <= r.end;
}

/** The first usernames the rule admits, for the form's live preview. */
export function previewAccountRule(r: AccountRule, max = 5): string[] {
  const names: string[] = [];
  for (let n = r.start; n <= r.end && names.length < max; n++) names.push(`${r.prefix}${n}${r.suffix}`);
  return [...names, ...r.extra.slice(0, Math.max(0, max - names.length))];
}
