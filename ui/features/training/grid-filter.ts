import type { GRID_STATES, ProgressGrid } from '../../../src/contract/trainings.ts';

export type GridState = (typeof GRID_STATES)[number];
export type GridRow = ProgressGrid['rows'][number];

/** A student's cell of a problem (keyed by its display id, as the rank's); a missing one is untouched. */
export function cellOf(row: GridRow, displayId: string) {
  return row.cells[displayId] ?? { state: 'untouched' as const, at: null, tries: 0 };
}

/**
 * The students the progress grid shows: the name filter matches username or real name (any
 * case); the state filter keeps students with at least one problem in that state.
 */
export function filterGrid(grid: ProgressGrid, name: string, state: GridState | null): GridRow[] {
  const needle = name.trim().toLowerCase();
  return grid.rows.filter((row) => {
    if (needle && !row.username.toLowerCase().includes(needle) && !row.realname.toLowerCase().includes(needle))
      return false;
    return state === null || grid.problems.some((p) => cellOf(row, p.displayId).state === state);
  });
}

/** How many cells of each state the shown rows hold (the grid's legend counts). */
export function countStates(grid: ProgressGrid, rows: GridRow[]): Record<GridState, number> {
  const counts: Record<GridState, number> = { onTime: 0, late: 0, tried: 0, untouched: 0 };
  for (const row of rows) for (const p of grid.problems) counts[cellOf(row, p.displayId).state] += 1;
  return counts;
}
