import { useTranslation } from 'react-i18next';
import { Button } from './ui/button.tsx';
import { CODE_RESEND_SECONDS, useCountdown } from '../lib/use-countdown.ts';

/** Sends an e-mailed code; then waits 60 s before it may send again. */
export function CodeButton({ send, testId }: { send: () => Promise<boolean>; testId?: string }) {
  const { t } = useTranslation();
  const { left, running, start } = useCountdown(CODE_RESEND_SECONDS);
  const onClick = async () => {
    if (await send()) start();
  };
  return (
    <Button
      type="button"
      variant="outline"
      className="w-28 shrink-0"
      disabled={running}
      data-testid={testId}
      onClick={onClick}
    >
      {running ? t('auth.resendIn', { n: left }) : t('auth.getCode')}
    </Button>
  );
}
