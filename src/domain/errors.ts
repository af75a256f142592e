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
};
