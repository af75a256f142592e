// The back office's tables and the contest admins' tabs draw their rows through the one DataTable
// (ui/components/data-table): columns as data, and the loading, failure and empty states in place.
import { describe, expect, test } from 'bun:test';
import { readFileSync } from 'node:fs';

/** The admin tables, each with the piece it draws its rows through (DataTable or one built on it). */
const ON_DATA_TABLE: Record<string, string> = {
  'ui/features/admin-contest/contest-problems-page.tsx': 'ProblemLinksPage',
  'ui/features/admin-training/training-problems-page.tsx': 'ProblemLinksPage',
  'ui/features/admin-training/category-page.tsx': 'DataTable',
  'ui/features/admin-checker-includes/checker-includes-page.tsx': 'DataTable',
  'ui/features/admin-video/video-admin-page.tsx': 'DataTable',
  'ui/components/proctor/proctor-panel.tsx': 'DataTable',
  'ui/features/contest/ac-helper.tsx': 'ContestQueue',
  'ui/features/contest/admin-print.tsx': 'ContestQueue',
  'ui/features/contest/contest-rejudge.tsx': 'DataTable',
  'ui/features/admin-problem/case-table.tsx': 'DataTable',
  'ui/features/admin-config/recent-logins-card.tsx': 'DataTable',
  'ui/features/admin-user-import/import-preview-table.tsx': 'DataTable',
};
/** The pieces built on DataTable, where they are. */
const BUILT_ON: Record<string, string> = {
  ProblemLinksPage: 'ui/components/problem-links/problem-links-page.tsx',
  ContestQueue: 'ui/features/contest/contest-queue.tsx',
};

const BARE_TABLE = /from '[./]*\/?components\/ui\/table\.tsx'|from '\.\.\/ui\/table\.tsx'/;

describe('admin tables', () => {
  test('the pattern sees an import of the bare table parts', () => {
    expect(BARE_TABLE.test("import { Table } from '../../components/ui/table.tsx';")).toBe(true);
    expect(BARE_TABLE.test("import { TableRow } from '../ui/table.tsx';")).toBe(true);
    expect(BARE_TABLE.test("import { DataTable } from '../../components/data-table/index.ts';")).toBe(false);
  });

  test('each draws its rows through DataTable, not the bare table parts', () => {
    const files = [...Object.keys(ON_DATA_TABLE), ...Object.values(BUILT_ON)];
    expect(files.filter((f) => BARE_TABLE.test(readFileSync(f, 'utf8')))).toEqual([]);
    const without = Object.entries(ON_DATA_TABLE).filter(
      ([f, piece]) => !readFileSync(f, 'utf8').includes(`<${piece}`),
    );
    expect(without).toEqual([]);
    const notOn = Object.values(BUILT_ON).filter((f) => !readFileSync(f, 'utf8').includes('<DataTable'));
    expect(notOn).toEqual([]);
  });
});
