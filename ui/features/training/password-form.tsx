import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Button } from '../../components/ui/button.tsx';
import { Input } from '../../components/ui/input.tsx';
import { isApiError } from '../../lib/api-error.ts';
import { trainingApi } from './api.ts';

/** Registering for a private training with its password (spec doc 2 §5: the password may not be empty). */
export function TrainingPasswordForm({ tid, onRegistered }: { tid: number; onRegistered: () => void }) {
  const { t } = useTranslation();
  const [password, setPassword] = useState('');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const send = async () => {
    if (!password.trim()) return setError(t('training.intro.enterPassword'));
    setBusy(true);
    try {
      await trainingApi.register(tid, password);
      toast.success(t('training.intro.registered'));
      onRegistered();
    } catch (e) {
      setError(isApiError(e) ? e.message : t('http.serverError'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <form className="flex flex-col gap-2 rounded-lg border border-amber-300 bg-amber-50/50 p-4 dark:bg-amber-950/20" data-testid="training-password" onSubmit={(e) => { e.preventDefault(); void send(); }}>
      <h2 className="font-medium">{t('training.intro.passwordTitle')}</h2>
      <div className="flex flex-wrap gap-2">
        <Input
          type="password" value={password} className="max-w-xs bg-background" aria-label={t('training.intro.password')}
          placeholder={t('training.intro.enterPassword')} onChange={(e) => { setPassword(e.target.value); setError(''); }} data-testid="training-password-input"
        />
        <Button type="submit" disabled={busy} data-testid="training-password-submit">{t('training.intro.register')}</Button>
      </div>
      {error && <p className="text-sm text-destructive" role="alert" data-testid="training-password-error">{error}</p>}
    </form>
  );
}
