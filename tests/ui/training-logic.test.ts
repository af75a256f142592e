import { expect, test } from 'bun:test';
import type { ProgressGrid } from '../../src/contract/trainings.ts';
import { countStates, filterGrid } from '../../ui/features/training/grid-filter.ts';
import { parseTrainingFilters, trainingFiltersToSearch } from '../../ui/features/training/list-query.ts';
import { BAND_COLOURS, bandColour, progressBand, progressPercent } from '../../ui/features/training/progress.ts';
import { lockedTab, trainingTabOf, visibleTrainingTabs } from '../../ui/features/training/training-tabs.ts';

test('progress: accepted over problem count to two decimals, 100 without problems', () => {
  expect([
    progressPercent(0, 3),
    progressPercent(1, 3),
    progressPercent(2, 3),
    progressPercent(3, 3),
    progressPercent(0, 0),
  ]).toEqual([0, 33.33, 66.67, 100, 100]);
  // A count that outgrew the problems (one was removed) still reads 100.
  expect(progressPercent(4, 3)).toBe(100);
});

test('progress bands: the first bound of 20/40/60/80/100 the percentage does not exceed', () => {
  expect([0, 20, 20.01, 40, 59.99, 60, 79, 80, 80.5, 100].map(progressBand)).toEqual([0, 0, 1, 1, 2, 2, 3, 3, 4, 4]);
  expect(bandColour(100)).toBe(BAND_COLOURS[4]);
  expect(new Set(BAND_COLOURS).size).toBe(5);
});

test('list filters: empty values are dropped from the URL, bad values read as none, page below 1 is 1', () => {
  expect(parseTrainingFilters('keyword=dp&categoryId=3&auth=Private&currentPage=2')).toEqual({
    keyword: 'dp',
    categoryId: 3,
    auth: 'Private',
    currentPage: 2,
  });
  expect(parseTrainingFilters('categoryId=x&auth=Secret&currentPage=-4')).toEqual({
    keyword: '',
    categoryId: null,
    auth: null,
    currentPage: 1,
  });
  expect(trainingFiltersToSearch({ keyword: '  ', categoryId: null, auth: null, currentPage: 1 })).toBe('');
  expect(trainingFiltersToSearch({ keyword: ' graphs ', categoryId: 2, auth: 'Public', currentPage: 3 })).toBe(
    'keyword=graphs&categoryId=2&auth=Public&currentPage=3',
  );
});

test('tabs: the rank for private trainings, the grid for admins; problems and rank locked until registered and open', () => {
  expect(visibleTrainingTabs({ auth: 'Public', isAdmin: false })).toEqual(['introduction', 'problems']);
  expect(visibleTrainingTabs({ auth: 'Private', isAdmin: true })).toEqual([
    'introduction',
    'problems',
    'rank',
    'progress',
  ]);
  expect(['problem/P1000/full-screen', 'problems', 'rank', 'progress', '', 'junk'].map(trainingTabOf)).toEqual([
    'problems',
    'problems',
    'rank',
    'progress',
    'introduction',
    'introduction',
  ]);
  expect([
    lockedTab('problems', { access: false, open: true }),
    lockedTab('rank', { access: true, open: false }),
    lockedTab('rank', { access: true, open: true }),
    lockedTab('introduction', { access: false, open: false }),
  ]).toEqual([true, true, false, false]);
});

const grid: ProgressGrid = {
  problems: [
    { pid: 1, displayId: 'A', title: 'A' },
    { pid: 2, displayId: 'B', title: 'B' },
  ],
  dueAt: null,
  rows: [
    {
      uid: 'u1',
      username: 'amy',
      realname: 'Amy Li',
      school: '',
      cells: { A: { state: 'onTime', at: 1, tries: 1 }, B: { state: 'late', at: 2, tries: 3 } },
    },
    {
      uid: 'u2',
      username: 'bob',
      realname: 'Bob Wang',
      school: '',
      cells: { A: { state: 'tried', at: null, tries: 2 } },
    },
  ],
};

test('progress grid: name matches username or real name; a state keeps students with a problem in it; missing cells are untouched', () => {
  expect(filterGrid(grid, 'WANG', null).map((r) => r.username)).toEqual(['bob']);
  expect(filterGrid(grid, '', 'untouched').map((r) => r.username)).toEqual(['bob']);
  expect(filterGrid(grid, '', 'late').map((r) => r.username)).toEqual(['amy']);
  expect(filterGrid(grid, 'amy', 'tried')).toEqual([]);
  expect(countStates(grid, grid.rows)).toEqual({ onTime: 1, late: 1, tried: 1, untouched: 1 });
});
