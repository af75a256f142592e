/**
 * What a new username may hold, so that two accounts cannot look alike: letters, the digits 0–9
 * and `_ - .`; no invisible format characters (zero-width spaces and joiners, direction marks and
 * overrides), control characters, spaces, full-width or other compatibility forms, or other
 * symbols; and letters of one script only. Chinese characters may go with Latin letters (and
 * with the kana of Japanese or the Hangul of Korean), as those languages write them together;
 * any other mix, such as Latin with Cyrillic look-alikes, is refused. Usernames given before
 * this rule keep working for signing in; they are checked when they are set.
 */

export type UsernameFlaw =
  | { kind: 'invisible' | 'control' | 'space' | 'symbol'; char: string; code: string }
  /** A full-width, decomposed or other compatibility form; `plain` is the name written plainly. */
  | { kind: 'compatibility'; char: string; code: string; plain: string }
  | { kind: 'mixed'; scripts: [string, string] };

/** Scripts told apart, by their Unicode names; a letter of any other script counts as "Other". */
const SCRIPTS = [
  'Latin',
  'Han',
  'Cyrillic',
  'Greek',
  'Hiragana',
  'Katakana',
  'Hangul',
  'Bopomofo',
  'Arabic',
  'Hebrew',
  'Thai',
  'Devanagari',
  'Armenian',
  'Georgian',
  'Cherokee',
  'Ethiopic',
  'Tamil',
  'Bengali',
  'Mongolian',
  'Tibetan',
  'Khmer',
  'Lao',
].map((name) => [name, new RegExp(`\\p{Script=${name}}`, 'u')] as const);

/** The Chinese names of the scripts, for messages. */
export const SCRIPT_NAMES_ZH: Record<string, string> = {
  Latin: '拉丁',
  Han: '汉字',
  Cyrillic: '西里尔',
  Greek: '希腊',
  Hiragana: '平假名',
  Katakana: '片假名',
  Hangul: '韩文',
  Bopomofo: '注音',
  Arabic: '阿拉伯',
  Hebrew: '希伯来',
  Thai: '泰文',
  Devanagari: '天城文',
  Armenian: '亚美尼亚',
  Georgian: '格鲁吉亚',
  Cherokee: '切罗基',
  Ethiopic: '埃塞俄比亚',
  Tamil: '泰米尔',
  Bengali: '孟加拉',
  Mongolian: '蒙古',
  Tibetan: '藏文',
  Khmer: '高棉',
  Lao: '老挝',
  Other: '其他文字',
};

/** Scripts written together in one language: any subset of one of these is one writing system. */
const WRITING_SYSTEMS: readonly (readonly string[])[] = [
  ['Han', 'Latin', 'Bopomofo'],
  ['Han', 'Latin', 'Hiragana', 'Katakana'],
  ['Han', 'Latin', 'Hangul'],
];

const PLAIN = /^[A-Za-z0-9_.-]$/;

export function codePoint(char: string): string {
  return `U+${char.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}`;
}

function scriptOf(letter: string): string {
  return SCRIPTS.find(([, re]) => re.test(letter))?.[0] ?? 'Other';
}

function charFlaw(char: string, first: boolean, name: string): UsernameFlaw | null {
  if (PLAIN.test(char)) return null;
  const code = codePoint(char);
  if (/\p{Cc}/u.test(char)) return { kind: 'control', char, code };
  if (/[\p{Cf}\p{Default_Ignorable_Code_Point}]/u.test(char)) return { kind: 'invisible', char, code };
  if (/[\p{Z}\s]/u.test(char)) return { kind: 'space', char, code };
  if (char.normalize('NFKC') !== char) return { kind: 'compatibility', char, code, plain: name.normalize('NFKC') };
  if (/\p{L}/u.test(char) || (!first && /\p{M}/u.test(char))) return null;
  return { kind: 'symbol', char, code };
}

/** The first reason a new username is refused, or null when it may be used. */
export function usernameFlaw(name: string): UsernameFlaw | null {
  const chars = [...name];
  for (const [i, char] of chars.entries()) {
    const flaw = charFlaw(char, i === 0, name);
    if (flaw) return flaw;
  }
  // A letter written as a base letter and a combining mark looks like the one-character letter.
  const composed = name.normalize('NFC');
  if (composed !== name) {
    const at = chars.findIndex((c, i) => [...composed][i] !== c);
    return {
      kind: 'compatibility',
      char: chars[at + 1] ?? chars[at]!,
      code: codePoint(chars[at + 1] ?? chars[at]!),
      plain: composed,
    };
  }
  const scripts = [...new Set(chars.filter((c) => /\p{L}/u.test(c)).map(scriptOf))];
  if (scripts.length <= 1 || WRITING_SYSTEMS.some((system) => scripts.every((s) => system.includes(s)))) return null;
  const [a, b] = scripts.includes('Latin')
    ? ['Latin', scripts.find((s) => s !== 'Latin')!]
    : [scripts[0]!, scripts[1]!];
  return { kind: 'mixed', scripts: [a, b] };
}
