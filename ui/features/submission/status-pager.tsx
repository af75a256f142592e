import { ChevronLeftIcon, ChevronRightIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { Page } from '../../../src/contract/envelope.ts';
import { SUBMISSION_NUMBERED_ROWS, type SubmissionRow } from '../../../src/contract/submissions.ts';
import { Pager } from '../../components/pager.tsx';
import { Button } from '../../components/ui/button.tsx';
import { pageCount, PAGER_BUTTONS } from '../../lib/pager.ts';
import type { StatusFilters } from './list-query.ts';

interface Props {
  page: Page<SubmissionRow> | null;
  filters: StatusFilters;
  onChange: (change: Partial<StatusFilters>) => void;
}

/**
 * The status list's pager. Next and previous go by key (the last or first row shown), so any
 * page costs the server what the first one costs; numbered buttons are offered near either end
 * of the list, where the server serves page numbers, and only next and previous in between.
 */
export function StatusPager({ page, filters, onChange }: Props) {
  const { t } = useTranslation();
  const rows = page?.records ?? [];
  const total = page?.total ?? 0;
  const current = filters.currentPage;
  const pages = pageCount(total, filters.limit);
  const numbered = Math.floor(SUBMISSION_NUMBERED_ROWS / filters.limit) + 1;
  const reach = Math.floor(PAGER_BUTTONS / 2);
  const go = (p: number) => {
    if (p === current + 1 && rows.length > 0) onChange({ currentPage: p, before: rows.at(-1)!.submitId });
    else if (p === current - 1 && p > 1 && rows.length > 0) onChange({ currentPage: p, after: rows[0]!.submitId });
    else onChange({ currentPage: p });
  };
  if (current + reach <= numbered || current - reach > pages - numbered) {
    return (
      <Pager
        className="justify-end"
        total={total}
        pageSize={filters.limit}
        current={current}
        onPageChange={go}
        onPageSizeChange={(limit) => onChange({ limit })}
      />
    );
  }
  return (
    <nav aria-label={t('pager.label')} data-testid="pager" className="flex items-center justify-end gap-2 text-sm">
      <span className="text-muted-foreground">{t('pager.total', { count: total })}</span>
      <Button
        variant="outline"
        size="icon"
        className="size-8"
        aria-label={t('pager.prev')}
        onClick={() => go(current - 1)}
      >
        <ChevronLeftIcon />
      </Button>
      <span className="min-w-16 text-center tabular-nums" aria-current="page">
        {current} / {pages}
      </span>
      <Button
        variant="outline"
        size="icon"
        className="size-8"
        aria-label={t('pager.next')}
        disabled={current >= pages}
        onClick={() => go(current + 1)}
      >
        <ChevronRightIcon />
      </Button>
    </nav>
  );
}
