import { useTranslation } from 'react-i18next';
import { PasswordRegisterForm } from '../../components/password-register-form.tsx';
import { contestEndpoints } from '../../../src/contract/endpoints/contests.ts';

/** Registering for a private or protected contest with its password. */
export function PasswordForm({ cid, onRegistered }: { cid: number; onRegistered: () => void }) {
  const { t } = useTranslation();
  return (
    <PasswordRegisterForm
      testId="contest-password"
      onRegistered={onRegistered}
      entry={contestEndpoints.register}
      input={(password) => ({ cid, password })}
      text={{
        title: t('contest.overview.passwordTitle'),
        label: t('contest.overview.password'),
        empty: t('contest.overview.enterPassword'),
        submit: t('contest.overview.register'),
        registered: t('contest.overview.registered'),
      }}
    />
  );
}
