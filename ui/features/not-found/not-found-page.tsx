import { ArrowLeftIcon, HouseIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { Button } from '../../components/ui/button.tsx';

/** Any unknown path: bouncing digits, and ways back. */
export function NotFoundPage() {
  const { t } = useTranslation();
  const [, navigate] = useLocation();
  return (
    <div data-testid="not-found" className="flex flex-col items-center justify-center gap-6 py-16 text-center">
      <div
        className="flex gap-2 text-8xl font-black tracking-tight text-foreground/90 sm:text-9xl"
        role="img"
        aria-label="404"
      >
        {(['4', '0', '4'] as const).map((d, i) => (
          <span
            key={`${d}-${i === 0 ? 'first' : 'next'}`}
            aria-hidden
            className="inline-block animate-digit-bounce motion-reduce:animate-none"
            style={{ animationDelay: `${i * 0.18}s` }}
          >
            {d}
          </span>
        ))}
      </div>
      <div className="grid gap-2">
        <h1 className="text-2xl font-semibold">{t('notFound.title')}</h1>
        <p className="text-muted-foreground">{t('notFound.text')}</p>
      </div>
      <div className="flex gap-3">
        <Button onClick={() => navigate('/home')} data-testid="not-found-home">
          <HouseIcon /> {t('notFound.home')}
        </Button>
        <Button variant="outline" onClick={() => history.back()} data-testid="not-found-back">
          <ArrowLeftIcon /> {t('notFound.back')}
        </Button>
      </div>
    </div>
  );
}
