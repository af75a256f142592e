import type { ReactNode } from 'react';
import { cn } from '../../lib/cn.ts';

/** A problem tag in its colour (a neutral chip when the tag has none). */
export function TagChip({
  name,
  color,
  active,
  onClick,
  children,
}: {
  name: string;
  color?: string | null;
  active?: boolean;
  onClick?: () => void;
  children?: ReactNode;
}) {
  const style = color
    ? { borderColor: color, color: active ? '#fff' : color, backgroundColor: active ? color : undefined }
    : undefined;
  const cls = cn(
    'inline-flex items-center gap-1 rounded-full border px-2 py-0.5 text-xs whitespace-nowrap',
    !color && (active ? 'border-primary bg-primary text-primary-foreground' : 'border-border text-foreground'),
    onClick && 'cursor-pointer hover:opacity-80',
  );
  if (onClick) {
    return (
      <button type="button" className={cls} style={style} onClick={onClick} aria-pressed={active}>
        <span>{name}</span>
        {children && <span aria-hidden>{children}</span>}
      </button>
    );
  }
  return (
    <span className={cls} style={style}>
      {name}
      {children}
    </span>
  );
}
