import { adminUserEndpoints as E, userImportEndpoints as I } from '../../../src/contract/endpoints/admin-users.ts';
import type { UserFilter } from '../../../src/contract/admin-users.ts';
import type { RoleCode } from '../../../src/contract/roles.ts';
import { call } from '../../lib/call.ts';
import { downloadFile } from '../../lib/download.ts';
import { invalidate } from '../../lib/query/client.ts';

/** The users page's changes that are not forms: each refreshes the list; a failure is shown by the client and rejects. */
export const userActions = {
  bulk: (uids: string[], change: { role?: RoleCode; status?: 0 | 1 }) =>
    call(E.bulk, { uids, ...change }).finally(() => invalidate(E.list)),
  /** New passwords for the chosen accounts, for their login slips (hashing takes a moment for many). */
  slips: (uids: string[]) => call(I.slips, { uids }, { timeoutMs: 600_000 }),
  remove: (ids: string[]) => call(E.remove, { ids }).finally(() => invalidate(E.list)),
  /** The chosen users, or every user the filters match (a file, not an entry). */
  exportCsv: (filter: UserFilter, uids: string[]) => {
    const params: Record<string, string | number> = uids.length ? { uids: uids.join(',') } : {};
    if (!uids.length)
      for (const k of ['keyword', 'role', 'status'] as const) if (filter[k] !== undefined) params[k] = filter[k];
    return downloadFile('/api/file/export-users', params, 'users.csv');
  },
};
