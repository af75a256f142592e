/**
 * The error every catalogue entry makes: a code, an HTTP status and its text in both UI
 * languages; `{0}`, `{1}` … are filled from the arguments.
 */
export type Lang = 'en-US' | 'zh-CN';

export class AppError extends Error {
  constructor(
    readonly code: string,
    readonly status: 400 | 401 | 403 | 404 | 413 | 429 | 500 | 507,
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

export function err(code: string, status: Status, en: string, zh: string) {
  return (...args: (string | number)[]) => new AppError(code, status, fill(en, args), fill(zh, args));
}
