import { expect, test } from 'bun:test';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { enUS } from '../../ui/i18n/en-US.ts';
import { zhCN } from '../../ui/i18n/zh-CN.ts';

function flatten(dict: object, prefix = ''): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(dict)) {
    if (v && typeof v === 'object') Object.assign(out, flatten(v, `${prefix}${k}.`));
    else out[`${prefix}${k}`] = v;
  }
  return out;
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) && !path.includes('/i18n/') ? [path] : [];
  });
}

const en = flatten(enUS);
const zh = flatten(zhCN);

test('both dictionaries have the same keys', () => {
  expect(Object.keys(zh).sort()).toEqual(Object.keys(en).sort());
});

test('no dictionary entry is empty or left untranslated', () => {
  for (const [name, dict] of [
    ['en-US', en],
    ['zh-CN', zh],
  ] as const) {
    const empty = Object.entries(dict)
      .filter(([, v]) => typeof v !== 'string' || v.trim() === '')
      .map(([k]) => k);
    expect({ name, empty }).toEqual({ name, empty: [] });
  }
  // Chinese text differs from the English one except for names kept as they are.
  const same = Object.keys(en).filter(
    (k) => en[k] === zh[k] && !/github|GitHub|^(ACM|OI|AC|IP|#)$/.test(String(en[k])),
  );
  expect(same).toEqual([]);
});

test('no text shows Markdown: the interface shows its texts as plain text, so a backtick would be seen as it is', () => {
  const marked = Object.entries({ ...en, ...Object.fromEntries(Object.entries(zh).map(([k, v]) => [`zh:${k}`, v])) })
    .filter(([, v]) => String(v).includes('`'))
    .map(([k]) => k);
  expect(marked).toEqual([]);
});

test('every literal key the interface asks for exists in the dictionaries', () => {
  const files = sourceFiles(join(import.meta.dir, '../../ui'));
  const used = new Set<string>();
  for (const file of files) {
    const text = readFileSync(file, 'utf8');
    for (const m of text.matchAll(/\bt\(\s*'([a-zA-Z]+(?:\.[a-zA-Z_]+)+)'/g)) used.add(m[1]!);
    for (const m of text.matchAll(
      /(?:title|label|message|hint): '((?:route|nav|userMenu|admin|userHome|auth|guard)\.[a-zA-Z_.]+)'/g,
    ))
      used.add(m[1]!);
  }
  expect(used.size).toBeGreaterThan(50);
  // A counted text is looked up by its plural forms (`key_one`, `key_other`).
  const missing = [...used].filter((k) => !(k in en) && !(`${k}_other` in en));
  expect(missing).toEqual([]);
});

test('interpolation placeholders match between the languages', () => {
  const vars = (s: unknown) => [...String(s).matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();
  const differing = Object.keys(en).filter((k) => JSON.stringify(vars(en[k])) !== JSON.stringify(vars(zh[k])));
  expect(differing).toEqual([]);
});
