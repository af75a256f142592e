import { cn } from '../../lib/cn.ts';

/** The author's role badge beside a name (spec doc 2 §2): SPA for the super admin, ADM for an admin. */
export function RoleBadge({ role, className }: { role: 'root' | 'admin' | null; className?: string }) {
  if (!role) return null;
  return (
    <span
      data-testid="role-badge"
      className={cn(
        'rounded px-1 py-px text-[10px] leading-none font-semibold text-white',
        role === 'root' ? 'bg-rose-600' : 'bg-sky-600',
        className,
      )}
    >
      {role === 'root' ? 'SPA' : 'ADM'}
    </span>
  );
}

/** The author's title tag in its colour, when the user has one. */
export function TitleTag({ name, color }: { name: string; color: string }) {
  if (!name) return null;
  return (
    <span
      className="rounded px-1 py-px text-[10px] leading-none text-white"
      style={{ backgroundColor: color || '#909399' }}
    >
      {name}
    </span>
  );
}
