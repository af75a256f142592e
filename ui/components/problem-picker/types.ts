import type {
  AnswerOf,
  BodyEndpoint,
  Endpoint,
  InputOf,
  QueryEndpoint,
} from '../../../src/contract/endpoints/define.ts';

/** A bank problem as the picker lists it. */
export interface PickRow {
  pid: number;
  problemId: string;
  title: string;
  /** A short note of the row (the rule type in a contest). */
  note?: string;
  /** Already in the contest or training (a list that offers every problem marks these). */
  added?: boolean;
}

/** The query every bank list of the picker takes besides its own fixed fields. */
export interface PickQuery {
  keyword?: string;
  currentPage: number;
  limit: number;
}

/**
 * Where the picker reads and adds: the entry listing the bank's problems that may still be added
 * (its query takes `keyword`, `currentPage`, `limit` besides `fixed`), how its answer reads as rows,
 * and the entry adding one (its input from the row and, when `askDisplayId`, the display id typed).
 */
export interface PickSource<
  L extends QueryEndpoint = QueryEndpoint,
  A extends BodyEndpoint | QueryEndpoint = BodyEndpoint | QueryEndpoint,
> {
  list: L;
  fixed: Omit<InputOf<L>, keyof PickQuery>;
  rows: (answer: AnswerOf<L>) => { total: number; records: PickRow[] };
  add: A;
  /** The input adding a problem: its pid (0 when typed by problem id), display id, and problem id. */
  addInput: (pid: number, displayId: string, problemId: string) => InputOf<A>;
  /** "Add by ID" takes the problem's id (as the group's own problems are added) instead of its ID number. */
  byProblemId?: boolean;
  /** The entries the page reads its own problems from: read again after each addition. */
  invalidates: readonly Endpoint[];
  /** Asks a display id before adding (a contest's letter), suggesting this one first. */
  askDisplayId?: () => string;
}

/** Keeps a source's entry types while the page writes it. */
export const pickSource = <L extends QueryEndpoint, A extends BodyEndpoint | QueryEndpoint>(
  s: PickSource<L, A>,
): PickSource => s as unknown as PickSource;

/**
 * The rows the picker shows: those added while it is open first (the list no longer offers them
 * once it is read again), then the list's own.
 */
export function withAdded(listed: { total: number; records: PickRow[] }, added: readonly PickRow[]) {
  const offered = new Set(listed.records.map((r) => r.pid));
  return { total: listed.total, records: [...added.filter((r) => !offered.has(r.pid)), ...listed.records] };
}

/** The rows of a list that offers every problem (a group's own): those already in (`inIt`) marked added. */
export const markedRows = (
  page: { total: number; records: readonly { id: number; problemId: string; title: string }[] },
  inIt: ReadonlySet<number>,
) => ({
  total: page.total,
  records: page.records.map((p) => ({ pid: p.id, problemId: p.problemId, title: p.title, added: inIt.has(p.id) })),
});
