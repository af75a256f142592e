import type { homeEnUS } from './home.en-US.ts';

type Shape<T> = { [K in keyof T]: T[K] extends string ? string : Shape<T[K]> };

/** 首页的中文文字。 */
export const homeZhCN: Shape<typeof homeEnUS> = {
  greeting: '你好，{{name}}',
  greetingHint: '个人主页和设置都在这里。',
  statistics: {
    title: '最近一周提交统计',
    total: '提交数',
    accepted: '通过数',
    refresh: '立即重新统计',
    empty: '最近七天没有提交',
    chartLabel: '最近七天每天的提交数与通过数图表',
  },
  recentProblems: {
    title: '最近更新的题目',
    id: '题目ID',
    problemTitle: '题目',
    updated: '最近更新',
    empty: '暂无公开题目',
  },
  acRank: {
    title: '最近一周过题排行',
    rank: '排名',
    solved: '题',
    solvedHint: '最近七天在练习中通过的不同题目数',
    empty: '最近七天还没有人通过题目',
  },
  recentContests: {
    title: '近期比赛',
    empty: '目前没有进行中或即将开始的比赛',
    locked: '需要密码',
    hours: '{{n}} 小时',
    minutes: '{{n}} 分钟',
    status: { '-1': '未开始', '0': '进行中', '1': '已结束' },
  },
  agenda: {
    title: '我的日程',
    empty: '今天没有比赛，本周也没有要交的作业',
    exam: '考试',
    running: '进行中 · {{time}} 结束',
    starts: '{{time}} 开始',
    due: '截止 {{time}}',
    progress: '已通过 {{ac}} / {{total}} 题',
  },
  loadFailed: '该部分加载失败',
};
