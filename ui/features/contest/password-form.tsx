import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Button } from '../../components/ui/button.tsx';
import { Input } from '../../components/ui/input.tsx';
import { isApiError } from '../../lib/api-error.ts';
import { contestApi } from './api.ts';

/** Registering for a private or protected contest with its password. */
export function PasswordForm({ cid, onRegistered }: { cid: number; onRegistered: () => void }) {
  const { t } = useTranslation();
  const [password, setPassword] = useState('');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const send = async () => {
    if (!password.trim()) return setError(t('contest.overview.enterPassword'));
    setBusy(true);
    try {
      await contestApi.register(cid, password);
      toast.success(t('contest.overview.registered'));
      onRegistered();
    } catch (e) {
      setError(isApiError(e) ? e.message : t('http.serverError'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <form className="flex flex-col gap-2 rounded-lg border p-4" data-testid="contest-password" onSubmit={(e) => { e.preventDefault(); void send(); }}>
      <h2 className="font-medium">{t('contest.overview.passwordTitle')}</h2>
      <div className="flex flex-wrap gap-2">
        <Input
          type="password" value={password} className="max-w-xs" aria-label={t('contest.overview.password')}
          placeholder={t('contest.overview.enterPassword')} onChange={(e) => { setPassword(e.target.value); setError(''); }} data-testid="contest-password-input"
        />
        <Button type="submit" disabled={busy} data-testid="contest-password-submit">{t('contest.overview.register')}</Button>
      </div>
      {error && <p className="text-sm text-destructive" role="alert" data-testid="contest-password-error">{error}</p>}
    </form>
  );
}
