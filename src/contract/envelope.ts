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
