import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button.tsx';
import { openLoginModal } from '../../lib/login-modal.ts';
import { userAtom } from '../../lib/session.ts';
import { siteConfigAtom } from '../../lib/site-config.ts';
import { AcRankCard } from './ac-rank-card.tsx';
import { AgendaCard } from './agenda-card.tsx';
import { AnnouncementsCard } from './announcements-card.tsx';
import { HomeCarousel } from './home-carousel.tsx';
import { OtherContestsCard } from './other-contests-card.tsx';
import { GreetingCard } from './greeting-card.tsx';
import { RecentContestsCard } from './recent-contests-card.tsx';
import { RecentProblemsCard } from './recent-problems-card.tsx';
import { StatisticsCard } from './statistics-card.tsx';

/**
 * /home: the carousel, the site's welcome (or the user's greeting and agenda), announcements, recent contests (here and on other judges), the last week's submissions, the latest
 * updated problems and the recent 7-day AC ranking. One column on phones, two from 1024 px.
 */
export function HomePage() {
  const { t } = useTranslation();
  const config = useAtomValue(siteConfigAtom);
  const user = useAtomValue(userAtom);
  return (
    <div className="grid gap-6">
      {config.showCarousel && <HomeCarousel />}
      <section className="rounded-2xl border bg-gradient-to-br from-muted/70 to-background px-6 py-8 sm:px-10 sm:py-10">
        <h1 data-testid="home-title" className="text-3xl font-bold tracking-tight sm:text-4xl">
          {config.name}
        </h1>
        {config.description && <p className="mt-3 max-w-2xl text-muted-foreground">{config.description}</p>}
        {!user && (
          <div className="mt-6 flex flex-wrap gap-3">
            <Button onClick={() => openLoginModal('login')}>{t('auth.login')}</Button>
            {config.register && (
              <Button variant="outline" onClick={() => openLoginModal('register')}>
                {t('auth.register')}
              </Button>
            )}
          </div>
        )}
      </section>
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,22rem)]">
        <div className="grid min-w-0 content-start gap-6">
          <AnnouncementsCard />
          <RecentContestsCard />
          <OtherContestsCard />
          <StatisticsCard />
          <RecentProblemsCard />
        </div>
        <div className="grid min-w-0 content-start gap-6">
          {user && <GreetingCard user={user} />}
          {user && <AgendaCard />}
          <AcRankCard />
        </div>
      </div>
    </div>
  );
}
