import { Link } from 'wouter';
import { absoluteTime } from '../../lib/format.ts';
import { type Author, AuthorTag } from '../author-tag.tsx';

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
}: Author & {
  when: string;
  toName?: string | null;
  small?: boolean;
}) {
  return (
    <div className="flex flex-wrap items-center gap-x-1.5 gap-y-0.5 text-sm">
      <AuthorTag
        author={{ name, avatar, role, titleName, titleColor }}
        className="contents"
        avatarClassName={small ? 'size-6' : 'size-8'}
        strong
      />
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
