import { PlusIcon, Trash2Icon } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { remoteEndpoints as E } from '../../../src/contract/endpoints/remote.ts';
import {
  ACCOUNT_SOURCE,
  REMOTE_SOURCES,
  REMOTE_SOURCE_NAMES,
  type RemoteJudgeConfig,
  type RemoteSource,
} from '../../../src/contract/remote.ts';
import { Button } from '../../components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card.tsx';
import { Input } from '../../components/ui/input.tsx';
import { Switch } from '../../components/ui/switch.tsx';
import { useSave } from '../../lib/query/use-save.ts';
import { FailureLine } from '../../components/failure-line.tsx';

interface Row {
  key: number;
  username: string;
  /** Typed here only: never read back from the server. */
  password: string;
  enabled: boolean;
  /** Already stored (an empty password keeps the stored one). */
  stored: boolean;
  busy: boolean;
}

let nextKey = 1;
const rowsOf = (config: RemoteJudgeConfig, source: RemoteSource): Row[] =>
  config.accounts
    .filter((a) => a.source === source)
    .map((a) => ({
      key: nextKey++,
      username: a.username,
      password: '',
      enabled: a.enabled,
      stored: true,
      busy: a.busy,
    }));

/**
 * One source's pool of accounts: add, switch and remove accounts, saved together. The password
 * field is write-only: stored passwords are never shown, an empty field keeps the stored one.
 */
export function RemotePoolCard({ source, config }: { source: RemoteSource; config: RemoteJudgeConfig }) {
  const { t } = useTranslation();
  const [rows, setRows] = useState(() => rowsOf(config, source));
  const { save, busy, error } = useSave(E.setAccounts, { invalidates: [E.config] });
  const shared = REMOTE_SOURCES.filter((s) => s !== source && ACCOUNT_SOURCE[s] === source);
  const on = config.accounts.some((a) => a.source === source && a.enabled);
  const edit = (key: number, change: Partial<Row>) =>
    setRows((all) => all.map((r) => (r.key === key ? { ...r, ...change } : r)));
  const submit = async () => {
    const accounts = rows.map((r) => ({
      username: r.username.trim(),
      password: r.password || undefined,
      enabled: r.enabled,
    }));
    const done = await save({ source, accounts });
    if (!done) return;
    setRows(rowsOf(done.answer, source));
    toast.success(t('remote.accounts.saved'));
  };
  const add = () =>
    setRows((all) => [
      ...all,
      { key: nextKey++, username: '', password: '', enabled: true, stored: false, busy: false },
    ]);
  return (
    <Card data-testid={`remote-pool-${source}`}>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          {REMOTE_SOURCE_NAMES[source]}
          <span
            data-testid={`remote-pool-${source}-state`}
            className={`rounded px-1.5 py-0.5 text-xs ${on ? 'bg-emerald-100 text-emerald-800 dark:bg-emerald-950 dark:text-emerald-300' : 'bg-muted text-muted-foreground'}`}
          >
            {on ? t('remote.accounts.on') : t('remote.accounts.off')}
          </span>
        </CardTitle>
        {shared.length > 0 && (
          <CardDescription>
            {t('remote.accounts.sharedWith', { sources: shared.map((s) => REMOTE_SOURCE_NAMES[s]).join(', ') })}
          </CardDescription>
        )}
      </CardHeader>
      <CardContent className="grid gap-3">
        {rows.length === 0 && <p className="text-sm text-muted-foreground">{t('remote.accounts.none')}</p>}
        {rows.map((r, i) => (
          <div
            key={r.key}
            data-testid={`remote-account-${i}`}
            className="grid items-center gap-2 sm:grid-cols-[minmax(0,1fr)_minmax(0,1fr)_auto_auto]"
          >
            <Input
              aria-label={t('remote.accounts.username')}
              placeholder={t('remote.accounts.username')}
              value={r.username}
              readOnly={r.stored}
              onChange={(e) => edit(r.key, { username: e.target.value })}
              data-testid="remote-account-username"
            />
            <Input
              type="password"
              autoComplete="new-password"
              aria-label={t('remote.accounts.password')}
              placeholder={r.stored ? t('remote.accounts.passwordKept') : t('remote.accounts.passwordNew')}
              value={r.password}
              onChange={(e) => edit(r.key, { password: e.target.value })}
              data-testid="remote-account-password"
            />
            <span className="flex items-center gap-2 text-sm" title={r.busy ? t('remote.accounts.busy') : undefined}>
              <Switch
                checked={r.enabled}
                onCheckedChange={(enabled) => edit(r.key, { enabled })}
                aria-label={t('remote.accounts.enabled')}
                data-testid="remote-account-enabled"
              />
              {t('remote.accounts.enabled')}
            </span>
            <Button
              type="button"
              variant="ghost"
              size="icon"
              aria-label={t('remote.accounts.remove')}
              title={t('remote.accounts.remove')}
              onClick={() => setRows((all) => all.filter((x) => x.key !== r.key))}
              data-testid="remote-account-remove"
            >
              <Trash2Icon />
            </Button>
          </div>
        ))}
        <FailureLine error={error} testId="remote-pool-error" />
        <div className="flex flex-wrap gap-2">
          <Button type="button" variant="outline" onClick={add} data-testid="remote-account-add">
            <PlusIcon /> {t('remote.accounts.add')}
          </Button>
          <Button type="button" disabled={busy} onClick={() => void submit()} data-testid="remote-pool-save">
            {t('remote.accounts.save')}
          </Button>
        </div>
      </CardContent>
    </Card>
  );
}
