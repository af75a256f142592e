import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { contestOpsEndpoints } from '../../../src/contract/endpoints/contest-ops.ts';
import { Button } from '../../components/ui/button.tsx';
import { Textarea } from '../../components/ui/textarea.tsx';
import { useSave } from '../../lib/query/use-save.ts';
import { printTextError } from './print-rules.ts';
import { FailureLine } from '../../components/failure-line.tsx';

/** /contest/{cid}/print: a participant sends text to the print queue; the server's 30 s rule answers with its message. */
export function ContestPrint({ cid }: { cid: number }) {
  const { t } = useTranslation();
  const [content, setContent] = useState('');
  const [localError, setLocalError] = useState('');
  const print = useSave(contestOpsEndpoints.print, { invalidates: [contestOpsEndpoints.prints] });
  const error = localError || print.error;
  const submit = async () => {
    const local = printTextError(content);
    if (local) {
      print.reset();
      return setLocalError(t(local));
    }
    // The earlier message stays until the server answers.
    const saved = await print.save({ cid, content });
    setLocalError('');
    if (!saved) return;
    toast.success(t('contest.print.sent'));
    setContent('');
  };
  return (
    <div className="flex flex-col gap-3" data-testid="contest-print">
      <p className="text-sm text-muted-foreground">{t('contest.print.hint')}</p>
      <Textarea
        value={content}
        onChange={(e) => setContent(e.target.value)}
        placeholder={t('contest.print.placeholder')}
        aria-label={t('contest.print.heading')}
        aria-invalid={!!error}
        className="min-h-72 font-mono text-sm"
        data-testid="print-text"
      />
      <div className="flex flex-wrap items-center justify-between gap-2">
        <span className="text-sm text-muted-foreground">{t('contest.print.count', { n: content.trim().length })}</span>
        <Button onClick={submit} disabled={print.busy} data-testid="print-submit">
          {t('contest.print.submit')}
        </Button>
      </div>
      <FailureLine error={error} testId="print-error" />
    </div>
  );
}
