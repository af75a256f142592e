import { useQuery } from '@tanstack/react-query';
import type { Endpoint, InputOf } from '../../../src/contract/endpoints/define.ts';
import { isApiError } from '../api-error.ts';
import { call } from '../call.ts';
import { t } from '../i18n.ts';
import { endpointKey, queryClient } from './client.ts';

export interface ReadOptions {
  /** False while the answer may not be read yet (the query waits). */
  enabled?: boolean;
  /** The page shows a business failure in place instead of a toast. */
  quiet?: boolean;
  /** Reads again this often (ms) while the page is open (a view that follows what has no event). */
  every?: number;
}

/** The text a page shows in place of what it could not read or save. */
export const failureText = (error: unknown) =>
  error ? (isApiError(error) ? error.message : t('http.serverError')) : '';

/** An entry's answer for this input, cached under the entry's path and the input. */
export function useEndpoint<E extends Endpoint>(
  entry: E,
  input: InputOf<E>,
  { enabled = true, quiet = false, every }: ReadOptions = {},
) {
  return useQuery(
    {
      queryKey: endpointKey(entry, input),
      queryFn: () => call(entry, input, { quiet }),
      enabled,
      refetchInterval: every,
    },
    queryClient,
  );
}
