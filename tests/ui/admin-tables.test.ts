// The back office's tables and the contest admins' tabs draw their rows through the one DataTable
// (ui/components/data-table): columns as data, and the loading, failure and empty states in place.
import { describe, expect, test } from 'bun:test';
import { readFileSync } from 'node:fs';

/** The admin tables drawn on DataTable; none of them draws the bare table parts itself. */
const ON_DATA_TABLE = [
  'ui/features/admin-contest/contest-problems-page.tsx',
  'ui/features/admin-training/training-problems-page.tsx',
  'ui/features/admin-training/category-page.tsx',
  'ui/features/admin-checker-includes/checker-includes-page.tsx',
  'ui/features/admin-video/video-admin-page.tsx',
  'ui/components/proctor/proctor-panel.tsx',
  'ui/features/contest/ac-helper.tsx',
  'ui/features/contest/admin-print.tsx',
  'ui/features/contest/contest-rejudge.tsx',
];

const BARE_TABLE = /from '[./]*\/?components\/ui\/table\.tsx'|from '\.\.\/ui\/table\.tsx'/;

describe('admin tables', () => {
  test('the pattern sees an import of the bare table parts', () => {
    expect(BARE_TABLE.test("import { Table } from '../../components/ui/table.tsx';")).toBe(true);
    expect(BARE_TABLE.test("import { TableRow } from '../ui/table.tsx';")).toBe(true);
    expect(BARE_TABLE.test("import { DataTable } from '../../components/data-table/index.ts';")).toBe(false);
  });

  test('each draws its rows through DataTable, not the bare table parts', () => {
    const bare = ON_DATA_TABLE.filter((f) => BARE_TABLE.test(readFileSync(f, 'utf8')));
    expect(bare).toEqual([]);
    const without = ON_DATA_TABLE.filter((f) => !readFileSync(f, 'utf8').includes('DataTable'));
    expect(without).toEqual([]);
  });
});
