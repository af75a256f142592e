import { EyeIcon, MessageSquareIcon, PinIcon, ThumbsUpIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import type { DiscussionRow } from '../../../src/contract/discussions.ts';
import { AuthorTag } from '../../components/author-tag.tsx';
import { absoluteTime } from '../../lib/format.ts';
import { type DiscussionGid, discussionDetailPath, discussionProblemPath } from './scope.ts';

/** A discussion in a list: pinned marker, title, description, author with badges, counts, category and date. */
export function DiscussionCard({ row, gid = null }: { row: DiscussionRow; gid?: DiscussionGid }) {
  const { t } = useTranslation();
  const count = 'flex items-center gap-1';
  return (
    <li
      className="flex flex-col gap-2 rounded-lg border p-4 hover:bg-muted/30"
      data-testid="discussion-card"
      data-pinned={row.topPriority}
    >
      <Link
        href={discussionDetailPath(gid, row.id)}
        className="flex items-start gap-2 font-semibold break-words text-sky-800 hover:underline"
      >
        {row.topPriority && (
          <span
            className="mt-0.5 flex shrink-0 items-center gap-0.5 rounded bg-rose-600 px-1.5 py-0.5 text-xs font-medium text-white"
            data-testid="pinned-marker"
          >
            <PinIcon className="size-3" /> {t('discussion.list.pinned')}
          </span>
        )}
        <span data-testid="discussion-card-title">{row.title}</span>
      </Link>
      {row.pid && (
        <Link
          href={discussionProblemPath(gid, row.pid)}
          className="w-fit rounded border px-1.5 py-0.5 text-xs text-sky-700 hover:bg-muted"
          data-testid="discussion-card-problem"
        >
          {t('discussion.detail.problem', { pid: row.pid })}
        </Link>
      )}
      <p className="text-sm break-words text-muted-foreground" data-testid="discussion-card-description">
        {row.description}
      </p>
      <div className="flex flex-wrap items-center gap-x-4 gap-y-1 text-xs text-muted-foreground">
        <AuthorTag author={{ ...row, name: row.author }} avatarClassName="size-5" />
        <span className={count} title={t('discussion.list.views')}>
          <EyeIcon className="size-3.5" /> {row.viewNum}
        </span>
        <span className={count} title={t('discussion.list.likes')}>
          <ThumbsUpIcon className="size-3.5" /> {row.likeNum}
        </span>
        <span className={count} title={t('discussion.list.comments')}>
          <MessageSquareIcon className="size-3.5" /> {row.commentNum}
        </span>
        <span className="rounded bg-muted px-1.5 py-0.5 text-foreground">{row.categoryName}</span>
        <span className="sm:ml-auto">{absoluteTime(row.gmtCreate)}</span>
      </div>
    </li>
  );
}
