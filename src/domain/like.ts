/** A text searched for anywhere in a column: `like ? escape '\\'`, with %, _ and \\ in the text matched as themselves. */
export function escapeLike(s: string): string {
  return `%${s.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
