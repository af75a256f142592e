import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Button } from '../../components/ui/button.tsx';
import { Textarea } from '../../components/ui/textarea.tsx';
import { isApiError } from '../../lib/api-error.ts';
import { contestApi } from './api.ts';
import { printTextError } from './print-rules.ts';

/** /contest/{cid}/print: a participant sends text to the print queue; the server's 30 s rule answers with its message. */
export function ContestPrint({ cid }: { cid: number }) {
  const { t } = useTranslation();
  const [content, setContent] = useState('');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const submit = async () => {
    const local = printTextError(content);
    if (local) return setError(t(local));
    setBusy(true);
    try {
      await contestApi.print(cid, content);
      toast.success(t('contest.print.sent'));
      setContent('');
      setError('');
    } catch (e) {
      setError(isApiError(e) ? e.message : t('http.serverError'));
    } finally {
      setBusy(false);
    }
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
        <Button onClick={submit} disabled={busy} data-testid="print-submit">{t('contest.print.submit')}</Button>
      </div>
      {error && <p role="alert" className="text-sm text-destructive" data-testid="print-error">{error}</p>}
    </div>
  );
}
