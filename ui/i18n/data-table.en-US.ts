/** English text of the data table and the back office's list pages. */
export const dataTableEnUS = {
  loading: 'Loading…',
  empty: 'Nothing to show.',
  selectPage: 'Select this page',
  selectRow: 'Select {{name}}',
  selected: '{{count}} selected',
  clear: 'Clear selection',
  search: 'Search',
};
