import { REMOTE_SOURCE_NAMES, type RemoteSource } from '../contract/remote.ts';
import { AppError, Errors } from '../domain/errors.ts';
import { RemoteRefused } from './http-client.ts';

/**
 * A site's failure as the catalogue says it: a site that cannot be reached from this server, or
 * that gave no answer within `timeoutMs`, by its name and host; anything else with the site's words.
 */
export function remoteSiteError(source: RemoteSource, e: unknown, timeoutMs: number): AppError {
  if (e instanceof AppError) return e;
  const name = REMOTE_SOURCE_NAMES[source];
  if (e instanceof RemoteRefused && e.host && e.refusal === 'unreachable')
    return Errors.RemoteSiteUnreachable(name, e.host);
  if (e instanceof RemoteRefused && e.host && e.refusal === 'no-answer')
    return Errors.RemoteSiteNoAnswer(name, e.host, Math.round(timeoutMs / 1000));
  return Errors.RemoteSiteFailed(source, (e as Error).message);
}
