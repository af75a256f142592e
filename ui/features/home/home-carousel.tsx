import { ChevronLeftIcon, ChevronRightIcon } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { uploadEndpoints } from '../../../src/contract/endpoints/uploads.ts';
import { CAROUSEL } from '../../../src/contract/uploads.ts';
import { cn } from '../../lib/cn.ts';
import { useEndpoint } from '../../lib/query/index.ts';

/**
 * The home carousel (doc 1 §2, §9): the super admin's pictures in turn every 5 s, 440 px high
 * (200 px under 768 px). Nothing is shown while there are no pictures.
 */
export function HomeCarousel() {
  const { t } = useTranslation();
  // Nothing to show while the pictures are read or when they could not be.
  const items = useEndpoint(uploadEndpoints.carousel, undefined, { quiet: true }).data ?? [];
  const [at, setAt] = useState(0);
  const [paused, setPaused] = useState(false);
  useEffect(() => {
    if (items.length < 2 || paused) return;
    const timer = setInterval(() => setAt((i) => (i + 1) % items.length), CAROUSEL.intervalMs);
    return () => clearInterval(timer);
  }, [items.length, paused]);
  if (items.length === 0) return null;
  const step = (d: number) => setAt((i) => (i + d + items.length) % items.length);
  const arrow =
    'absolute top-1/2 z-10 -translate-y-1/2 rounded-full bg-black/35 p-1.5 text-white hover:bg-black/55 focus-visible:outline-2';
  return (
    <section
      aria-roledescription="carousel"
      aria-label={t('announcement.home.carouselLabel')}
      data-testid="home-carousel"
      data-index={at}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      className="relative h-[200px] overflow-hidden rounded-2xl bg-muted md:h-[440px]"
    >
      {items.map((item, i) => (
        <img
          key={item.id}
          src={item.url}
          alt={t('announcement.home.slide', { n: i + 1 })}
          aria-hidden={i !== at}
          className={cn(
            'absolute inset-0 size-full object-cover transition-opacity duration-700',
            i === at ? 'opacity-100' : 'opacity-0',
          )}
        />
      ))}
      {items.length > 1 && (
        <>
          <button
            type="button"
            className={cn(arrow, 'left-3')}
            aria-label={t('announcement.home.previous')}
            onClick={() => step(-1)}
          >
            <ChevronLeftIcon className="size-5" />
          </button>
          <button
            type="button"
            className={cn(arrow, 'right-3')}
            aria-label={t('announcement.home.next')}
            onClick={() => step(1)}
          >
            <ChevronRightIcon className="size-5" />
          </button>
          <div className="absolute inset-x-0 bottom-3 z-10 flex justify-center gap-2">
            {items.map((item, i) => (
              <button
                key={item.id}
                type="button"
                aria-label={t('announcement.home.slide', { n: i + 1 })}
                aria-current={i === at}
                onClick={() => setAt(i)}
                className={cn('h-1.5 rounded-full bg-white/60 transition-all', i === at ? 'w-6 bg-white' : 'w-3')}
              />
            ))}
          </div>
        </>
      )}
    </section>
  );
}
