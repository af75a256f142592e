import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { cn } from '../../lib/cn.ts';
import { openLoginModal } from '../../lib/login-modal.ts';
import { siteConfigAtom } from '../../lib/site-config.ts';
import { Button } from '../ui/button.tsx';

/** Login, and Register when the site allows registration. */
export function AuthButtons({ className, onChoose }: { className?: string; onChoose?: () => void }) {
  const { t } = useTranslation();
  const config = useAtomValue(siteConfigAtom);
  const open = (mode: 'login' | 'register') => {
    onChoose?.();
    openLoginModal(mode);
  };
  return (
    <div className={cn('flex items-center gap-2', className)}>
      <Button size="sm" variant="secondary" data-testid="header-login" onClick={() => open('login')}>
        {t('auth.login')}
      </Button>
      {config.register && (
        <Button
          size="sm"
          variant="outline"
          data-testid="header-register"
          className="border-white/30 bg-transparent text-header-foreground hover:bg-white/10 hover:text-header-foreground"
          onClick={() => open('register')}
        >
          {t('auth.register')}
        </Button>
      )}
    </div>
  );
}
