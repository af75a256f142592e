import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button.tsx';
import { FailureLine } from '../../components/failure-line.tsx';
import { AuthLink } from './auth-link.tsx';

/**
 * The end of a registration form: the server's refusal (test id `${testId}-error`), the Register
 * button (`${testId}-submit`) and the way back to logging in.
 */
export function RegisterFooter({
  testId,
  error,
  busy,
  onLogin,
}: {
  testId: string;
  error: string;
  busy: boolean;
  onLogin: () => void;
}) {
  const { t } = useTranslation();
  return (
    <>
      <FailureLine error={error} testId={`${testId}-error`} />
      <Button type="submit" disabled={busy} data-testid={`${testId}-submit`}>
        {t('auth.register')}
      </Button>
      <AuthLink className="text-sm" onClick={onLogin}>
        {t('auth.haveAccount')}
      </AuthLink>
    </>
  );
}
