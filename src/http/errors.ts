import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { ZodError } from 'zod';
import { AppError, Errors } from '../domain/errors.ts';
import { isStorageFull } from '../contract/storage-full.ts';
import { storageWatch } from '../domain/site/storage-watch.ts';
import type { AppEnv } from './env.ts';
import { validationError } from './validate.ts';
import { log } from '../log.ts';

function toAppError(error: unknown): AppError {
  if (error instanceof AppError) return error;
  if (error instanceof ZodError) return validationError(error);
  if (error instanceof HTTPException) {
    if (error.status === 413) return Errors.BodyTooLarge();
    if (error.status === 401) return Errors.NotLoggedIn();
    if (error.status === 403) return Errors.Forbidden();
    if (error.status === 404) return Errors.RouteNotFound();
    if (error.status < 500) return /JSON/i.test(error.message) ? Errors.InvalidJson() : Errors.MalformedRequest();
  }
  if (error instanceof SyntaxError) return Errors.InvalidJson();
  return Errors.Internal();
}

/**
 * The one place errors become responses. Business failures answer HTTP 200 with the failure in
 * the body (as the established client expects); 401/403/413/429/500/507 use the real HTTP status.
 */
export function onError(error: unknown, c: Context<AppEnv>) {
  // A full disk is the storage's message (and the storage watch's word for the log and the dashboard), never a generic error.
  const full = !(error instanceof AppError) && isStorageFull(error);
  const dataDir = c.get('deps')?.dataDir;
  if (full && dataDir) storageWatch(dataDir).full(`${c.req.method} ${c.req.path}`, error);
  const e = full ? Errors.StorageFull() : toAppError(error);
  if (e.status === 500)
    log.error('unhandled error', { path: c.req.path, error: String((error as Error)?.stack ?? error) });
  const businessFailure = e.status === 400 || (e.status === 404 && e.code !== 'RouteNotFound');
  const httpStatus = businessFailure ? 200 : e.status;
  const lang = c.get('lang') ?? 'zh-CN';
  return c.json({ status: e.status, msg: e.message_(lang), data: e.data }, httpStatus);
}
