import { htmlText } from './html.ts';
import type { RemoteContestProblem } from './provider.ts';

/**
 * The problems a contest's page links, row by row in its order: the first link of a row that
 * matches `link` (its first group: the problem's number on the site) and the link's text as name.
 */
function linkedRows(html: string, link: RegExp): { cells: string[]; number: string; name: string }[] {
  return [...html.matchAll(/<tr\b[^>]*>([\s\S]*?)<\/tr>/gi)].flatMap((row) => {
    const a = new RegExp(`<a\\s+href=["']?[^"'>]*?${link.source}[^>]*>([\\s\\S]*?)</a>`, 'i').exec(row[1]!);
    if (!a) return [];
    const cells = [...row[1]!.matchAll(/<td\b[^>]*>([\s\S]*?)<\/td>/gi)].map((c) => htmlText(c[1]!).trim());
    return [{ cells, number: a[1]!, name: htmlText(a[a.length - 1]!).trim() }];
  });
}

const letter = (i: number) => String.fromCharCode(65 + i);

/**
 * An HDU contest's page (`/contests/contest_show.php?cid=872`, as NOJ's HDU crawler and the
 * `HDUContestClient` of the Python judges read it): rows of Solved, Pro.ID (1001, 1002, …), Title
 * linking `contest_showproblem.php?pid=1001&cid=872`, Ratio. A contest it does not have shows a
 * "System Message" and no rows. Problem 1001 is letter A.
 */
export function hduContestProblems(html: string, contestId: string): RemoteContestProblem[] {
  return linkedRows(html, /contest_showproblem\.php\?pid=(1\d{3})&(?:amp;)?cid=\d+/)
    .filter((r, i, all) => all.findIndex((o) => o.number === r.number) === i)
    .map((r) => ({
      index: letter(Number(r.number) - 1001),
      name: r.name,
      problem: { contestId, index: r.number },
    }));
}

/**
 * A POJ contest's page (`/showcontest?contest_id=1131`): rows of Problem Id and Title, the title
 * linking the problem in POJ's problem set (`problem?id=3660`), where a contest's problems live.
 * The row's own letter when it shows one (A, B, …), else its place. A contest it does not have
 * shows "Error Occurred" and no rows.
 */
export function pojContestProblems(html: string): RemoteContestProblem[] {
  return linkedRows(html, /problem\?id=([1-9]\d{3,5})/).map((r, i) => ({
    index: r.cells.find((c) => /^[A-Z]$/.test(c)) ?? letter(i),
    name: r.name,
    problem: { contestId: '', index: r.number, code: r.number },
  }));
}
