import { DownloadIcon, EyeIcon } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { PRINT_PAGE_SIZE, type PrintEntry } from '../../../src/contract/contest-ops.ts';
import { contestOpsEndpoints as E } from '../../../src/contract/endpoints/contest-ops.ts';
import type { Column } from '../../components/data-table/index.ts';
import { Badge } from '../../components/ui/badge.tsx';
import { Button } from '../../components/ui/button.tsx';
import { downloadFile } from '../../lib/download.ts';
import { absoluteTime } from '../../lib/format.ts';
import { ContestQueue, useContestQueue } from './contest-queue.tsx';
import { PrintView } from './print-view.tsx';

/**
 * /contest/{cid}/admin-print: the print queue for contest admins (waiting first), with Download, OK
 * and the print view; a new request or another admin's OK comes as the contest's `print` event.
 */
export function AdminPrint({ cid }: { cid: number }) {
  const { t } = useTranslation();
  const [viewing, setViewing] = useState<PrintEntry | null>(null);
  const queue = useContestQueue(
    E.prints,
    (currentPage) => ({ cid, currentPage, limit: PRINT_PAGE_SIZE }),
    E.markPrinted,
  );
  const mark = queue.done;
  const markPrinted = async (id: number) => {
    if (await mark.save({ id, cid })) toast.success(t('contest.adminPrint.marked'));
  };
  const columns: Column<PrintEntry>[] = [
    { id: 'username', header: t('contest.adminPrint.username'), cell: (p) => p.username },
    { id: 'realname', header: t('contest.adminPrint.realname'), cell: (p) => p.realname || '--' },
    { id: 'time', header: t('contest.adminPrint.time'), cell: (p) => absoluteTime(p.gmtCreate) },
    {
      id: 'status',
      header: t('contest.adminPrint.status'),
      cell: (p) => (
        <Badge variant={p.status === 1 ? 'secondary' : 'default'}>
          {t(p.status === 1 ? 'contest.adminPrint.printed' : 'contest.adminPrint.waiting')}
        </Badge>
      ),
    },
    {
      id: 'action',
      header: t('contest.adminPrint.action'),
      cell: (p) => (
        <div className="flex gap-2">
          <Button size="sm" variant="outline" onClick={() => setViewing(p)} data-testid="print-view-open">
            <EyeIcon /> {t('contest.adminPrint.view')}
          </Button>
          <Button
            size="sm"
            variant="outline"
            onClick={() => downloadFile('/api/file/download-contest-print-text', { id: p.id }, `print-${p.id}.txt`)}
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
        </div>
      ),
    },
  ];
  return (
    <ContestQueue
      testId="admin-print"
      queue={queue}
      pageSize={PRINT_PAGE_SIZE}
      columns={columns}
      rowTestId="print-row"
      rowData={(p) => ({ 'data-status': p.status })}
      empty={t('contest.adminPrint.empty')}
    >
      <PrintView entry={viewing} onClose={() => setViewing(null)} />
    </ContestQueue>
  );
}
