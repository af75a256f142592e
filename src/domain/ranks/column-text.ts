/**
 * A column of texts held as one string, searched for a piece of text with indexOf: one pass over
 * the whole column instead of a call per row. Row i is text.slice(starts[i], starts[i + 1] - 1);
 * a find that runs past its row's end (across the separator into the next row) is no match.
 */
export interface ColumnText {
  text: string;
  /** Where each row starts in `text`, and one past the last row's end (plus its separator). */
  starts: Int32Array;
}

export function columnText(values: string[]): ColumnText {
  const starts = new Int32Array(values.length + 1);
  let at = 0;
  for (let i = 0; i < values.length; i++) {
    starts[i] = at;
    at += values[i]!.length + 1;
  }
  starts[values.length] = at;
  return { text: values.join('\n'), starts };
}

/** The row holding position `p`: the last start at or before it. */
function rowAt(starts: Int32Array, p: number): number {
  let lo = 0,
    hi = starts.length - 2;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if (starts[mid]! <= p) lo = mid;
    else hi = mid - 1;
  }
  return lo;
}

/** The rows (in order, each once) whose text holds `piece`. */
export function rowsHolding(column: ColumnText, piece: string): number[] {
  const rows: number[] = [];
  const { text, starts } = column;
  const last = starts.length - 1;
  let from = 0;
  while (from < text.length || (piece === '' && rows.length < last)) {
    const p = text.indexOf(piece, from);
    if (p < 0) break;
    const row = rowAt(starts, p);
    if (p + piece.length <= starts[row + 1]! - 1) {
      rows.push(row);
      from = starts[row + 1]!;
    } else from = p + 1;
  }
  return rows;
}

/** The union of ascending row lists, ascending. */
export function unionRows(a: number[], b: number[]): number[] {
  const out: number[] = [];
  let i = 0,
    j = 0;
  while (i < a.length || j < b.length) {
    const x = j >= b.length || (i < a.length && a[i]! <= b[j]!) ? a[i++]! : b[j++]!;
    if (out.length === 0 || out[out.length - 1] !== x) out.push(x);
  }
  return out;
}
