/** 消息中心与页头消息菜单的中文文本。 */
export const messageZhCN = {
  route: '消息中心',
  menu: '消息',
  menuLabel: '消息，{{count}} 条未读',
  heading: '消息中心',
  tab: { discuss: '评论我的', reply: '回复我的', like: '收到的赞', sys: '系统通知', mine: '我的消息' },
  unreadBadge: '{{count}} 条未读',
  action: {
    Discuss: '评论了你的讨论',
    Reply: { Comment: '回复了你的评论', Reply: '回复了你的回复' },
    Like: { Discussion: '赞了你的讨论', Comment: '赞了你的评论' },
  },
  source: { Discussion: '讨论', Contest: '比赛' },
  empty: '暂无消息',
  loading: '加载中…',
  clean: '删除',
  cleanAll: '全部删除',
  cleanOneTitle: '删除这条消息？',
  cleanAllTitle: '删除“{{tab}}”中的全部消息？',
  cleanText: '删除后无法恢复。',
  cleaned: '删除成功',
  notice: { title: '消息', text_one: '你有 {{count}} 条未读消息', text: '你有 {{count}} 条未读消息' },
};
