import type { DiscussionForm } from '../../../src/contract/discussions.ts';
import { readStorage, writeStorage } from '../../lib/storage.ts';

/** What an unfinished new post keeps: the fields typed so far. */
export interface DiscussionDraft {
  title: string;
  description: string;
  content: string;
  categoryId: number | null;
}

export const EMPTY_DRAFT: DiscussionDraft = { title: '', description: '', content: '', categoryId: null };

/** One draft per user and per place (the board or a problem's discussions, the site's or a group's). */
export function draftKey(uid: string, problemId: string | null, gid: number | null = null): string {
  return `discussionDraft:${uid}:${gid ? `g${gid}:` : ''}${problemId ?? ''}`;
}

/** Whether there is anything worth keeping. */
export function isBlankDraft(d: DiscussionDraft): boolean {
  return !d.title.trim() && !d.description.trim() && !d.content.trim();
}

/** Reads a kept draft; an unreadable or foreign value is no draft. */
export function parseDraft(raw: string | null): DiscussionDraft | null {
  if (!raw) return null;
  try {
    const v = JSON.parse(raw) as Partial<DiscussionDraft>;
    const str = (x: unknown) => (typeof x === 'string' ? x : '');
    const draft = {
      title: str(v.title),
      description: str(v.description),
      content: str(v.content),
      categoryId: typeof v.categoryId === 'number' ? v.categoryId : null,
    };
    return isBlankDraft(draft) ? null : draft;
  } catch {
    return null;
  }
}

export function loadDraft(key: string): DiscussionDraft | null {
  return parseDraft(readStorage(key));
}

/** Keeps the draft, or forgets it once it is blank. */
export function saveDraft(key: string, d: DiscussionDraft): void {
  writeStorage(key, isBlankDraft(d) ? null : JSON.stringify(d));
}

/** The body the dialog sends: a problem's discussion carries the problem id (the server prefixes the title). */
export function draftToForm(d: DiscussionDraft, extra: { id?: number; pid?: string | null }): DiscussionForm {
  return {
    ...(extra.id ? { id: extra.id } : {}),
    title: d.title,
    description: d.description,
    content: d.content,
    categoryId: d.categoryId,
    pid: extra.pid ?? null,
  };
}
