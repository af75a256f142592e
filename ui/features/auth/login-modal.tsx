import { useAtom, useAtomValue } from 'jotai';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '../../components/ui/dialog.tsx';
import { type LoginModalMode, loginModalAtom } from '../../lib/login-modal.ts';
import { siteConfigAtom } from '../../lib/site-config.ts';
import { ApplyResetForm } from './apply-reset-form.tsx';
import { LoginForm } from './login-form.tsx';
import { PhoneRegisterForm } from './phone-register-form.tsx';
import { PhoneResetForm } from './phone-reset-form.tsx';
import { RegisterForm } from './register-form.tsx';
import { type Way, WaySwitch } from './way-switch.tsx';

const TITLES: Record<LoginModalMode, string> = {
  login: 'auth.login',
  register: 'auth.register',
  resetPwd: 'auth.resetPassword',
};
const SUBTITLES: Record<LoginModalMode, string> = {
  login: 'auth.loginHint',
  register: 'auth.registerHint',
  resetPwd: 'auth.resetHint',
};

/** The one dialog (370 px) for Login, Register and Reset password; by phone or by e-mail when the site sends SMS. */
export function LoginModal() {
  const { t } = useTranslation();
  const [{ open, mode }, set] = useAtom(loginModalAtom);
  const { smsEnabled } = useAtomValue(siteConfigAtom);
  const [chosen, setWay] = useState<Way>('phone');
  const way: Way = smsEnabled ? chosen : 'email';
  const subtitle =
    way === 'phone' && mode !== 'login'
      ? `phone.${mode === 'register' ? 'registerHint' : 'resetHint'}`
      : SUBTITLES[mode];
  const setMode = (m: LoginModalMode) => set({ open: true, mode: m });
  const close = () => set({ open: false });
  return (
    <Dialog open={open} onOpenChange={(o) => set({ open: o })}>
      <DialogContent
        closeLabel={t('common.close')}
        className="gap-5 p-5 sm:max-w-[370px]"
        data-testid="login-modal"
        data-mode={mode}
      >
        <DialogHeader>
          <DialogTitle>{t(TITLES[mode])}</DialogTitle>
          <DialogDescription>{t(subtitle)}</DialogDescription>
        </DialogHeader>
        {smsEnabled && mode !== 'login' && <WaySwitch way={way} onWay={setWay} />}
        {mode === 'login' && <LoginForm onDone={close} onMode={setMode} />}
        {mode === 'register' &&
          (way === 'phone' ? (
            <PhoneRegisterForm onRegistered={() => setMode('login')} onMode={setMode} />
          ) : (
            <RegisterForm onRegistered={() => setMode('login')} onMode={setMode} />
          ))}
        {mode === 'resetPwd' &&
          (way === 'phone' ? (
            <PhoneResetForm onDone={() => setMode('login')} onMode={setMode} />
          ) : (
            <ApplyResetForm onSent={() => setMode('login')} onMode={setMode} />
          ))}
      </DialogContent>
    </Dialog>
  );
}
