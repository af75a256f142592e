import { UsersIcon } from 'lucide-react';
import { cn } from '../../lib/cn.ts';

/** A group's avatar, or the default picture when it has none. */
export function GroupAvatar({ src, name, className }: { src: string; name: string; className?: string }) {
  if (src) return <img src={src} alt={name} className={cn('rounded-lg object-cover', className)} />;
  return (
    <div
      role="img"
      aria-label={name}
      className={cn(
        'flex items-center justify-center rounded-lg bg-gradient-to-br from-sky-500 to-indigo-500 text-white',
        className,
      )}
    >
      <UsersIcon className="size-1/2" aria-hidden />
    </div>
  );
}
