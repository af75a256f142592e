import { ThinkingTabs } from '../../components/thinking-tabs.tsx';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { videoEndpoints } from '../../../src/contract/endpoints/videos.ts';
import { VIDEO_PLAYBACK_RATES } from '../../../src/contract/videos.ts';
import { ChoiceSelect } from '../../components/form-section.tsx';
import { Card, CardContent } from '../../components/ui/card.tsx';
import { Label } from '../../components/ui/label.tsx';
import { failureText, useEndpoint } from '../../lib/query/use-endpoint.ts';
import { EpisodeList } from './episode-list.tsx';
import { FailureLine } from '../../components/failure-line.tsx';

type Rate = (typeof VIDEO_PLAYBACK_RATES)[number];

/**
 * /video-list: a player with the numbered episodes beside it (under it on narrow screens) and a
 * playback rate (0.7, 1, 1.5, 2) that stays when another episode is chosen.
 */
export function VideoListPage() {
  const { t } = useTranslation();
  const read = useEndpoint(videoEndpoints.lessons, undefined);
  const lessons = read.data;
  const [current, setCurrent] = useState(0);
  const [rate, setRate] = useState<Rate>(1);
  const [failed, setFailed] = useState(false);
  const player = useRef<HTMLVideoElement>(null);
  const lesson = lessons?.[current];

  // A change of rate applies to the playing episode; a new source takes it when its metadata loads.
  useEffect(() => {
    if (player.current) player.current.playbackRate = rate;
  }, [rate]);

  const pick = (index: number) => {
    setCurrent(index);
    setFailed(false);
    // Chosen by a click, so the browser lets it play with sound.
    requestAnimationFrame(() => {
      void player.current?.play().catch(() => undefined);
    });
  };

  return (
    <div className="mx-auto grid w-full max-w-6xl gap-4 p-4" data-testid="video-list-page">
      <ThinkingTabs />
      <h1 className="text-2xl font-semibold tracking-tight">{t('video.heading')}</h1>
      {read.error && (
        <p className="py-12 text-center text-muted-foreground" data-testid="video-error">
          {failureText(read.error)}
        </p>
      )}
      {lessons?.length === 0 && (
        <p className="py-12 text-center text-muted-foreground" data-testid="video-empty">
          {t('video.empty')}
        </p>
      )}
      {lesson && (
        <div className="grid gap-4 md:grid-cols-[1fr_18rem]">
          <Card className="gap-0 overflow-hidden py-0">
            {/* biome-ignore lint/a11y/useMediaCaption: an uploaded lesson is a bare video file; the site stores no caption track to offer */}
            <video
              ref={player}
              key={lesson.id}
              src={lesson.url}
              controls
              preload="metadata"
              playsInline
              onLoadedMetadata={(e) => {
                e.currentTarget.playbackRate = rate;
              }}
              onError={() => setFailed(true)}
              className="aspect-video w-full bg-black"
              data-testid="video-player"
            />
            <CardContent className="flex flex-wrap items-center gap-3 px-4 py-3">
              <h2 className="mr-auto min-w-0 font-medium break-words" data-testid="video-title">
                <span className="text-muted-foreground">{t('video.episode', { n: current + 1 })} · </span>
                {lesson.title}
              </h2>
              <Label htmlFor="video-rate" className="text-sm text-muted-foreground">
                {t('video.rate')}
              </Label>
              <ChoiceSelect
                id="video-rate"
                value={rate}
                options={VIDEO_PLAYBACK_RATES}
                label={(v) => `${v}×`}
                onChange={setRate}
                className="w-24"
              />
            </CardContent>
            <FailureLine error={failed && t('video.unplayable')} className="px-4 pb-3" />
          </Card>
          <Card className="py-3">
            <CardContent className="px-2">
              <EpisodeList lessons={lessons!} current={current} onPick={pick} />
            </CardContent>
          </Card>
        </div>
      )}
    </div>
  );
}
