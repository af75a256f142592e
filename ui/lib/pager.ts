export const PAGE_SIZES = [10, 15, 30, 50, 100] as const;
/** How many numbered page buttons the pager shows at most. */
export const PAGER_BUTTONS = 5;

export function pageCount(total: number, size: number): number {
  return Math.max(1, Math.ceil(Math.max(0, total) / Math.max(1, size)));
}

/**
 * The numbered buttons around the current page: at most five consecutive pages,
 * the current one centred where possible. The first and last pages are added by the pager.
 */
export function pageWindow(current: number, pages: number, buttons = PAGER_BUTTONS): number[] {
  const page = Math.min(Math.max(1, current), pages);
  const count = Math.min(buttons, pages);
  let start = Math.max(1, page - Math.floor(count / 2));
  start = Math.min(start, pages - count + 1);
  return Array.from({ length: count }, (_, i) => start + i);
}
