import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Badge } from '../../components/ui/badge.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '../../components/ui/table.tsx';
import { absoluteTime } from '../../lib/format.ts';
import { REPORT_TAG_KEYS, type ReportTag, splitReport } from '../../lib/report-tags.ts';
import { adminDiscussionApi, type ReportRow } from './api.ts';

/** Reports: the discussion, reporter, time, labels and reason (as plain text), and whether it was handled. */
export function ReportTable({ rows, onPatch }: { rows: ReportRow[]; onPatch: (id: number, status: number) => void }) {
  const { t } = useTranslation();
  const label = (tag: string) => (tag in REPORT_TAG_KEYS ? t(`discussion.report.tag.${REPORT_TAG_KEYS[tag as ReportTag]}`) : tag);
  const setStatus = async (id: number, status: number) => {
    await adminDiscussionApi.setReportStatus(id, status);
    onPatch(id, status);
    toast.success(t('common.updated'));
  };
  return (
    <Table>
      <TableHeader>
        <TableRow>
          <TableHead>{t('adminDiscussion.reports.discussion')}</TableHead>
          <TableHead>{t('adminDiscussion.reports.reporter')}</TableHead>
          <TableHead>{t('adminDiscussion.reports.time')}</TableHead>
          <TableHead>{t('adminDiscussion.reports.labels')}</TableHead>
          <TableHead>{t('adminDiscussion.reports.reason')}</TableHead>
          <TableHead>{t('adminDiscussion.reports.action')}</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {rows.map((r) => {
          const { tags, reason } = splitReport(r.content);
          return (
            <TableRow key={r.id} data-testid={`report-row-${r.id}`}>
              <TableCell className="max-w-56">
                <a href={`/discussion-detail/${r.did}`} target="_blank" rel="noreferrer" className="block truncate text-sky-700 hover:underline" title={r.discussionTitle}>{r.discussionTitle}</a>
                <div className="text-xs text-muted-foreground">{r.discussionAuthor}</div>
              </TableCell>
              <TableCell>{r.reporter}</TableCell>
              <TableCell className="text-xs whitespace-nowrap tabular-nums">{absoluteTime(r.gmtCreate)}</TableCell>
              <TableCell><span className="flex flex-wrap gap-1">{tags.map((tag) => <Badge key={tag} variant="outline">{label(tag)}</Badge>)}</span></TableCell>
              <TableCell className="max-w-72 text-sm break-words whitespace-pre-wrap" data-testid="report-reason">{reason}</TableCell>
              <TableCell>
                <span className="flex flex-wrap items-center gap-2">
                  <Badge variant={r.status === 1 ? 'success' : 'warning'}>{r.status === 1 ? t('adminDiscussion.reports.handled') : t('adminDiscussion.reports.pending')}</Badge>
                  <Button variant="outline" size="sm" onClick={() => void setStatus(r.id, r.status === 1 ? 0 : 1).catch(() => {})} data-testid={`report-handle-${r.id}`}>
                    {r.status === 1 ? t('adminDiscussion.reports.reopen') : t('adminDiscussion.reports.handle')}
                  </Button>
                </span>
              </TableCell>
            </TableRow>
          );
        })}
        {rows.length === 0 && <TableRow><TableCell colSpan={6} className="py-8 text-center text-muted-foreground">{t('adminDiscussion.reports.empty')}</TableCell></TableRow>}
      </TableBody>
    </Table>
  );
}
