import { type ReactNode, useState } from 'react';
import type { Endpoint, InputOf } from '../../../src/contract/endpoints/define.ts';
import { type Column, DataTable } from '../../components/data-table/index.ts';
import { FailureLine } from '../../components/failure-line.tsx';
import { cn } from '../../lib/cn.ts';
import { Pager } from '../../components/pager.tsx';
import { failureText, useEndpoint } from '../../lib/query/use-endpoint.ts';
import { useSave } from '../../lib/query/use-save.ts';

/**
 * A contest admins' queue read a page at a time (`list`, its page from `input`), with the change
 * that marks a row done (`done`), which reads the queue again. New rows and another admin's marks
 * come with the contest's events (ui/lib/event-queries.ts), which make `list` stale.
 */
export function useContestQueue<L extends Endpoint, D extends Endpoint>(
  list: L,
  input: (currentPage: number) => InputOf<L>,
  done: D,
) {
  const [current, setCurrent] = useState(1);
  const read = useEndpoint(list, input(current), { quiet: true });
  const marking = useSave(done, { invalidates: [list] });
  return {
    page: read.data,
    current,
    setCurrent,
    done: marking,
    /** Why the queue could not be read or a row not marked. */
    error: failureText(read.error) || marking.error,
  };
}

export interface QueueView<R> {
  page: { records: R[]; total: number } | undefined;
  current: number;
  setCurrent: (page: number) => void;
  error: string;
}

/** A contest admins' queue (its failure line, the table of its rows on one line each, the pager past one page). */
export function ContestQueue<R extends { id: number }>({
  testId,
  queue,
  pageSize,
  columns,
  rowTestId,
  rowData,
  empty,
  children,
}: {
  testId: string;
  queue: QueueView<R>;
  pageSize: number;
  columns: Column<R>[];
  /** The test id of every row. */
  rowTestId: string;
  rowData: (row: R) => Record<`data-${string}`, string | number>;
  empty: ReactNode;
  /** After the queue (a dialog its rows open). */
  children?: ReactNode;
}) {
  const { page } = queue;
  return (
    <div className="flex flex-col gap-3" data-testid={testId}>
      {/* A failure to read before any page shows in the table; after, above it. */}
      <FailureLine error={page && queue.error} testId={`${testId}-error`} />
      <div className="overflow-x-auto rounded-lg border px-2">
        <DataTable
          columns={columns.map((c) => ({ ...c, className: cn('whitespace-nowrap', c.className) }))}
          rows={page?.records ?? null}
          error={page ? undefined : queue.error || undefined}
          rowKey={(r) => r.id}
          rowTestId={() => rowTestId}
          rowData={rowData}
          empty={empty}
        />
      </div>
      {page && page.total > pageSize && (
        <Pager
          className="justify-end"
          total={page.total}
          pageSize={pageSize}
          current={queue.current}
          onPageChange={queue.setCurrent}
        />
      )}
      {children}
    </div>
  );
}
