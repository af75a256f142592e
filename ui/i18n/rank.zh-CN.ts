/** 公开 ACM 与 OI 排行榜的中文文本。 */
export const rankZhCN = {
  nav: '排名',
  route: { acm: 'ACM 排名', oi: 'OI 排名' },
  heading: { acm: 'ACM 排行榜', oi: 'OI 排行榜' },
  tab: { acm: 'ACM', oi: 'OI' },
  chart: { title: '前十名', label: '前十名用户的柱状图', ac: 'AC', total: '总提交', score: '得分' },
  search: '输入用户名、昵称或真实姓名',
  searchButton: '搜索',
  col: {
    seq: '#',
    user: '用户',
    nickname: '昵称',
    ac: 'AC',
    total: '总提交',
    rating: 'AC 率',
    score: '得分',
    acTotal: 'AC / 总提交',
    signature: '个性签名',
  },
  empty: '暂无用户',
  acLink: '{{name}} 的提交',
};
