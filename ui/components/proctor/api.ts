import type { ProctorRow } from '../../../src/contract/contest-ops.ts';
import { contestControlEndpoints as E } from '../../../src/contract/endpoints/contest-ops.ts';
import { call } from '../../lib/call.ts';

export type { ProctorRow };

/** The proctor's calls, from their endpoint entries: the same for the site's contests and a group's; the server decides who runs the contest. */
export const proctorApi = {
  rows: (cid: number) => call(E.proctor, { cid }),
  endSession: (cid: number, uid: string) => call(E.endSession, { cid, uid }),
  release: (cid: number, uid: string) => call(E.release, { cid, uid }),
  setExtraTime: (cid: number, uid: string, minutes: number) => call(E.extraTime, { cid, uid, minutes }, { quiet: true }),
};
