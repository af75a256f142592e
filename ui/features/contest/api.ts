import type { BoardRequestInput, ContestInfo, ContestProblemRow } from '../../../src/contract/contests.ts';
import type { Page } from '../../../src/contract/envelope.ts';
import type { AcmRow, OiRow } from '../../../src/contract/scoreboard/board-rows.ts';
import { api } from '../../lib/api.ts';

export type BoardRow = AcmRow | OiRow;

export interface ContestListParams {
  type?: number; status?: number; keyword?: string; currentPage: number; limit: number;
}

/** The participants' contest calls (API-NEXT "Contests"); pages show failures in place. */
export const contestApi = {
  list: (q: ContestListParams) => api.get<Page<ContestInfo>>('/api/get-contest-list', { ...q }),
  info: (cid: number) => api.get<ContestInfo>('/api/get-contest-info', { cid }, { quiet: true }),
  access: (cid: number) => api.get<{ access: boolean }>('/api/get-contest-access', { cid }, { quiet: true }),
  register: (cid: number, password: string) => api.post<unknown>('/api/register-contest', { cid, password }, { quiet: true }),
  problems: (cid: number) => api.get<ContestProblemRow[]>('/api/get-contest-problem', { cid }, { quiet: true }),
  rank: (body: BoardRequestInput) => api.post<Page<BoardRow>>('/api/get-contest-rank', body, { quiet: true }),
  outsideRank: (body: BoardRequestInput) => api.post<Page<BoardRow>>('/api/get-contest-outside-scoreboard', body, { quiet: true }),
  outsideInfo: (cid: number) =>
    api.get<{ contest: ContestInfo; problemList: ContestProblemRow[] }>('/api/get-contest-outsize-info', { cid }, { quiet: true }),
};
