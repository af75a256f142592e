import type { diskUsageEnUS } from './disk-usage.en-US.ts';

/** 后台磁盘占用页面的中文文本。 */
export const diskUsageZhCN: typeof diskUsageEnUS = {
  title: '磁盘占用',
  nav: '磁盘占用',
  hint: '文件、图片、头像和团队测试数据计入上传者及其团队的配额。网站管理员不受用户配额限制。上传不会占用保留的空闲磁盘。配额和保留空间在网站设置中设定。',
  disk: '数据磁盘',
  free: '共 {{total}}，空闲 {{free}}；保留 {{reserve}}',
  users: '用户',
  groups: '团队',
  user: '用户',
  group: '团队',
  used: '已占用',
  quota: '配额',
  share: '占配额',
  exempt: '无配额（网站管理员）',
  empty: '还没有人存储文件。',
  capped: '只列出占用最多的 {{count}} 个。',
};
