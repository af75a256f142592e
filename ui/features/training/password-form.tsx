import { useTranslation } from 'react-i18next';
import { PasswordRegisterForm } from '../../components/password-register-form.tsx';
import { trainingEndpoints } from '../../../src/contract/endpoints/trainings.ts';

/** Registering for a private training with its password (spec doc 2 §5: the password may not be empty). */
export function TrainingPasswordForm({ tid, onRegistered }: { tid: number; onRegistered: () => void }) {
  const { t } = useTranslation();
  return (
    <PasswordRegisterForm
      testId="training-password"
      className="border-amber-300 bg-amber-50/50 dark:bg-amber-950/20"
      onRegistered={onRegistered}
      entry={trainingEndpoints.register}
      input={(password) => ({ tid, password })}
      text={{
        title: t('training.intro.passwordTitle'),
        label: t('training.intro.password'),
        empty: t('training.intro.enterPassword'),
        submit: t('training.intro.register'),
        registered: t('training.intro.registered'),
      }}
    />
  );
}
