import { DownloadIcon, EyeIcon } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { type PrintEntry, PRINT_PAGE_SIZE } from '../../../src/contract/contest-ops.ts';
import { contestOpsEndpoints } from '../../../src/contract/endpoints/contest-ops.ts';
import { Pager } from '../../components/pager.tsx';
import { Badge } from '../../components/ui/badge.tsx';
import { Button } from '../../components/ui/button.tsx';
import { downloadFile } from '../../lib/download.ts';
import { absoluteTime } from '../../lib/format.ts';
import { failureText, useEndpoint } from '../../lib/query/use-endpoint.ts';
import { useSave } from '../../lib/query/use-save.ts';
import { PrintView } from './print-view.tsx';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '../../components/ui/table.tsx';

/**
 * /contest/{cid}/admin-print: the print queue for contest admins (waiting first), with Download, OK
 * and the print view; a new request or another admin's OK comes as the contest's `print` event.
 */
export function AdminPrint({ cid }: { cid: number }) {
  const { t } = useTranslation();
  const [current, setCurrent] = useState(1);
  const [viewing, setViewing] = useState<PrintEntry | null>(null);
  const read = useEndpoint(
    contestOpsEndpoints.prints,
    { cid, currentPage: current, limit: PRINT_PAGE_SIZE },
    { quiet: true },
  );
  const page = read.data;
  const mark = useSave(contestOpsEndpoints.markPrinted, { invalidates: [contestOpsEndpoints.prints] });
  const markPrinted = async (id: number) => {
    if (await mark.save({ id, cid })) toast.success(t('contest.adminPrint.marked'));
  };
  const error = failureText(read.error) || mark.error;
  const th = 'px-3 py-2 text-left font-medium whitespace-nowrap';
  const td = 'px-3 py-2 whitespace-nowrap';
  return (
    <div className="flex flex-col gap-3" data-testid="admin-print">
      {error && (
        <p role="alert" className="text-sm text-destructive" data-testid="admin-print-error">
          {error}
        </p>
      )}
      <div className="overflow-x-auto rounded-lg border">
        <Table>
          <TableHeader className="bg-muted/60 text-muted-foreground">
            <TableRow>
              <TableHead className={th}>{t('contest.adminPrint.username')}</TableHead>
              <TableHead className={th}>{t('contest.adminPrint.realname')}</TableHead>
              <TableHead className={th}>{t('contest.adminPrint.time')}</TableHead>
              <TableHead className={th}>{t('contest.adminPrint.status')}</TableHead>
              <TableHead className={th}>{t('contest.adminPrint.action')}</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {(page?.records ?? []).map((p) => (
              <TableRow key={p.id} className="border-t" data-testid="print-row" data-status={p.status}>
                <TableCell className={td}>{p.username}</TableCell>
                <TableCell className={td}>{p.realname || '--'}</TableCell>
                <TableCell className={td}>{absoluteTime(p.gmtCreate)}</TableCell>
                <TableCell className={td}>
                  <Badge variant={p.status === 1 ? 'secondary' : 'default'}>
                    {t(p.status === 1 ? 'contest.adminPrint.printed' : 'contest.adminPrint.waiting')}
                  </Badge>
                </TableCell>
                <TableCell className="flex gap-2 px-3 py-2">
                  <Button size="sm" variant="outline" onClick={() => setViewing(p)} data-testid="print-view-open">
                    <EyeIcon /> {t('contest.adminPrint.view')}
                  </Button>
                  <Button
                    size="sm"
                    variant="outline"
                    onClick={() =>
                      downloadFile('/api/file/download-contest-print-text', { id: p.id }, `print-${p.id}.txt`)
                    }
                    data-testid="print-download"
                  >
                    <DownloadIcon /> {t('contest.adminPrint.download')}
                  </Button>
                  <Button
                    size="sm"
                    disabled={p.status === 1 || mark.busy}
                    onClick={() => markPrinted(p.id)}
                    data-testid="print-ok"
                  >
                    {t('contest.adminPrint.ok')}
                  </Button>
                </TableCell>
              </TableRow>
            ))}
            {page && page.records.length === 0 && (
              <TableRow>
                <TableCell colSpan={5} className="px-3 py-10 text-center text-muted-foreground">
                  {t('contest.adminPrint.empty')}
                </TableCell>
              </TableRow>
            )}
          </TableBody>
        </Table>
      </div>
      {(page?.total ?? 0) > PRINT_PAGE_SIZE && (
        <Pager
          className="justify-end"
          total={page!.total}
          pageSize={PRINT_PAGE_SIZE}
          current={current}
          onPageChange={setCurrent}
        />
      )}
      <PrintView entry={viewing} onClose={() => setViewing(null)} />
    </div>
  );
}
