// The submission list and a problem page's "My Submission" tab draw their rows through the one
// DataTable, from one set of submission columns (the tab's columns a subset of the list's).
import { describe, expect, test } from 'bun:test';
import { readFileSync } from 'node:fs';

const BARE_TABLE = /from '\.\.\/ui\/table\.tsx'/;
const LIST = 'ui/components/submission/submission-table.tsx';
const MINE = 'ui/components/problem-workspace/my-submissions-tab.tsx';
const COLUMNS = 'ui/components/submission/submission-columns.tsx';
const read = (f: string) => readFileSync(f, 'utf8');

describe('submission tables', () => {
  test('the list and the My Submission tab draw through DataTable, not the bare table parts', () => {
    expect([LIST, MINE].filter((f) => BARE_TABLE.test(read(f)))).toEqual([]);
    expect([LIST, MINE].filter((f) => !read(f).includes('<DataTable'))).toEqual([]);
  });

  test('both take their columns from the one set of submission columns', () => {
    expect(read(COLUMNS)).toContain('export function submissionColumns');
    expect([LIST, MINE].filter((f) => !read(f).includes('submissionColumns('))).toEqual([]);
  });

  test('the list keeps what the browser tests read: the table, its rows and their data', () => {
    const list = read(LIST);
    for (const part of ['testId="submission-table"', "'submission-row'", "'data-submit-id'", "'data-status'"])
      expect(list).toContain(part);
    expect(read(COLUMNS)).toContain('data-testid="rejudge"');
    expect(read(MINE)).toContain('testId="my-submissions"');
  });
});
