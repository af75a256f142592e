import { err } from './app-error.ts';

/** Requests in general, the disk and the site settings. */
export const siteErrors = {
  Validation: err('Validation', 400, '{0}', '{0}'),
  BadRequest: err('BadRequest', 400, '{0}', '{0}'),
  NotLoggedIn: err('NotLoggedIn', 401, 'Please login first', '请先登录'),
  SessionExpired: err('SessionExpired', 401, 'Login has expired, please login again', '登录已过期，请重新登录'),
  Forbidden: err('Forbidden', 403, 'Sorry, you do not have permission for this operation', '对不起，您无权进行此操作'),
  AdminOnly: err('AdminOnly', 403, 'Please login again with the administrator account', '请使用管理员账号重新登录'),
  NotFound: err('NotFound', 404, '{0} not found', '{0}不存在'),
  RouteNotFound: err(
    'RouteNotFound',
    404,
    'Query error: unable to find the resource to request',
    '查询错误：找不到请求的资源',
  ),
  PayloadTooLarge: err('PayloadTooLarge', 413, 'The request body is larger than {0}', '请求体大于 {0}'),
  // Disk: the free-space reserve and the quotas (sizes as "98 MB")
  DiskReserveReached: err(
    'DiskReserveReached',
    413,
    'The server keeps {0} of its disk free and has {1} free; this file needs {2}',
    '服务器需保留 {0} 的空闲磁盘，现有 {1} 空闲；此文件需要 {2}',
  ),
  UserDiskQuotaFull: err(
    'UserDiskQuotaFull',
    413,
    'Your files use {0} of your {1}; this file needs {2}',
    '您的文件已占用 {0}（您的配额为 {1}）；此文件需要 {2}',
  ),
  GroupDiskQuotaFull: err(
    'GroupDiskQuotaFull',
    413,
    "The group's files use {0} of its {1}; this file needs {2}",
    '该团队的文件已占用 {0}（团队配额为 {1}）；此文件需要 {2}',
  ),
  StorageFull: err(
    'StorageFull',
    507,
    "The server's storage is full: nothing was saved. Please try again later or tell the site's administrator",
    '服务器的存储空间已满：未保存任何内容。请稍后重试或告知网站管理员',
  ),
  BodyTooLarge: err('BodyTooLarge', 413, 'The request body is too large', '请求体过大'),
  InvalidJson: err('InvalidJson', 400, 'The request body is not valid JSON', '请求体不是有效的 JSON'),
  MalformedRequest: err('MalformedRequest', 400, 'The request is malformed', '请求格式不正确'),
  TooFast: err(
    'TooFast',
    429,
    'Speed too fast, may be machine operation, verify again',
    '操作过快，可能是机器操作，请重新验证',
  ),
  Internal: err('Internal', 500, 'Server error, please refresh again', '服务器错误，请刷新重试'),
  // Site settings
  TestEmailNotConfigured: err(
    'TestEmailNotConfigured',
    400,
    'No mail server is configured: fill in the SMTP host and the sender address (or a username that is an address) and save first',
    '尚未配置邮件服务器：请先填写并保存 SMTP 主机和发件地址（或邮箱形式的用户名）',
  ),
  TestEmailFailed: err(
    'TestEmailFailed',
    400,
    'The mail server did not take the test email: {0}',
    '邮件服务器未能发送测试邮件：{0}',
  ),
  DataSourceReadOnly: err(
    'DataSourceReadOnly',
    400,
    'The data source cannot be changed here: Verdict keeps its data in the SQLite file of its data directory (choose it with --data)',
    '数据源不能在此修改：Verdict 的数据保存在数据目录中的 SQLite 文件里（用 --data 指定）',
  ),
};
