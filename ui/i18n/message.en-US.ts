/** English text of the message centre and the header's message menu. */
export const messageEnUS = {
  route: 'Messages',
  menu: 'Messages',
  menuLabel: 'Messages, {{count}} unread',
  heading: 'Message centre',
  tab: { discuss: 'Comments', reply: 'Replies', like: 'Likes', sys: 'System', mine: 'Mine' },
  unreadBadge: '{{count}} unread',
  action: {
    Discuss: 'commented on your discussion',
    Reply: { Comment: 'replied to your comment', Reply: 'replied to your reply' },
    Like: { Discussion: 'liked your discussion', Comment: 'liked your comment' },
  },
  source: { Discussion: 'Discussion', Contest: 'Contest' },
  empty: 'No messages yet',
  loading: 'Loading…',
  clean: 'Delete',
  cleanAll: 'Delete all',
  cleanOneTitle: 'Delete this message?',
  cleanAllTitle: 'Delete every message in “{{tab}}”?',
  cleanText: 'Deleted messages cannot be brought back.',
  cleaned: 'Delete successfully',
  notice: {
    title: 'Messages',
    text_one: 'You have {{count}} unread message',
    text: 'You have {{count}} unread messages',
  },
};
