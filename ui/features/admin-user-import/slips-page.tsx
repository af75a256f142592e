import { useAtomValue } from 'jotai';
import { ArrowLeftIcon, PrinterIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useLocation, useRoute } from 'wouter';
import { Button } from '../../components/ui/button.tsx';
import { isApiError } from '../../lib/api-error.ts';
import { siteConfigAtom } from '../../lib/site-config.ts';
import { userImportEndpoints as E } from '../../../src/contract/endpoints/admin-users.ts';
import { useEndpoint } from '../../lib/query/use-endpoint.ts';
import { LoginSlip } from './login-slip.tsx';

/** A4 pages of slips, two across; the toolbar and the screen's grey are not printed. */
const PRINT_CSS = `
@page { size: A4; margin: 10mm; }
@media print {
  html, body { background: #fff !important; }
  body > #root:has([data-slip-sheet]) { display: block !important; }
  [data-print-hidden] { display: none !important; }
  [data-slip-sheet] { width: auto !important; margin: 0 !important; padding: 0 !important; box-shadow: none !important; grid-template-columns: 1fr 1fr !important; }
}`;

/**
 * /admin/user/slips/:key (super admin, admins, teachers): one slip per generated account, or per account given a new password, with the site's
 * address, username and password, laid out for A4 and cut lines, to print or save as PDF.
 */
export function LoginSlipsPage() {
  const { t } = useTranslation();
  const [, navigate] = useLocation();
  const [, params] = useRoute<{ key: string }>('/admin/user/slips/:key');
  const key = params?.key ?? '';
  const config = useAtomValue(siteConfigAtom);
  const read = useEndpoint(E.generated, { key }, { quiet: true });
  const data = read.data;
  const gone = isApiError(read.error);
  const address = data?.baseUrl || location.origin;

  return (
    <div className="min-h-screen bg-muted/40 print:bg-white">
      <style>{PRINT_CSS}</style>
      <div
        data-print-hidden
        className="sticky top-0 z-10 flex flex-wrap items-center gap-2 border-b bg-background px-4 py-3"
      >
        <Button
          variant="ghost"
          onClick={() => (history.length > 1 ? history.back() : navigate('/admin/user/generate'))}
        >
          <ArrowLeftIcon /> {t('userImport.slips.back')}
        </Button>
        <h1 className="mr-auto text-lg font-semibold">{t('userImport.slips.title')}</h1>
        {data && (
          <span className="text-sm text-muted-foreground">
            {t('userImport.slips.hint', { count: data.users.length })}
          </span>
        )}
        <Button onClick={() => window.print()} disabled={!data} data-testid="slips-print">
          <PrinterIcon /> {t('userImport.slips.print')}
        </Button>
      </div>
      {gone && (
        <p role="alert" className="p-8 text-center text-destructive" data-testid="slips-gone">
          {t('userImport.slips.gone')}
        </p>
      )}
      {data && (
        <div
          data-slip-sheet
          data-testid="slip-sheet"
          className="mx-auto my-6 grid w-full max-w-[210mm] grid-cols-1 bg-white p-[10mm] text-black shadow sm:grid-cols-2"
        >
          {data.users.map((u) => (
            <LoginSlip key={u.username} account={u} site={config.name} address={address} />
          ))}
        </div>
      )}
    </div>
  );
}
