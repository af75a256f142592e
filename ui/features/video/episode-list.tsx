import { PlayIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { VideoLesson } from '../../../src/contract/videos.ts';
import { cn } from '../../lib/cn.ts';

/** The numbered episodes; the playing one is highlighted, a click plays another. */
export function EpisodeList({
  lessons,
  current,
  onPick,
}: {
  lessons: VideoLesson[];
  current: number;
  onPick: (index: number) => void;
}) {
  const { t } = useTranslation();
  return (
    <nav aria-label={t('video.episodes')} className="grid gap-1" data-testid="video-episodes">
      <h2 className="px-2 pb-1 text-sm font-medium text-muted-foreground">
        {t('video.episodes')} ({lessons.length})
      </h2>
      <ol className="grid max-h-[60vh] gap-1 overflow-y-auto">
        {lessons.map((lesson, i) => (
          <li key={lesson.id}>
            <button
              type="button"
              onClick={() => onPick(i)}
              aria-current={i === current ? 'true' : undefined}
              data-testid={`video-episode-${i + 1}`}
              className={cn(
                'flex w-full items-start gap-2 rounded-md px-2 py-2 text-left text-sm hover:bg-muted',
                i === current && 'bg-primary/10 font-medium text-primary',
              )}
            >
              <span className="w-7 shrink-0 tabular-nums text-muted-foreground">
                {i === current ? <PlayIcon className="mt-0.5 size-4 text-primary" /> : i + 1}
              </span>
              <span className="min-w-0 break-words">{lesson.title}</span>
            </button>
          </li>
        ))}
      </ol>
    </nav>
  );
}
