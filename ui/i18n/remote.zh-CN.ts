import type { remoteEnUS } from './remote.en-US.ts';

/** 远程评测的中文文本：首页的其他OJ比赛、远程账号页与导入对话框。 */
export const remoteZhCN: typeof remoteEnUS = {
  otherContests: {
    title: '其他OJ的比赛',
    empty: '暂无即将开始的比赛：远程评测未开启，或本服务器暂时无法访问其他OJ',
    open: '在 {{site}} 上打开',
    starts: '开始于 {{time}}',
  },
  accounts: {
    title: '远程评测账号',
    hint: '远程题目的提交使用这些账号发送。某个来源至少有一个启用的账号时即为开启。密码加密保存且不再显示：留空即保留已保存的密码。',
    sharedWith: '同时用于 {{sources}}',
    username: '账号',
    password: '密码',
    passwordKept: '已保存（留空保留）',
    passwordNew: '该账号的密码',
    enabled: '启用',
    busy: '正在发送提交',
    on: '开启',
    off: '关闭',
    add: '添加账号',
    remove: '删除',
    save: '保存账号',
    saved: '账号已保存',
    none: '该来源还没有账号',
  },
  import: {
    open: '导入远程题目',
    title: '导入远程题目',
    hint: '题面、样例与限制从该网站获取；题目在该网站上评测。',
    source: '来源',
    problemId: '网站上的题号',
    problemIdPlaceholder: '例如 {{example}}',
    submit: '导入',
    busy: '正在导入…',
    done: '已导入为 {{problemId}}',
    view: '打开题目',
  },
  /** A statement's images not stored on this server (an import's answer). */
  imagesFailed_one: '{{count}} 张图片未能保存到本站，仍链接到原网站',
  imagesFailed_other: '{{count}} 张图片未能保存到本站，仍链接到原网站',
  contestImport: {
    open: '导入远程比赛',
    title: '导入其他评测网站的比赛',
    hint: '导入该比赛的全部题目（已导入过的题目直接复用），并按该网站的题号加入这里；这里已有的题目保持不变。',
    contest: '网站上的比赛',
    busy: '正在导入…',
    added: '已加入：{{list}}',
    none: '没有加入新题目',
    existed: '已在这里：{{list}}',
  },
};
