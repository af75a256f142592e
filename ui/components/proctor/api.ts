import type { ProctorRow } from '../../../src/contract/contest-ops.ts';
import { api } from '../../lib/api.ts';

export type { ProctorRow };

/** The proctor's calls (API-NEXT "Admin contests"): the same for the site's contests and a group's; the server decides who runs the contest. */
export const proctorApi = {
  rows: (cid: number) => api.get<ProctorRow[]>('/api/admin/contest/proctor', { cid }),
  endSession: (cid: number, uid: string) => api.post<null>('/api/admin/contest/proctor/end-session', { cid, uid }),
  release: (cid: number, uid: string) => api.post<null>('/api/admin/contest/proctor/release', { cid, uid }),
  setExtraTime: (cid: number, uid: string, minutes: number) => api.put<null>('/api/admin/contest/proctor/extra-time', { cid, uid, minutes }, { quiet: true }),
};
