import { MailIcon } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card.tsx';
import { FormField } from '../../components/ui/form-field.tsx';
import { Input } from '../../components/ui/input.tsx';
import { adminSiteEndpoints as E } from '../../../src/contract/endpoints/admin-site.ts';
import { useSave } from '../../lib/query/use-save.ts';

/** Sends a test email through the saved mail server; the server's answer is shown under the field. */
export function TestEmailCard() {
  const { t } = useTranslation();
  const [email, setEmail] = useState('');
  const [sent, setSent] = useState('');
  const { save, busy: sending, error, reset } = useSave(E.testEmail);
  const send = async () => {
    setSent('');
    reset();
    if (await save({ email: email.trim() })) setSent(t('adminConfig.testEmail.sent', { email: email.trim() }));
  };
  const result = error ? { ok: false, text: error } : sent ? { ok: true, text: sent } : null;
  return (
    <Card data-testid="test-email">
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <MailIcon className="size-5" />
          {t('adminConfig.testEmail.title')}
        </CardTitle>
        <CardDescription>{t('adminConfig.testEmail.hint')}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-3 sm:grid-cols-[minmax(0,1fr)_auto] sm:items-end">
        <FormField id="test-email-to" label={t('adminConfig.testEmail.to')}>
          <Input
            id="test-email-to"
            type="email"
            autoComplete="email"
            value={email}
            onChange={(e) => setEmail(e.target.value)}
          />
        </FormField>
        <Button
          type="button"
          variant="outline"
          disabled={sending}
          onClick={() => void send()}
          data-testid="test-email-send"
        >
          {t('adminConfig.testEmail.send')}
        </Button>
        {result && (
          <p
            role="status"
            data-testid="test-email-result"
            className={`sm:col-span-2 text-sm ${result.ok ? 'text-success' : 'text-destructive'}`}
          >
            {result.text}
          </p>
        )}
      </CardContent>
    </Card>
  );
}
