import { useTranslation } from 'react-i18next';
import type { GeneratedAccount } from '../../../src/contract/user-import.ts';

/** One slip to cut out and hand over: the site, its address, the username and password (and the name, when given). */
export function LoginSlip({ account, site, address }: { account: GeneratedAccount; site: string; address: string }) {
  const { t } = useTranslation();
  return (
    <div
      data-testid="login-slip"
      className="grid h-[44mm] content-center gap-1 border border-dashed border-neutral-400 px-[6mm] py-[3mm] break-inside-avoid"
    >
      <div className="flex items-baseline justify-between gap-2">
        <span className="truncate font-semibold">{site}</span>
        {account.realname && (
          <span className="truncate text-sm">
            {t('userImport.slips.name')}: {account.realname}
          </span>
        )}
      </div>
      <div className="truncate text-xs text-neutral-600">
        {t('userImport.slips.site')}: {address}
      </div>
      <div className="mt-1 grid grid-cols-[auto_1fr] items-baseline gap-x-3 gap-y-1">
        <span className="text-sm text-neutral-600">{t('userImport.slips.username')}</span>
        <span className="font-mono text-lg font-semibold" data-testid="slip-username">
          {account.username}
        </span>
        <span className="text-sm text-neutral-600">{t('userImport.slips.password')}</span>
        <span className="font-mono text-lg font-semibold tracking-wider" data-testid="slip-password">
          {account.password}
        </span>
      </div>
    </div>
  );
}
