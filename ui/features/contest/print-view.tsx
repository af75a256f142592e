import { PrinterIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { PrintEntry } from '../../../src/contract/contest-ops.ts';
import { Button } from '../../components/ui/button.tsx';
import { Dialog, DialogContent, DialogHeader, DialogTitle } from '../../components/ui/dialog.tsx';
import { absoluteTime } from '../../lib/format.ts';
import './print-view.css';

/**
 * A print request ready for the browser's print dialog: the participant's name, address and time
 * on top, the text in a monospace block. When printing, only this sheet is on the page.
 */
export function PrintView({ entry, onClose }: { entry: PrintEntry | null; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Dialog open={!!entry} onOpenChange={(open) => !open && onClose()}>
      <DialogContent
        closeLabel={t('common.close')}
        className="max-h-[90vh] overflow-auto sm:max-w-3xl"
        data-testid="print-view"
      >
        <DialogHeader className="print-hide">
          <DialogTitle>{t('contest.adminPrint.view')}</DialogTitle>
        </DialogHeader>
        {entry && (
          <div className="print-sheet flex flex-col gap-3">
            <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 border-b pb-2 text-sm">
              <dt className="font-medium">{t('contest.adminPrint.username')}</dt>
              <dd data-testid="print-view-user">
                {entry.username}
                {entry.realname ? ` (${entry.realname})` : ''}
              </dd>
              <dt className="font-medium">{t('contest.adminPrint.address')}</dt>
              <dd>{entry.ip}</dd>
              <dt className="font-medium">{t('contest.adminPrint.time')}</dt>
              <dd>{absoluteTime(entry.gmtCreate)}</dd>
            </dl>
            <pre
              className="font-mono text-[13px] leading-snug break-all whitespace-pre-wrap"
              data-testid="print-view-text"
            >
              {entry.content}
            </pre>
          </div>
        )}
        <div className="print-hide flex justify-end">
          <Button onClick={() => window.print()} data-testid="print-view-print">
            <PrinterIcon /> {t('contest.adminPrint.printButton')}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
