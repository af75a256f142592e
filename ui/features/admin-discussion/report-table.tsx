import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import type { z } from 'zod';
import type { reportRowSchema } from '../../../src/contract/discussions.ts';
import { adminDiscussionEndpoints as E } from '../../../src/contract/endpoints/admin-discussions.ts';
import { type Column, DataTable } from '../../components/data-table/data-table.tsx';
import { Pager } from '../../components/pager.tsx';
import { Badge } from '../../components/ui/badge.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Card, CardContent } from '../../components/ui/card.tsx';
import { call } from '../../lib/call.ts';
import { absoluteTime } from '../../lib/format.ts';
import { invalidate } from '../../lib/query/client.ts';
import { failureText, useEndpoint } from '../../lib/query/use-endpoint.ts';
import { REPORT_TAG_KEYS, type ReportTag, splitReport } from '../../lib/report-tags.ts';

type ReportRow = z.infer<typeof reportRowSchema>;
const LIMIT = 10;

/** Reports: the discussion, reporter, time, labels and reason (as plain text), and whether it was handled; ten a page. */
export function ReportSection() {
  const { t } = useTranslation();
  // The discussions above own the address's page; the reports keep theirs here.
  const [currentPage, setCurrentPage] = useState(1);
  const read = useEndpoint(E.reports, { currentPage, limit: LIMIT });
  const label = (tag: string) =>
    tag in REPORT_TAG_KEYS ? t(`discussion.report.tag.${REPORT_TAG_KEYS[tag as ReportTag]}`) : tag;
  const setStatus = (id: number, status: number) =>
    call(E.setReportStatus, { id, status }).then(
      () => {
        toast.success(t('common.updated'));
        return invalidate(E.reports);
      },
      () => undefined /* the client has shown the failure */,
    );
  const columns: Column<ReportRow>[] = [
    {
      id: 'discussion',
      header: t('adminDiscussion.reports.discussion'),
      cellClassName: 'max-w-56',
      cell: (r) => (
        <>
          <a
            href={`/discussion-detail/${r.did}`}
            target="_blank"
            rel="noreferrer"
            className="block truncate text-sky-700 hover:underline"
            title={r.discussionTitle}
          >
            {r.discussionTitle}
          </a>
          <div className="text-xs text-muted-foreground">{r.discussionAuthor}</div>
        </>
      ),
    },
    { id: 'reporter', header: t('adminDiscussion.reports.reporter'), cell: (r) => r.reporter },
    {
      id: 'time',
      header: t('adminDiscussion.reports.time'),
      cellClassName: 'text-xs whitespace-nowrap tabular-nums',
      cell: (r) => absoluteTime(r.gmtCreate),
    },
    {
      id: 'labels',
      header: t('adminDiscussion.reports.labels'),
      cell: (r) => (
        <span className="flex flex-wrap gap-1">
          {splitReport(r.content).tags.map((tag) => (
            <Badge key={tag} variant="outline">
              {label(tag)}
            </Badge>
          ))}
        </span>
      ),
    },
    {
      id: 'reason',
      header: t('adminDiscussion.reports.reason'),
      cellClassName: 'max-w-72 text-sm break-words whitespace-pre-wrap',
      cell: (r) => <span data-testid="report-reason">{splitReport(r.content).reason}</span>,
    },
    {
      id: 'action',
      header: t('adminDiscussion.reports.action'),
      cell: (r) => (
        <span className="flex flex-wrap items-center gap-2">
          <Badge variant={r.status === 1 ? 'success' : 'warning'}>
            {r.status === 1 ? t('adminDiscussion.reports.handled') : t('adminDiscussion.reports.pending')}
          </Badge>
          <Button
            variant="outline"
            size="sm"
            onClick={() => void setStatus(r.id, r.status === 1 ? 0 : 1)}
            data-testid={`report-handle-${r.id}`}
          >
            {r.status === 1 ? t('adminDiscussion.reports.reopen') : t('adminDiscussion.reports.handle')}
          </Button>
        </span>
      ),
    },
  ];
  return (
    <section className="grid gap-3" data-testid="admin-reports">
      <h2 className="text-xl font-semibold tracking-tight">{t('adminDiscussion.reports.heading')}</h2>
      <Card className="min-w-0 py-2">
        <CardContent className="px-2">
          <DataTable
            columns={columns}
            rows={read.data?.records ?? null}
            error={read.error ? failureText(read.error) : undefined}
            rowKey={(r) => r.id}
            rowTestId={(r) => `report-row-${r.id}`}
            empty={t('adminDiscussion.reports.empty')}
          />
        </CardContent>
      </Card>
      <Pager total={read.data?.total ?? 0} pageSize={LIMIT} current={currentPage} onPageChange={setCurrentPage} />
    </section>
  );
}
