import type { groupRankEnUS } from './group-rank.en-US.ts';

type Shape<T> = { [K in keyof T]: T[K] extends string ? string : Shape<T[K]> };

/** 团队排名、成绩册和按名单添加成员的中文文本。 */
export const groupRankZhCN: Shape<typeof groupRankEnUS> = {
  rank: {
    heading: '团队排名',
    acLink: '{{name}} 在团队中的通过提交',
    loadFailed: '无法加载排名。',
  },
  gradebook: {
    heading: '成绩册',
    hint: '每位学生（不含团队管理员和创建者）在团队训练（通过题数；迟交：截止时间后通过）和比赛（排名、通过题数和罚时，或得分）中的成绩。',
    download: '下载 CSV',
    member: '成员',
    trainings: '训练',
    contests: '比赛',
    late: '迟交 {{count}}',
    due: '截止 {{time}}',
    rank: '第 {{rank}} 名',
    penalty: '{{minutes}} 分钟',
    points: '{{score}} 分',
    absent: '缺席：未报名，也没有提交',
    absentShort: '缺席',
    registered: '已报名，没有提交',
    registeredShort: '已报名',
    offBoard: '已提交，（暂）未上榜',
    acm: 'ACM',
    oi: 'OI',
    nothing: '团队还没有训练或比赛。',
    noMembers: '暂无学生',
    loadFailed: '无法加载成绩册。',
    level: { 3: '成员', 4: '管理员', 5: '超级管理员' },
  },
  roster: {
    open: '按名单添加',
    title: '按名单添加班级成员',
    hint: 'CSV 或文本文件（UTF-8，最大 64 KB、500 行），每行一个用户名。网站工作人员和团队拥有者添加的账号立即作为成员加入；其他团队管理员添加的账号会收到邀请，接受后加入。网站管理员的账号只会收到邀请。',
    rootHint: '超级管理员还可以按 用户名,密码,邮箱,真实姓名（后台导入的列）填写新账号：先创建账号，再加入团队。',
    file: '名单文件',
    choose: '选择文件',
    preview: '预览',
    line: '行',
    username: '用户名',
    result: '结果',
    state: { join: '加入', create: '新建账号并加入', invite: '已邀请', member: '已是成员', unknown: '未知账号', invalid: '无效' },
    summary: '{{join}} 人加入，{{create}} 个新账号，{{invite}} 人被邀请；{{skipped}} 行不添加',
    confirm: '添加 {{count}} 人',
    added: '{{joined}} 人已加入团队（新建 {{created}} 个账号）；已邀请 {{invited}} 人',
    nothing: '名单中没有可以添加的行。',
  },
};
