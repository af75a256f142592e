import { Link } from 'wouter';
import { cn } from '../lib/cn.ts';
import { RoleBadge, TitleTag } from './comments/role-badge.tsx';
import { UserAvatar } from './user-avatar.tsx';

/** The author as posts and comments show them. */
export interface Author {
  name: string;
  avatar: string;
  role: 'root' | 'admin' | null;
  titleName: string;
  titleColor: string;
}

/**
 * An author: avatar, the name linking to the user's home, role badge and title tag. `className`
 * is the box (`contents` lets the parts join the caller's own row), `avatarClassName` the size.
 */
export function AuthorTag({
  author: a,
  className = 'flex items-center gap-1.5',
  avatarClassName,
  strong,
}: {
  author: Author;
  className?: string;
  avatarClassName: string;
  /** The name in bold. */
  strong?: boolean;
}) {
  return (
    <span className={className}>
      <UserAvatar src={a.avatar} name={a.name} className={avatarClassName} />
      <Link
        href={`/user-home?username=${encodeURIComponent(a.name)}`}
        className={cn('text-sky-700 hover:underline', strong && 'font-medium')}
      >
        {a.name}
      </Link>
      <RoleBadge role={a.role} />
      <TitleTag name={a.titleName} color={a.titleColor} />
    </span>
  );
}
