import { toast } from 'sonner';
import { navigate } from 'wouter/use-browser-location';
import type { Envelope } from '../../src/contract/envelope.ts';
import { AUTH_HEADER, REFRESH_TOKEN_HEADER, type UserAuthInfo } from '../../src/contract/accounts.ts';
import { ApiError, REQUEST_TIMEOUT_MS } from './api-error.ts';
import { currentLanguage, t } from './i18n.ts';
import { openLoginModal } from './login-modal.ts';
import { showServerError } from './notify.ts';
import { requestFinished, requestStarted } from './progress.ts';
import { AUTH_INFO_PATH, handleRefusalsWith, planRefusal } from './refusal.ts';
import { clearSession, getToken, setRoles, setToken } from './session.ts';

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** Query parameters; empty values are dropped. */
  params?: Record<string, string | number | boolean | undefined | null>;
  json?: unknown;
  form?: FormData;
  /** Do not show a toast for a business failure (the caller shows it in place). */
  quiet?: boolean;
  timeoutMs?: number;
}

/** Admin calls: the /api/admin/ paths and anything asked from the back office pages. */
function isAdminCall(path: string): boolean {
  return path.startsWith('/api/admin/') || location.pathname.startsWith('/admin');
}

function buildUrl(path: string, params: RequestOptions['params']): string {
  const url = new URL(path, location.origin);
  for (const [k, v] of Object.entries(params ?? {})) {
    if (v !== undefined && v !== null && v !== '') url.searchParams.set(k, String(v));
  }
  return url.pathname + url.search;
}

function adoptRenewedToken(res: Response) {
  const renewed = res.headers.get(AUTH_HEADER);
  if (renewed && res.headers.get(REFRESH_TOKEN_HEADER) === 'true') setToken(renewed.replace(/^Bearer\s+/i, ''));
}

let rolesReading: Promise<void> | null = null;
/** Reads the role list again; calls refused together share one read. */
function refreshRoles() {
  rolesReading ??= request<UserAuthInfo>(AUTH_INFO_PATH, { quiet: true })
    .then(
      (info) => setRoles(info.roles),
      () => {
        /* The role list stays as it was; the failure was already reported. */
      },
    )
    .finally(() => {
      rolesReading = null;
    });
  return rolesReading;
}

/**
 * A refused call (HTTP 403, here or on an event stream): its message once for calls refused
 * together, the role list read again, and a student inside a running exam taken to the exam.
 */
export function onRefused(path: string, msg: string, data: unknown, admin: boolean) {
  const text = msg || t('http.forbidden');
  const plan = planRefusal(path, data, location.pathname, admin);
  if (plan.tell) toast.error(text, { id: `error:${text}` });
  if (plan.refreshRoles) refreshRoles();
  if (plan.goTo) navigate(plan.goTo);
}

handleRefusalsWith(onRefused);

/** Spec doc 1 §8: what the user sees for each kind of failure. */
function failHttp(path: string, res: Response, body: Envelope<unknown> | null, admin: boolean): never {
  const msg = body?.msg ?? '';
  if (res.status === 401) {
    if (msg) toast.error(msg);
    clearSession();
    if (admin) navigate('/admin/login');
    else openLoginModal('login');
  } else if (res.status === 403) {
    onRefused(path, msg, body?.data ?? null, admin);
  } else if (res.status === 404) {
    toast.error(t('http.notFound'));
  } else {
    toast.error(msg || t('http.serverError'));
  }
  throw new ApiError(body?.status ?? res.status, msg, body?.data ?? null, res.status);
}

/** Calls the API and returns the envelope's data; failures are shown and thrown as ApiError. */
export async function request<T>(path: string, opts: RequestOptions = {}): Promise<T> {
  const admin = isAdminCall(path);
  const headers = new Headers({ 'Accept-Language': currentLanguage(), 'Url-Type': admin ? 'admin' : 'general' });
  const token = getToken();
  if (token) headers.set(AUTH_HEADER, token);
  let body: BodyInit | undefined;
  if (opts.json !== undefined) {
    headers.set('Content-Type', 'application/json');
    body = JSON.stringify(opts.json);
  } else if (opts.form) body = opts.form;

  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), opts.timeoutMs ?? REQUEST_TIMEOUT_MS);
  requestStarted();
  let res: Response;
  try {
    res = await fetch(buildUrl(path, opts.params), {
      method: opts.method ?? (body ? 'POST' : 'GET'),
      headers,
      body,
      signal: controller.signal,
    });
  } catch {
    const timedOut = controller.signal.aborted;
    const msg = t(timedOut ? 'http.timeout' : 'http.network');
    toast.error(msg);
    throw new ApiError(timedOut ? 408 : 0, msg, null, 0);
  } finally {
    clearTimeout(timer);
    requestFinished();
  }
  adoptRenewedToken(res);
  const envelope = (await res.json().catch(() => null)) as Envelope<T> | null;
  if (!res.ok) failHttp(path, res, envelope, admin);
  if (!envelope) {
    toast.error(t('http.serverError'));
    throw new ApiError(500, t('http.serverError'), null, res.status);
  }
  if (envelope.status !== 200) {
    if (!opts.quiet) showServerError(envelope.msg);
    throw new ApiError(envelope.status, envelope.msg, envelope.data, res.status);
  }
  return envelope.data;
}

export const api = {
  get: <T>(path: string, params?: RequestOptions['params'], opts: Omit<RequestOptions, 'params'> = {}) =>
    request<T>(path, { ...opts, params, method: 'GET' }),
  post: <T>(path: string, json?: unknown, opts: Omit<RequestOptions, 'json'> = {}) =>
    request<T>(path, { ...opts, json: json ?? {}, method: 'POST' }),
  put: <T>(path: string, json?: unknown, opts: Omit<RequestOptions, 'json'> = {}) =>
    request<T>(path, { ...opts, json: json ?? {}, method: 'PUT' }),
  upload: <T>(path: string, form: FormData, opts: Omit<RequestOptions, 'form'> = {}) =>
    request<T>(path, { ...opts, form, method: 'POST' }),
};
