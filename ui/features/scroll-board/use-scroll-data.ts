import { useMemo } from 'react';
import { contestOpsEndpoints as O } from '../../../src/contract/endpoints/contest-ops.ts';
import { type ScrollBoardInfo, type ScrollData, scrollData } from '../../../src/contract/scoreboard/resolver.ts';
import { failureText, useEndpoint } from '../../lib/query/use-endpoint.ts';

export type ScrollLoad =
  | { kind: 'loading' }
  | { kind: 'error'; message: string }
  | { kind: 'ready'; info: ScrollBoardInfo; data: ScrollData };

/** Reads the contest's scroll board data and folds it into the cells every board is built from. */
export function useScrollData(cid: number, removeStar: boolean): ScrollLoad {
  const info = useEndpoint(O.scrollBoardInfo, { cid }, { quiet: true });
  const subs = useEndpoint(O.scrollBoardSubmissions, { cid, removeStar }, { quiet: true });
  return useMemo((): ScrollLoad => {
    const error = info.error ?? subs.error;
    if (error) return { kind: 'error', message: failureText(error) };
    if (!info.data || !subs.data) return { kind: 'loading' };
    return { kind: 'ready', info: info.data, data: scrollData(info.data, subs.data, removeStar) };
  }, [info.data, info.error, subs.data, subs.error, removeStar]);
}
