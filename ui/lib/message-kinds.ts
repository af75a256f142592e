import type { MessageKind, Unread } from '../../src/contract/messages.ts';

/** One tab of the message centre: its path, its unread counter, its list call and page size (spec doc 2 §2, §9). */
export interface MessageTab {
  kind: MessageKind;
  /** The tab's path segment: /message/{slug}. */
  slug: 'discuss' | 'reply' | 'like' | 'sys' | 'mine';
  counter: keyof Unread;
  listPath: string;
  pageSize: number;
}

export const MESSAGE_TABS: readonly MessageTab[] = [
  { kind: 'Discuss', slug: 'discuss', counter: 'comment', listPath: '/api/msg/comment', pageSize: 6 },
  { kind: 'Reply', slug: 'reply', counter: 'reply', listPath: '/api/msg/reply', pageSize: 6 },
  { kind: 'Like', slug: 'like', counter: 'like', listPath: '/api/msg/like', pageSize: 6 },
  { kind: 'Sys', slug: 'sys', counter: 'sys', listPath: '/api/msg/sys', pageSize: 8 },
  { kind: 'Mine', slug: 'mine', counter: 'mine', listPath: '/api/msg/mine', pageSize: 8 },
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
