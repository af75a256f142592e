/**
 * The Chinese names of the input fields a validation message names: a Chinese message says
 * "用户名不能为空", never the raw field name. A field without a name of its own is "该字段".
 */
const ZH: Record<string, string> = {
  username: '用户名',
  password: '密码',
  oldPassword: '旧密码',
  newPassword: '新密码',
  confirmPassword: '确认密码',
  password_length: '密码长度',
  email: '邮箱',
  newEmail: '新邮箱',
  phone: '手机号',
  mobile: '手机号',
  code: '验证码',
  captcha: '验证码',
  uuid: '验证码标识',
  realname: '真实姓名',
  nickname: '昵称',
  school: '学校',
  number: '学号',
  signature: '个性签名',
  gender: '性别',
  prefix: '前缀',
  suffix: '后缀',
  number_from: '起始编号',
  number_to: '结束编号',
  users: '用户',
  ids: '编号列表',
  uid: '用户编号',
  gid: '团队编号',
  cid: '比赛编号',
  tid: '训练编号',
  pid: '题目编号',
  problemId: '题目ID',
  displayId: '展示ID',
  title: '标题',
  content: '内容',
  description: '描述',
  language: '语言',
  selection: '选项',
  keyword: '关键词',
  limit: '每页数量',
  currentPage: '页码',
  name: '名称',
  color: '颜色',
  status: '状态',
  type: '类型',
  auth: '权限',
  reason: '理由',
  id: '编号',
  request: '请求',
  forceRefresh: '强制刷新',
};

/** The Chinese name of a field path such as `problem.title` (its last part), never the raw name. */
export function zhFieldLabel(path: string): string {
  const last =
    path
      .split('.')
      .filter((p) => !/^\d+$/.test(p))
      .pop() ?? '';
  return ZH[path] ?? ZH[last] ?? '该字段';
}
