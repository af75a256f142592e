import type { TFunction } from 'i18next';

/**
 * The names the register form's messages give its fields, as the form labels them: the code is
 * the e-mailed code when the site sends mail, otherwise the image captcha.
 */
export function registerLabels(t: TFunction, emailEnabled: boolean): Record<string, string> {
  return {
    username: t('auth.username'),
    password: t('auth.password'),
    confirmPassword: t('auth.confirmPassword'),
    email: t('auth.email'),
    code: emailEnabled ? t('auth.emailCode') : t('auth.captcha'),
  };
}
