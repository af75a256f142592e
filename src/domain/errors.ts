/**
 * The one catalogue of errors. Domain code throws `AppError`s made here; the HTTP layer turns
 * them into the envelope (business failures: HTTP 200 with body status 400/404; authentication
 * and permission failures: real HTTP 401/403). Every message exists in both UI languages;
 * `{0}`, `{1}` … are filled from the arguments.
 */
export type Lang = 'en-US' | 'zh-CN';

export class AppError extends Error {
  constructor(
    readonly code: string,
    readonly status: 400 | 401 | 403 | 404 | 413 | 429 | 500,
    readonly en: string,
    readonly zh: string,
    readonly data: unknown = null,
  ) {
    super(en);
    this.name = code;
  }

  message_(lang: Lang): string {
    return lang === 'zh-CN' ? this.zh : this.en;
  }

  /** The same error carrying `data` for the client (e.g. how many logins failed). */
  withData(data: unknown): AppError {
    return new AppError(this.code, this.status, this.en, this.zh, data);
  }
}

type Status = AppError['status'];

function fill(text: string, args: readonly (string | number)[]): string {
  return text.replace(/\{(\d+)\}/g, (_, i: string) => String(args[Number(i)] ?? ''));
}

function err(code: string, status: Status, en: string, zh: string) {
  return (...args: (string | number)[]) => new AppError(code, status, fill(en, args), fill(zh, args));
}

export const Errors = {
  Validation: err('Validation', 400, '{0}', '{0}'),
  BadRequest: err('BadRequest', 400, '{0}', '{0}'),
  NotLoggedIn: err('NotLoggedIn', 401, 'Please login first', '请先登录'),
  SessionExpired: err('SessionExpired', 401, 'Login has expired, please login again', '登录已过期，请重新登录'),
  Forbidden: err('Forbidden', 403, 'Sorry, you do not have permission for this operation', '对不起，您无权进行此操作'),
  AdminOnly: err('AdminOnly', 403, 'Please login again with the administrator account', '请使用管理员账号重新登录'),
  NotFound: err('NotFound', 404, '{0} not found', '{0}不存在'),
  RouteNotFound: err('RouteNotFound', 404, 'Query error: unable to find the resource to request', '查询错误：找不到请求的资源'),
  PayloadTooLarge: err('PayloadTooLarge', 413, 'The request body is larger than {0}', '请求体大于 {0}'),
  TooFast: err('TooFast', 429, 'Speed too fast, may be machine operation, verify again', '操作过快，可能是机器操作，请重新验证'),
  Internal: err('Internal', 500, 'Server error, please refresh again', '服务器错误，请刷新重试'),
  // Accounts and sessions
  WrongCredentials: err('WrongCredentials', 400, 'Please check your username or password', '请检查您的用户名或密码'),
  SlideRequired: err('SlideRequired', 400, 'Please complete the slide verification', '请先完成滑动验证'),
  SlideFailed: err('SlideFailed', 400, 'Slide verification failed, please try again', '滑动验证失败，请重试'),
  LoginLocked: err('LoginLocked', 400, 'Too many failed logins: try again in {0} minutes', '登录失败次数过多，请 {0} 分钟后再试'),
  AccountDisabled: err('AccountDisabled', 403, 'This account has been disabled', '该账号已被禁用'),
  RegisterClosed: err('RegisterClosed', 403, 'Registration is closed', '本站已关闭注册'),
  UsernameExists: err('UsernameExists', 400, 'The username already exists', '用户名已存在'),
  EmailExists: err('EmailExists', 400, 'The email already exists', '邮箱已被使用'),
  EmailUnchanged: err('EmailUnchanged', 400, 'The new email is the same as the current one', '新邮箱与当前邮箱相同'),
  EmailNotRegistered: err('EmailNotRegistered', 400, 'No account uses this email', '没有账号使用该邮箱'),
  UserNotFound: err('UserNotFound', 404, 'The user does not exist', '用户不存在'),
  EmailNotConfigured: err('EmailNotConfigured', 400, 'Email is not configured on this site; use the image captcha', '本站未配置邮件服务，请使用图片验证码'),
  ResetNeedsEmail: err('ResetNeedsEmail', 400, 'Email is not configured; ask an administrator to reset your password', '本站未配置邮件服务，请联系管理员重置密码'),
  MailFailed: err('MailFailed', 400, 'The email could not be sent; check the site\'s mail settings', '邮件发送失败，请检查本站的邮件设置'),
  CaptchaWrong: err('CaptchaWrong', 400, 'The captcha is wrong or has expired', '图片验证码错误或已过期'),
  EmailCodeWrong: err('EmailCodeWrong', 400, 'The email code is wrong or has expired', '邮箱验证码错误或已过期'),
  EmailCodeRequired: err('EmailCodeRequired', 400, 'code is required', 'code 不能为空'),
  CodeTooSoon: err('CodeTooSoon', 400, 'Please wait {0} seconds before asking for another code', '请 {0} 秒后再获取验证码'),
  ResetCodeWrong: err('ResetCodeWrong', 400, 'The reset link is invalid or has expired', '重置链接无效或已过期'),
  CurrentPasswordWrong: err('CurrentPasswordWrong', 400, 'The current password is wrong', '当前密码错误'),
  RootOnlyTarget: err('RootOnlyTarget', 403, 'Only the super administrator may change an administrator\'s password', '只有超级管理员可以修改管理员的密码'),
  NoSubmitRight: err('NoSubmitRight', 403, 'Your account is not allowed to submit', '您的账号已被禁止提交'),
  NoPostRight: err('NoPostRight', 403, 'Your account is not allowed to post discussions', '您的账号已被禁止发帖'),
  NoCommentRight: err('NoCommentRight', 403, 'Your account is muted and cannot comment', '您的账号已被禁言，无法评论'),
  FileTypeNotSupported: err('FileTypeNotSupported', 400, 'File type not support', '文件类型不支持'),
  FileTooLarge: err('FileTooLarge', 400, 'Exceed max size limit', '超出大小限制'),
  FileRequired: err('FileRequired', 400, '{0} is required', '{0} 不能为空'),
};
