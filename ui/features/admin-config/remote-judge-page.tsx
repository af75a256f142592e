import { LoaderCircleIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { remoteEndpoints as E } from '../../../src/contract/endpoints/remote.ts';
import { ACCOUNT_SOURCE, BUILT_REMOTE_SOURCES } from '../../../src/contract/remote.ts';
import { useEndpoint } from '../../lib/query/index.ts';
import { RemotePoolCard } from './remote-pool-card.tsx';
import { FailureLine } from '../../components/failure-line.tsx';

/** The pools that can be used now: one per site (Gym logs in with Codeforces' accounts). */
const POOLS = BUILT_REMOTE_SOURCES.filter((s) => ACCOUNT_SOURCE[s] === s);

/** /admin/remote-judge: the accounts remote submissions are sent with, a pool per site (super admin). */
export function RemoteJudgePage() {
  const { t } = useTranslation();
  const read = useEndpoint(E.config, undefined);
  return (
    <div className="grid gap-6" data-testid="remote-judge-page">
      <div className="grid gap-1">
        <h1 className="text-2xl font-semibold tracking-tight">{t('remote.accounts.title')}</h1>
        <p className="max-w-3xl text-sm text-muted-foreground">{t('remote.accounts.hint')}</p>
      </div>
      {read.data ? (
        POOLS.map((s) => <RemotePoolCard key={s} source={s} config={read.data} />)
      ) : read.isError ? (
        <FailureLine error={read.error} />
      ) : (
        <LoaderCircleIcon className="size-5 animate-spin text-muted-foreground" />
      )}
    </div>
  );
}
