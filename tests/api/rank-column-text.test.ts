import { expect, test } from 'bun:test';
import { columnText, rowsHolding, unionRows } from '../../src/domain/ranks/column-text.ts';

/** The public rank search's column search against each row's own includes(). */
const byRow = (values: string[], piece: string) => values.flatMap((v, i) => (v.includes(piece) ? [i] : []));

test('a piece is found in the rows that hold it, each once, never across two rows', () => {
  const values = ['ab', 'b', '', 'ba\nab', 'abab', 'a', 'b\n', '\nab'];
  const column = columnText(values);
  for (const piece of ['a', 'b', 'ab', 'ba', 'b\na', 'a\nb', '\n', 'b\n', 'abab', 'x', ''])
    expect({ piece, rows: rowsHolding(column, piece) }).toEqual({ piece, rows: byRow(values, piece) });
  expect(rowsHolding(columnText([]), 'a')).toEqual([]);
});

test('many rows of short names: the same rows as a search row by row', () => {
  let seed = 7;
  const next = () => (seed = (seed * 1103515245 + 12345) % 2147483648);
  const letters = 'ab\n%_';
  const values = Array.from({ length: 2000 }, () =>
    Array.from({ length: next() % 6 }, () => letters[next() % letters.length]).join(''),
  );
  const column = columnText(values);
  for (let k = 0; k < 200; k++) {
    const piece = Array.from({ length: 1 + (next() % 3) }, () => letters[next() % letters.length]).join('');
    expect({ piece, rows: rowsHolding(column, piece) }).toEqual({ piece, rows: byRow(values, piece) });
  }
});

test('the union of two row lists is ascending with each row once', () => {
  expect(unionRows([0, 2, 5, 9], [1, 2, 9, 10])).toEqual([0, 1, 2, 5, 9, 10]);
  expect(unionRows([], [3])).toEqual([3]);
  expect(unionRows([4], [])).toEqual([4]);
});
