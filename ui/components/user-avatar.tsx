import { cn } from '../lib/cn.ts';
import { Avatar, AvatarFallback, AvatarImage } from './ui/avatar.tsx';

/** A user's avatar, or the first letter of the name when there is none. */
export function UserAvatar({ src, name, className }: { src: string; name: string; className?: string }) {
  return (
    <Avatar className={cn(className)}>
      {src ? <AvatarImage src={src} alt={name} /> : null}
      <AvatarFallback>{name.slice(0, 1)}</AvatarFallback>
    </Avatar>
  );
}
