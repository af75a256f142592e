/** Full-width characters (CJK, full-width forms, Hangul, kana) count two width units, others one (spec doc 3 "Group home"). */
export function charWidth(ch: string): number {
  const c = ch.codePointAt(0) ?? 0;
  const wide =
    (c >= 0x1100 && c <= 0x115f) ||
    (c >= 0x2e80 && c <= 0xa4cf) ||
    (c >= 0xac00 && c <= 0xd7a3) ||
    (c >= 0xf900 && c <= 0xfaff) ||
    (c >= 0xfe30 && c <= 0xfe4f) ||
    (c >= 0xff00 && c <= 0xff60) ||
    (c >= 0xffe0 && c <= 0xffe6) ||
    (c >= 0x20000 && c <= 0x3fffd);
  return wide ? 2 : 1;
}

export function textWidth(text: string): number {
  let w = 0;
  for (const ch of text) w += charWidth(ch);
  return w;
}

/** The name cut to at most `units` width units, with "…" when something was cut (the full name goes in a tooltip). */
export function cutName(name: string, units = 26): string {
  if (textWidth(name) <= units) return name;
  let w = 0;
  let out = '';
  for (const ch of name) {
    if (w + charWidth(ch) > units - 1) break;
    w += charWidth(ch);
    out += ch;
  }
  return `${out}…`;
}
