/** The one table of lists and the back office's list page on it. */
export {
  AdminListPage,
  type AdminListPageProps,
  type BulkBar,
  type CreateLink,
  type PagedList,
  type SearchBox,
} from './admin-list-page.tsx';
export { type Column, DataTable, type DataTableProps, type RowSelection } from './data-table.tsx';
export { type Selection, useSelection } from './use-selection.ts';
export { INFO_CELL, InfoLines } from './info-lines.tsx';
