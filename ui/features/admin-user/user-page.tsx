import { useAtomValue } from 'jotai';
import { DownloadIcon, FileUpIcon, WandSparklesIcon } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Link } from 'wouter';
import type { AdminUserRow } from '../../../src/contract/admin-users.ts';
import type { RoleCode } from '../../../src/contract/roles.ts';
import { adminUserEndpoints as E } from '../../../src/contract/endpoints/admin-users.ts';
import { AdminListPage } from '../../components/data-table/admin-list-page.tsx';
import { useSelection } from '../../components/data-table/use-selection.ts';
import { ChoiceSelect } from '../../components/form-section.tsx';
import { SlipsForButton } from '../../components/slips-for-button.tsx';
import { Button } from '../../components/ui/button.tsx';
import { usePagedList } from '../../lib/query/use-paged-list.ts';
import { userAtom } from '../../lib/session.ts';
import { UserBulkActions } from './bulk-bar.tsx';
import { SessionsDialog } from './sessions-dialog.tsx';
import { userActions } from './user-actions.ts';
import { UserAddDialog } from './user-add-dialog.tsx';
import { UserEditDialog } from './user-edit-dialog.tsx';
import { ROLE_CODES } from './user-labels.ts';
import { userColumns } from './user-table.tsx';

const ROLE_FILTER = [0, ...ROLE_CODES] as const;
const STATUS_FILTER = [-1, 0, 1] as const;

/**
 * /admin/user (super admin and admins): add one account, search and filter, page, edit, sessions, delete; choose
 * many to set a role, disable, enable, delete or print login slips (new passwords); export the chosen or the filtered users as CSV.
 * Import and Generate lead to their own pages.
 */
export function UserAdminPage() {
  const { t } = useTranslation();
  const me = useAtomValue(userAtom);
  const actorRole = me?.role ?? 0;
  const actorUid = me?.uid ?? '';
  const list = usePagedList(E.list);
  const selection = useSelection<string>();
  const [editing, setEditing] = useState<AdminUserRow | null>(null);
  const [sessionsOf, setSessionsOf] = useState<AdminUserRow | null>(null);
  const selected = selection.keys;
  const filter = (patch: { role?: RoleCode; status?: 0 | 1 }) => {
    selection.clear();
    list.setFilters(patch);
  };

  const change = async (c: { role?: RoleCode; status?: 0 | 1 }) => {
    const done = await userActions.bulk(selected, c);
    toast.success(t('adminUser.bulkDone', { count: done.changed }));
  };
  const remove = async (uids: string[]) => {
    await userActions.remove(uids);
    toast.success(t('adminUser.deleted'));
    selection.clear(uids);
  };
  const exportCsv = async () => {
    if (await userActions.exportCsv(list.filters, selected)) toast.success(t('adminUser.exported'));
  };
  const columns = userColumns(t, {
    actorRole,
    actorUid,
    onEdit: setEditing,
    onSessions: setSessionsOf,
    onDelete: (row) => remove([row.uid]),
  });

  return (
    <AdminListPage<AdminUserRow, string>
      title={t('adminUser.heading')}
      pageTestId="admin-user-page"
      list={list}
      actions={
        <>
          <UserAddDialog actorRole={actorRole} />
          <Button variant="outline" asChild>
            <Link href="/admin/user/import" data-testid="user-import-link">
              <FileUpIcon /> {t('adminUser.import')}
            </Link>
          </Button>
          <Button variant="outline" asChild>
            <Link href="/admin/user/generate" data-testid="user-generate-link">
              <WandSparklesIcon /> {t('adminUser.generate')}
            </Link>
          </Button>
          <Button onClick={exportCsv} data-testid="user-export">
            <DownloadIcon />{' '}
            {selected.length ? t('adminUser.exportSelected', { count: selected.length }) : t('adminUser.export')}
          </Button>
        </>
      }
      search={{ placeholder: t('adminUser.keyword'), testId: 'user-keyword', buttonTestId: 'user-search' }}
      filters={
        <>
          <ChoiceSelect
            id="user-filter-role"
            value={list.filters.role ?? 0}
            options={ROLE_FILTER}
            className="w-44"
            label={(r) => (r === 0 ? t('adminUser.anyRole') : t(`adminUser.roles.${r}`))}
            onChange={(r) => filter({ role: r === 0 ? undefined : r })}
          />
          <ChoiceSelect
            id="user-filter-status"
            value={list.filters.status ?? -1}
            options={STATUS_FILTER}
            className="w-36"
            label={(s) => (s === -1 ? t('adminUser.anyStatus') : t(`adminUser.status.${s}`))}
            onChange={(s) => filter({ status: s === -1 ? undefined : s })}
          />
        </>
      }
      bulk={{
        testId: 'user-bulk-bar',
        countTestId: 'user-bulk-count',
        countText: t('adminUser.selected', { count: selected.length }),
        actions: (
          <>
            <UserBulkActions
              count={selected.length}
              actorRole={actorRole}
              onChange={change}
              onDelete={() => remove(selected)}
            />
            <SlipsForButton count={selected.length} make={() => userActions.slips(selected)} testId="user-bulk-slips" />
          </>
        ),
      }}
      testId="user-table"
      columns={columns}
      rowKey={(row) => row.uid}
      rowTestId={(row) => `user-row-${row.username}`}
      empty={t('adminUser.empty')}
      select={{
        selection,
        keyOf: (row) => row.uid,
        nameOf: (row) => row.username,
        testIdOf: (row) => `user-select-${row.username}`,
        pageTestId: 'user-select-page',
      }}
    >
      <UserEditDialog user={editing} actorRole={actorRole} actorUid={actorUid} onClose={() => setEditing(null)} />
      <SessionsDialog user={sessionsOf} onClose={() => setSessionsOf(null)} />
    </AdminListPage>
  );
}
