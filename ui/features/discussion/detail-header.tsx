import { EyeIcon, PinIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import type { DiscussionDetail } from '../../../src/contract/discussions.ts';
import { AuthorTag } from '../../components/author-tag.tsx';
import { absoluteTime } from '../../lib/format.ts';
import { type DiscussionGid, discussionBase, discussionProblemPath } from './scope.ts';

/** The post's title, pinned marker, author with badges, category, problem link, views and date. */
export function DetailHeader({ detail: d, gid = null }: { detail: DiscussionDetail; gid?: DiscussionGid }) {
  const { t } = useTranslation();
  return (
    <header className="flex flex-col gap-3 border-b pb-3">
      <h1 className="flex items-start gap-2 text-xl font-semibold break-words" data-testid="discussion-title">
        {d.topPriority && (
          <PinIcon
            className="mt-1 size-4 shrink-0 text-rose-600"
            aria-label={t('discussion.list.pinned')}
            data-testid="pinned-marker"
          />
        )}
        <span>{d.title}</span>
      </h1>
      <p className="text-sm break-words text-muted-foreground" data-testid="discussion-description">
        {d.description}
      </p>
      <div className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-muted-foreground">
        <AuthorTag author={{ ...d, name: d.author }} avatarClassName="size-6" />
        <Link
          href={`${discussionBase(gid)}/discussion?cid=${d.categoryId}`}
          className="rounded bg-muted px-1.5 py-0.5 text-foreground hover:underline"
        >
          {d.categoryName}
        </Link>
        {d.pid && (
          <Link href={discussionProblemPath(gid, d.pid)} className="text-sky-700 hover:underline">
            {t('discussion.detail.problem', { pid: d.pid })}
          </Link>
        )}
        <span className="flex items-center gap-1">
          <EyeIcon className="size-3.5" /> {d.viewNum}
        </span>
        <span>{absoluteTime(d.gmtCreate)}</span>
      </div>
    </header>
  );
}
