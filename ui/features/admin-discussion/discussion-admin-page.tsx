import { SearchIcon, Trash2Icon } from 'lucide-react';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import type { DiscussionRow } from '../../../src/contract/discussions.ts';
import type { Page } from '../../../src/contract/envelope.ts';
import { ConfirmDialog } from '../../components/confirm-dialog.tsx';
import { Pager } from '../../components/pager.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Card, CardContent } from '../../components/ui/card.tsx';
import { Input } from '../../components/ui/input.tsx';
import { adminDiscussionApi, type ReportRow } from './api.ts';
import { DiscussionTable } from './discussion-table.tsx';
import { ReportTable } from './report-table.tsx';

const patchRow = <T extends { id: number }>(p: Page<T> | null, id: number, patch: Partial<T>) => p && { ...p, records: p.records.map((r) => (r.id === id ? { ...r, ...patch } : r)) };

/** /admin/discussion: every discussion with its status and top switches, delete and view; then the reports and what was done. */
export function DiscussionAdminPage() {
  const { t } = useTranslation();
  const [keyword, setKeyword] = useState('');
  const [query, setQuery] = useState({ keyword: '', currentPage: 1, limit: 10 });
  const [page, setPage] = useState<Page<DiscussionRow> | null>(null);
  const [selected, setSelected] = useState<number[]>([]);
  const [reportQuery, setReportQuery] = useState({ currentPage: 1, limit: 10 });
  const [reports, setReports] = useState<Page<ReportRow> | null>(null);

  const load = useCallback(() => {
    adminDiscussionApi.list({ ...query, keyword: query.keyword || undefined }).then(setPage, () => undefined);
    setSelected([]);
  }, [query]);
  useEffect(load, [load]);
  useEffect(() => {
    adminDiscussionApi.reports(reportQuery).then(setReports, () => undefined);
  }, [reportQuery]);

  const removeSelected = async () => {
    await adminDiscussionApi.remove(selected);
    toast.success(t('adminDiscussion.deleted'));
    load();
  };
  return (
    <div className="grid gap-6" data-testid="admin-discussion">
      <section className="grid gap-3">
        <div className="flex flex-wrap items-center gap-3">
          <h1 className="mr-auto text-2xl font-semibold tracking-tight">{t('adminDiscussion.heading')}</h1>
          <form className="flex w-full gap-2 sm:w-72" onSubmit={(e) => { e.preventDefault(); setQuery((q) => ({ ...q, keyword: keyword.trim(), currentPage: 1 })); }}>
            <Input value={keyword} onChange={(e) => setKeyword(e.target.value)} placeholder={t('adminDiscussion.keyword')} aria-label={t('adminDiscussion.keyword')} />
            <Button type="submit" variant="outline" size="icon" aria-label={t('adminDiscussion.search')}><SearchIcon /></Button>
          </form>
          <ConfirmDialog title={t('adminDiscussion.deleteTitle')} confirmLabel={t('adminDiscussion.delete')} onConfirm={removeSelected}
            trigger={(open) => (
              <Button variant="destructive" onClick={() => (selected.length ? open() : toast.warning(t('adminDiscussion.noneSelected')))}><Trash2Icon /> {t('adminDiscussion.deleteSelected')}</Button>
            )} />
        </div>
        <Card className="min-w-0 py-2">
          <CardContent className="px-2">
            <DiscussionTable rows={page?.records ?? []} selected={selected} onSelect={setSelected} onDeleted={load}
              onPatch={(id, patch) => setPage((p) => patchRow(p, id, patch))} />
          </CardContent>
        </Card>
        <Pager total={page?.total ?? 0} pageSize={query.limit} current={query.currentPage} onPageChange={(currentPage) => setQuery((q) => ({ ...q, currentPage }))}
          onPageSizeChange={(limit) => setQuery((q) => ({ ...q, limit, currentPage: 1 }))} />
      </section>
      <section className="grid gap-3" data-testid="admin-reports">
        <h2 className="text-xl font-semibold tracking-tight">{t('adminDiscussion.reports.heading')}</h2>
        <Card className="min-w-0 py-2">
          <CardContent className="px-2">
            <ReportTable rows={reports?.records ?? []} onPatch={(id, status) => setReports((p) => patchRow(p, id, { status }))} />
          </CardContent>
        </Card>
        <Pager total={reports?.total ?? 0} pageSize={reportQuery.limit} current={reportQuery.currentPage} onPageChange={(currentPage) => setReportQuery((q) => ({ ...q, currentPage }))} />
      </section>
    </div>
  );
}
