import type { Gradebook } from '../../../src/contract/group-gradebook.ts';
import { api } from '../../lib/api.ts';
import { downloadFile } from '../../lib/download.ts';

/** The group's gradebook, on screen and as a CSV file (its admins'). */
export const gradebookApi = {
  get: (gid: number) => api.get<Gradebook>('/api/group/gradebook', { gid }, { quiet: true }),
  download: (gid: number) => downloadFile('/api/group/gradebook.csv', { gid }, `gradebook_${gid}.csv`),
};
