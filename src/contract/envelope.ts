import { z } from 'zod';

/** The response envelope of every JSON call, and the page shape of every list. */
export interface Envelope<T> {
  status: number;
  msg: string;
  data: T;
}

export interface Page<T> {
  records: T[];
  total: number;
  size: number;
  current: number;
  pages: number;
}

export function toPage<T>(records: T[], total: number, size: number, current: number): Page<T> {
  return { records, total, size, current, pages: size > 0 ? Math.ceil(total / size) : 0 };
}

/**
 * The total a page tells by itself: a page with room to spare is the list's tail, so the rows
 * before it and its own are all (a search matching a few members needs no count). Null when the
 * page is full or past the end.
 */
export function tailTotal(rows: number, f: { currentPage: number; limit: number }): number | null {
  const offset = (f.currentPage - 1) * f.limit;
  return rows < f.limit && (rows > 0 || offset === 0) ? offset + rows : null;
}

/** The schema of a page of `item`s: what a list call answers. */
export function pageSchema<T extends z.ZodType>(item: T) {
  return z.object({
    records: z.array(item),
    total: z.number().int(),
    size: z.number().int(),
    current: z.number().int(),
    pages: z.number().int(),
  });
}

/** The paging part of a list query: a page number below 1 or unreadable is 1; a size outside 1–100 is the list's default. */
export function pagingQuery(defaultLimit: number) {
  return {
    currentPage: z.coerce
      .number()
      .int()
      .catch(1)
      .transform((n) => Math.max(1, n))
      .default(1),
    limit: z.coerce.number().int().min(1).max(100).catch(defaultLimit).default(defaultLimit),
  };
}
