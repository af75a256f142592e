import type { MdFileAnswer, MdImageAnswer } from '../../src/contract/uploads.ts';
import { api } from './api.ts';

/** The markdown editor's uploads (admin roles; images also a group's admins): an image or a file, answered with its link. */

function send<T>(path: string, field: string, file: File, gid?: number): Promise<T> {
  const form = new FormData();
  form.append(field, file);
  if (gid !== undefined) form.append('gid', String(gid));
  return api.upload<T>(path, form, { timeoutMs: 300_000 });
}

/** An image; a group's admins name their group (`gid`), which lets them upload for its texts. */
export const uploadMdImage = (file: File, gid?: number) =>
  send<MdImageAnswer>('/api/file/upload-md-img', 'image', file, gid);
export const uploadMdFile = (file: File) => send<MdFileAnswer>('/api/file/upload-md-file', 'file', file);

/** Brackets and the like in a name would end the link text early. */
const linkText = (name: string) => name.replace(/[[\]\\<>*_`]/g, ' ').trim() || 'file';

export const imageMarkdown = (name: string, link: string) => `![${linkText(name.replace(/\.[^.]+$/, ''))}](${link})`;
export const fileMarkdown = (name: string, link: string) => `[${linkText(name)}](${link})`;

/** `text` with `insert` put in place of the selection [start, end), on a line of its own. */
export function insertAt(text: string, start: number, end: number, insert: string): { text: string; caret: number } {
  const before = text.slice(0, start);
  const lead = before === '' || before.endsWith('\n') ? '' : '\n';
  const value = `${before}${lead}${insert}\n${text.slice(end)}`;
  return { text: value, caret: before.length + lead.length + insert.length + 1 };
}
