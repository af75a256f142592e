import { messageEndpoints as M } from '../../src/contract/endpoints/messages.ts';
import type { MessageKind, Unread } from '../../src/contract/messages.ts';

/** The list calls of the tabs: interactions (Discuss, Reply, Like) and notes (Sys, Mine). */
export type MessageListEntry = (typeof M)['comments' | 'replies' | 'likes' | 'sys' | 'mine'];

/** One tab of the message centre: its path, its unread counter, its list entry and page size (spec doc 2 §2, §9). */
export interface MessageTab {
  kind: MessageKind;
  /** The tab's path segment: /message/{slug}. */
  slug: 'discuss' | 'reply' | 'like' | 'sys' | 'mine';
  counter: keyof Unread;
  list: MessageListEntry;
  pageSize: number;
}

export const MESSAGE_TABS: readonly MessageTab[] = [
  { kind: 'Discuss', slug: 'discuss', counter: 'comment', list: M.comments, pageSize: 6 },
  { kind: 'Reply', slug: 'reply', counter: 'reply', list: M.replies, pageSize: 6 },
  { kind: 'Like', slug: 'like', counter: 'like', list: M.likes, pageSize: 6 },
  { kind: 'Sys', slug: 'sys', counter: 'sys', list: M.sys, pageSize: 8 },
  { kind: 'Mine', slug: 'mine', counter: 'mine', list: M.mine, pageSize: 8 },
];

/** The default tab, where the bare /message goes. */
export const DEFAULT_MESSAGE_PATH = '/message/discuss';

/** The tab a path under /message shows; null for anything else. */
export function messageTabOf(path: string): MessageTab | null {
  const slug = /^\/message\/([a-z]+)\/?$/.exec(path)?.[1];
  return MESSAGE_TABS.find((tab) => tab.slug === slug) ?? null;
}

/** The largest count a badge writes out; above it the badge reads "99+" (spec doc 1 §2). */
export const BADGE_CAP = 99;

/** A badge's text: nothing for 0, the count up to 99, then "99+". */
export function badgeText(count: number): string {
  if (!(count > 0)) return '';
  return count > BADGE_CAP ? `${BADGE_CAP}+` : String(Math.floor(count));
}

/** All unread messages together (the red dot and the notice show when it is above 0). */
export function unreadTotal(u: Unread | null): number {
  return u ? u.comment + u.reply + u.like + u.sys + u.mine : 0;
}

/** Whether new messages arrived between two readings of the counts (a notice is shown for them). */
export function hasNewMessages(before: Unread | null, after: Unread): boolean {
  const total = unreadTotal(after);
  return total > 0 && total > unreadTotal(before);
}
