import { ChevronLeftIcon, ChevronRightIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '../lib/cn.ts';
import { PAGE_SIZES, pageCount, pageWindow } from '../lib/pager.ts';
import { useMediaQuery } from '../lib/use-media-query.ts';
import { Button } from './ui/button.tsx';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from './ui/select.tsx';

export interface PagerProps {
  total: number;
  pageSize: number;
  current: number;
  onPageChange: (page: number) => void;
  onPageSizeChange?: (size: number) => void;
  /** The page sizes offered (the site's usual ones when not given). */
  pageSizes?: readonly number[];
  className?: string;
}

/** Paging for lists: five page buttons and a page-size choice; a compact form under 768 px. */
export function Pager({
  total,
  pageSize,
  current,
  onPageChange,
  onPageSizeChange,
  pageSizes = PAGE_SIZES,
  className,
}: PagerProps) {
  const { t } = useTranslation();
  const small = useMediaQuery('(max-width: 767px)');
  const pages = pageCount(total, pageSize);
  const page = Math.min(Math.max(1, current), pages);
  const go = (p: number) => p !== page && p >= 1 && p <= pages && onPageChange(p);
  const window = pageWindow(page, pages);

  return (
    <nav
      aria-label={t('pager.label')}
      data-testid="pager"
      className={cn('flex flex-wrap items-center gap-2 text-sm', className)}
    >
      {!small && <span className="text-muted-foreground">{t('pager.total', { count: total })}</span>}
      <Button
        variant="outline"
        size="icon"
        className="size-8"
        aria-label={t('pager.prev')}
        disabled={page <= 1}
        onClick={() => go(page - 1)}
      >
        <ChevronLeftIcon />
      </Button>
      {small ? (
        <span className="min-w-16 text-center tabular-nums">
          {page} / {pages}
        </span>
      ) : (
        window.map((p) => (
          <Button
            key={p}
            variant={p === page ? 'default' : 'ghost'}
            size="icon"
            className="size-8 tabular-nums"
            aria-current={p === page ? 'page' : undefined}
            onClick={() => go(p)}
          >
            {p}
          </Button>
        ))
      )}
      <Button
        variant="outline"
        size="icon"
        className="size-8"
        aria-label={t('pager.next')}
        disabled={page >= pages}
        onClick={() => go(page + 1)}
      >
        <ChevronRightIcon />
      </Button>
      {onPageSizeChange && !small && (
        <Select value={String(pageSize)} onValueChange={(v) => onPageSizeChange(Number(v))}>
          <SelectTrigger className="h-8" aria-label={t('pager.size')}>
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            {pageSizes.map((s) => (
              <SelectItem key={s} value={String(s)}>
                {t('pager.perPage', { count: s })}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      )}
    </nav>
  );
}
