import type { RosterPreview, RosterResult } from '../../../src/contract/group-roster.ts';
import { api } from '../../lib/api.ts';

/** A roster file previewed line by line, then the chosen lines added (the dialog shows refusals in place). */
export const rosterApi = {
  preview: (gid: number, file: File) => {
    const form = new FormData();
    form.append('file', file);
    return api.upload<RosterPreview>(`/api/group/roster-preview?gid=${gid}`, form, { quiet: true });
  },
  add: (gid: number, rows: string[][]) => api.post<RosterResult>('/api/group/roster-add', { gid, rows }, { quiet: true }),
};
