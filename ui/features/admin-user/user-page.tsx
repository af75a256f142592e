import { useAtomValue } from 'jotai';
import { DownloadIcon, FileUpIcon, SearchIcon, WandSparklesIcon } from 'lucide-react';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Link } from 'wouter';
import type { AdminUserRow } from '../../../src/contract/admin-users.ts';
import type { Page } from '../../../src/contract/envelope.ts';
import { ChoiceSelect } from '../../components/form-section.tsx';
import { Pager } from '../../components/pager.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Card, CardContent } from '../../components/ui/card.tsx';
import { Input } from '../../components/ui/input.tsx';
import { userAtom } from '../../lib/session.ts';
import { adminUserApi, type UserQuery } from './api.ts';
import { BulkBar } from './bulk-bar.tsx';
import { SessionsDialog } from './sessions-dialog.tsx';
import { UserAddDialog } from './user-add-dialog.tsx';
import { UserEditDialog } from './user-edit-dialog.tsx';
import { ROLE_CODES } from './user-labels.ts';
import { UserTable } from './user-table.tsx';

const ROLE_FILTER = [0, ...ROLE_CODES] as const;
const STATUS_FILTER = [-1, 0, 1] as const;

/**
 * /admin/user (super admin and admins): add one account, search and filter, page, edit, sessions, delete; choose
 * many to set a role, disable, enable or delete; export the chosen or the filtered users as CSV.
 * Import and Generate lead to their own pages.
 */
export function UserAdminPage() {
  const { t } = useTranslation();
  const me = useAtomValue(userAtom);
  const actorRole = me?.role ?? 0;
  const [keyword, setKeyword] = useState('');
  const [query, setQuery] = useState<UserQuery>({ currentPage: 1, limit: 10 });
  const [page, setPage] = useState<Page<AdminUserRow> | null>(null);
  const [selected, setSelected] = useState<string[]>([]);
  const [editing, setEditing] = useState<AdminUserRow | null>(null);
  const [sessionsOf, setSessionsOf] = useState<AdminUserRow | null>(null);
  const load = useCallback(() => { adminUserApi.list(query).then(setPage, () => undefined); }, [query]);
  useEffect(load, [load]);
  const filter = (patch: Partial<UserQuery>) => { setSelected([]); setQuery((q) => ({ ...q, ...patch, currentPage: 1 })); };

  const change = async (c: { role?: number; status?: number }) => {
    const done = await adminUserApi.bulk(selected, c);
    toast.success(t('adminUser.bulkDone', { count: done.changed }));
    load();
  };
  const remove = async (uids: string[]) => {
    await adminUserApi.remove(uids);
    toast.success(t('adminUser.deleted'));
    setSelected((s) => s.filter((u) => !uids.includes(u)));
    load();
  };
  const exportCsv = async () => { if (await adminUserApi.exportCsv(query, selected)) toast.success(t('adminUser.exported')); };

  return (
    <div className="grid gap-4" data-testid="admin-user-page">
      <div className="flex flex-wrap items-center gap-2">
        <h1 className="mr-auto text-2xl font-semibold tracking-tight">{t('adminUser.heading')}</h1>
        <UserAddDialog actorRole={actorRole} onAdded={load} />
        <Button variant="outline" asChild><Link href="/admin/user/import" data-testid="user-import-link"><FileUpIcon /> {t('adminUser.import')}</Link></Button>
        <Button variant="outline" asChild><Link href="/admin/user/generate" data-testid="user-generate-link"><WandSparklesIcon /> {t('adminUser.generate')}</Link></Button>
        <Button onClick={exportCsv} data-testid="user-export">
          <DownloadIcon /> {selected.length ? t('adminUser.exportSelected', { count: selected.length }) : t('adminUser.export')}
        </Button>
      </div>
      <div className="flex flex-wrap items-center gap-2">
        <form className="flex w-full gap-2 sm:w-80" onSubmit={(e) => { e.preventDefault(); filter({ keyword: keyword.trim() || undefined }); }}>
          <Input value={keyword} onChange={(e) => setKeyword(e.target.value)} placeholder={t('adminUser.keyword')} aria-label={t('adminUser.keyword')} data-testid="user-keyword" />
          <Button type="submit" variant="outline" size="icon" aria-label={t('adminUser.search')} data-testid="user-search"><SearchIcon /></Button>
        </form>
        <ChoiceSelect id="user-filter-role" value={query.role ?? 0} options={ROLE_FILTER} className="w-44"
          label={(r) => (r === 0 ? t('adminUser.anyRole') : t(`adminUser.roles.${r}`))} onChange={(r) => filter({ role: r === 0 ? undefined : r })} />
        <ChoiceSelect id="user-filter-status" value={query.status ?? -1} options={STATUS_FILTER} className="w-36"
          label={(s) => (s === -1 ? t('adminUser.anyStatus') : t(`adminUser.status.${s}`))} onChange={(s) => filter({ status: s === -1 ? undefined : s })} />
      </div>
      <BulkBar count={selected.length} actorRole={actorRole} onChange={change} onDelete={() => remove(selected)} onClear={() => setSelected([])} />
      <Card className="min-w-0 py-2">
        <CardContent className="px-2">
          <UserTable rows={page?.records ?? []} selected={selected} onSelect={setSelected} actorRole={actorRole} actorUid={me?.uid ?? ''}
            onEdit={setEditing} onSessions={setSessionsOf} onDelete={(row) => remove([row.uid])} />
        </CardContent>
      </Card>
      {page && <Pager total={page.total} pageSize={query.limit} current={query.currentPage}
        onPageChange={(currentPage) => setQuery((q) => ({ ...q, currentPage }))} onPageSizeChange={(limit) => setQuery((q) => ({ ...q, limit, currentPage: 1 }))} />}
      <UserEditDialog user={editing} actorRole={actorRole} actorUid={me?.uid ?? ''} onClose={() => setEditing(null)} onSaved={load} />
      <SessionsDialog user={sessionsOf} onClose={() => setSessionsOf(null)} onChanged={load} />
    </div>
  );
}
