import { ArrowLeftIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { Button } from './ui/button.tsx';

/** The head of a page about one item: back to its list, the page's title, the item named under it, and the page's actions. */
export function ItemPageHead({
  back,
  backLabel,
  title,
  subtitle,
  children,
}: {
  back: string;
  backLabel: string;
  title: string;
  subtitle: ReactNode;
  children?: ReactNode;
}) {
  return (
    <div className="flex flex-wrap items-center gap-3">
      <Button asChild variant="ghost" size="icon" aria-label={backLabel}>
        <Link href={back}>
          <ArrowLeftIcon />
        </Link>
      </Button>
      <div className="mr-auto grid min-w-0">
        <h1 className="text-2xl font-semibold tracking-tight">{title}</h1>
        <p className="truncate text-sm text-muted-foreground">{subtitle}</p>
      </div>
      {children}
    </div>
  );
}
