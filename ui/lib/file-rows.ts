/** A file of a form as a row: its name and its content (a problem's extra files, a choice problem's annex). */
export interface ExtraFile {
  name: string;
  content: string;
}

/** A stored map of file name to content as the form's rows. */
export const toFiles = (m: Record<string, string> | null | undefined): ExtraFile[] =>
  Object.entries(m ?? {}).map(([name, content]) => ({ name, content }));

/** The rows as the map the server stores (null when there are none). */
export function fileMap(files: ExtraFile[]): Record<string, string> | null {
  return files.length === 0 ? null : Object.fromEntries(files.map((f) => [f.name.trim(), f.content]));
}
