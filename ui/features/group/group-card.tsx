import { UsersIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import type { GroupRow } from '../../../src/contract/groups.ts';
import { GroupAuthTag, HiddenTag } from './auth-tag.tsx';
import { GroupAvatar } from './group-avatar.tsx';
import { ScrollingName } from './scrolling-name.tsx';

/** One group in the list: avatar, name, owner (to their home), brief, members, type, Hidden, created date. */
export function GroupCard({ row, onOpen }: { row: GroupRow; onOpen: (row: GroupRow) => void }) {
  const { t } = useTranslation();
  return (
    <article
      className="flex gap-3 rounded-lg border p-3 transition hover:shadow-md"
      data-testid="group-card"
      data-gid={row.id}
    >
      <button type="button" className="shrink-0" onClick={() => onOpen(row)} aria-label={row.name}>
        <GroupAvatar src={row.avatar} name={row.name} className="size-16" />
      </button>
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <button
          type="button"
          className="min-w-0 text-left font-semibold text-sky-700 hover:underline dark:text-sky-400"
          onClick={() => onOpen(row)}
          data-testid="group-open"
        >
          <ScrollingName name={row.name} />
        </button>
        <p className="line-clamp-2 text-sm text-muted-foreground">{row.brief}</p>
        <div className="mt-auto flex flex-wrap items-center gap-1.5 text-xs text-muted-foreground">
          <GroupAuthTag auth={row.auth} />
          {!row.visible && <HiddenTag />}
          <span className="inline-flex items-center gap-0.5" title={t('group.list.members')}>
            <UsersIcon className="size-3.5" aria-hidden />
            {row.memberCount}
          </span>
          <Link
            href={`/user-home?username=${encodeURIComponent(row.owner)}`}
            className="hover:underline"
            data-testid="group-owner"
          >
            {row.owner}
          </Link>
          <span className="ml-auto tabular-nums">{row.gmtCreate.slice(0, 10)}</span>
        </div>
      </div>
    </article>
  );
}
