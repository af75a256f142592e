import { useEffect, useState } from 'react';
import { isApiError } from '../../lib/api-error.ts';
import { type ScrollBoardInfo, scrollData, type ScrollData } from '../../../src/contract/scoreboard/resolver.ts';
import { scrollBoardApi } from './api.ts';

export type ScrollLoad =
  | { kind: 'loading' }
  | { kind: 'error'; message: string }
  | { kind: 'ready'; info: ScrollBoardInfo; data: ScrollData };

/** Loads the contest's scroll board data once and folds it into the cells every board is built from. */
export function useScrollData(cid: number, removeStar: boolean): ScrollLoad {
  const [load, setLoad] = useState<ScrollLoad>({ kind: 'loading' });
  useEffect(() => {
    let live = true;
    setLoad({ kind: 'loading' });
    Promise.all([scrollBoardApi.info(cid), scrollBoardApi.submissions(cid, removeStar)]).then(
      ([info, subs]) => {
        if (live) setLoad({ kind: 'ready', info, data: scrollData(info, subs, removeStar) });
      },
      (e: unknown) => {
        if (live) setLoad({ kind: 'error', message: isApiError(e) ? e.message : String(e) });
      },
    );
    return () => {
      live = false;
    };
  }, [cid, removeStar]);
  return load;
}
