import { Link } from 'wouter';
import { absoluteTime } from '../../lib/format.ts';
import { UserAvatar } from '../user-avatar.tsx';
import { RoleBadge, TitleTag } from './role-badge.tsx';

/** Who wrote a comment or a reply, with badges, to whom it answers, and when. */
export function AuthorLine({
  name,
  avatar,
  role,
  titleName,
  titleColor,
  when,
  toName,
  small,
}: {
  name: string;
  avatar: string;
  role: 'root' | 'admin' | null;
  titleName: string;
  titleColor: string;
  when: string;
  toName?: string | null;
  small?: boolean;
}) {
  return (
    <div className="flex flex-wrap items-center gap-x-1.5 gap-y-0.5 text-sm">
      <UserAvatar src={avatar} name={name} className={small ? 'size-6' : 'size-8'} />
      <Link
        href={`/user-home?username=${encodeURIComponent(name)}`}
        className="font-medium text-sky-700 hover:underline"
      >
        {name}
      </Link>
      <RoleBadge role={role} />
      <TitleTag name={titleName} color={titleColor} />
      {toName && (
        <>
          <span className="text-muted-foreground">→</span>
          <Link href={`/user-home?username=${encodeURIComponent(toName)}`} className="text-sky-700 hover:underline">
            @{toName}
          </Link>
        </>
      )}
      <span className="text-xs text-muted-foreground">{absoluteTime(when)}</span>
    </div>
  );
}
