import { ExternalLinkIcon, GlobeIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { contestEndpoints } from '../../../src/contract/endpoints/contests.ts';
import { absoluteTime } from '../../lib/format.ts';
import { useEndpoint } from '../../lib/query/index.ts';
import { SectionCard } from './section-card.tsx';

/**
 * Upcoming contests of other judges (spec doc 1 §2, "other-judge" contests): each with its site's
 * name and a link out to its page. Empty, with a note, while remote judging is off or the server
 * cannot reach the sites.
 */
export function OtherContestsCard() {
  const { t } = useTranslation();
  const read = useEndpoint(contestEndpoints.recentOther, undefined, { quiet: true });
  return (
    <SectionCard
      testId="home-other-contests"
      icon={<GlobeIcon />}
      title={t('remote.otherContests.title')}
      read={read}
      isEmpty={(rows) => rows.length === 0}
      empty={t('remote.otherContests.empty')}
    >
      {(rows) => (
        <ul className="grid gap-3 sm:grid-cols-2">
          {rows.map((c) => (
            <li key={c.url}>
              <a
                href={c.url}
                target="_blank"
                rel="noopener noreferrer"
                data-testid="other-contest"
                title={t('remote.otherContests.open', { site: c.ojName })}
                className="flex w-full flex-col gap-1 rounded-lg border p-3 hover:bg-muted/40 focus-visible:outline-2"
              >
                <span className="flex items-center gap-2 font-medium">
                  <span className="truncate">{c.title}</span>
                  <ExternalLinkIcon className="size-3.5 shrink-0 text-muted-foreground" aria-hidden />
                </span>
                <span className="text-xs text-muted-foreground">
                  {t('remote.otherContests.starts', { time: absoluteTime(c.beginTime) })} – {absoluteTime(c.endTime)}
                </span>
                <span className="flex gap-2 text-xs">
                  <span className="rounded bg-muted px-1.5 py-0.5" data-testid="other-contest-site">
                    {c.ojName}
                  </span>
                </span>
              </a>
            </li>
          ))}
        </ul>
      )}
    </SectionCard>
  );
}
