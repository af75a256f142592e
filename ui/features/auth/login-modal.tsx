import { useAtom } from 'jotai';
import { useTranslation } from 'react-i18next';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '../../components/ui/dialog.tsx';
import { type LoginModalMode, loginModalAtom } from '../../lib/login-modal.ts';
import { ApplyResetForm } from './apply-reset-form.tsx';
import { LoginForm } from './login-form.tsx';
import { RegisterForm } from './register-form.tsx';

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

/** The one dialog (370 px) for Login, Register and Reset password. */
export function LoginModal() {
  const { t } = useTranslation();
  const [{ open, mode }, set] = useAtom(loginModalAtom);
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
          <DialogDescription>{t(SUBTITLES[mode])}</DialogDescription>
        </DialogHeader>
        {mode === 'login' && <LoginForm onDone={close} onMode={setMode} />}
        {mode === 'register' && <RegisterForm onRegistered={() => setMode('login')} onMode={setMode} />}
        {mode === 'resetPwd' && <ApplyResetForm onSent={() => setMode('login')} onMode={setMode} />}
      </DialogContent>
    </Dialog>
  );
}
