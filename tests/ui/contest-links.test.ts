import { expect, test } from 'bun:test';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * A contest is linked by its type through one helper (ui/lib/contest-path.ts): a computational-thinking
 * contest lives under /computationalThinkingContest/{cid} (spec doc 1 §2). A page that writes
 * `/contest/${id}` itself would send a CT contest to the other base.
 */
const UI = join(import.meta.dir, '../../ui');
/** Files allowed to write a contest's address: the helper, and the exam redirect (the exam's type is not known there; /contest/{cid} serves both kinds). */
const ALLOWED = new Set(['lib/contest-path.ts', 'lib/refusal.ts']);
/** A contest's own address written by hand: `/contest/${...}` or '/contest/' + ... (the outside boards' /contest/acm-scoreboard/ are other pages). */
const HAND_MADE = /[`'"]\/contest\/(\$\{|['"]\s*\+)/;

function sources(dir: string, rel = ''): string[] {
  return readdirSync(join(dir, rel), { withFileTypes: true }).flatMap((e) => {
    const path = rel ? `${rel}/${e.name}` : e.name;
    if (e.isDirectory()) return sources(dir, path);
    return /\.tsx?$/.test(e.name) ? [path] : [];
  });
}

function handMadeContestLinks(read: (path: string) => string, files: string[]): string[] {
  return files.flatMap((f) =>
    ALLOWED.has(f)
      ? []
      : read(f)
          .split('\n')
          .flatMap((line, i) => (HAND_MADE.test(line) && !line.includes('-scoreboard/') ? [`${f}:${i + 1}`] : [])),
  );
}

test("every link to a contest goes through the helper that knows a CT contest's base", () => {
  const found = handMadeContestLinks((f) => readFileSync(join(UI, f), 'utf8'), sources(UI));
  expect(found).toEqual([]);
});

const DOLLAR = '$';

test('the check sees a hand-made contest link', () => {
  const file = {
    'features/x.tsx': `const a = 1;\n<Link href={\`/contest/${DOLLAR}{c.id}\`}>`,
    'features/y.tsx': "go('/contest/' + id)",
  };
  expect(handMadeContestLinks((f) => file[f as keyof typeof file], Object.keys(file))).toEqual([
    'features/x.tsx:2',
    'features/y.tsx:1',
  ]);
});
