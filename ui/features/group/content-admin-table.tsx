import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import type { Endpoint } from '../../../src/contract/endpoints/define.ts';
import { type Column, DataTable } from '../../components/data-table/index.ts';
import { DeleteAction } from '../../components/delete-action.tsx';
import { InstantSwitch } from '../../components/instant-switch.tsx';
import { LinkAction } from '../../components/row-actions.tsx';
import { invalidate } from '../../lib/query/index.ts';

/** What the group's contest and training admin rows share. */
export interface ContentAdminRow {
  id: number;
  title: string;
  visible: boolean;
}

/** An option of a row that leads to a page about it: `/group/{gid}/{kind}/{id}/{path}`. */
export interface RowLink {
  path: string;
  /** The text key after `group.{kind}.` and the test id's word: `group-{kind}-{name}-{id}`. */
  name: string;
  icon: ReactNode;
}

/**
 * A group admin's table of its contests or trainings (doc 3): id, the kind's own columns around the
 * title, the visible switch, the dates and creator, and the options (links, extra actions, delete).
 * Texts are `group.{kind}.…`, test ids `group-{kind}-…`.
 */
export function ContentAdminTable<R extends ContentAdminRow>({
  kind,
  gid,
  rows,
  before = [],
  after = [],
  info,
  links,
  extra,
  stale,
  setVisible,
  remove,
}: {
  kind: 'contest' | 'training';
  gid: number;
  rows: R[] | null;
  before?: Column<R>[];
  after?: Column<R>[];
  /** The info column's lines: label and value (the dates, the creator). */
  info: (row: R) => [string, ReactNode][];
  links: RowLink[];
  extra?: (row: R) => ReactNode;
  /** The lists a change makes stale. */
  stale: readonly Endpoint[];
  setVisible: (row: R, visible: boolean) => Promise<unknown>;
  remove: (row: R) => Promise<unknown>;
}) {
  const { t } = useTranslation();
  const k = (key: string) => t(`group.${kind}.${key}`);
  const columns: Column<R>[] = [
    { id: 'id', header: 'ID', cell: (r) => r.id, cellClassName: 'tabular-nums' },
    ...before,
    {
      id: 'title',
      header: k('col.title'),
      cell: (r) => <span title={r.title}>{r.title}</span>,
      cellClassName: 'max-w-48 truncate font-medium',
    },
    ...after,
    {
      id: 'visible',
      header: k('col.visible'),
      cell: (r) => (
        <InstantSwitch
          checked={r.visible}
          save={(v) => setVisible(r, v)}
          onSaved={() => invalidate(...stale)}
          label={k('col.visible')}
          testId={`group-${kind}-visible-${r.id}`}
        />
      ),
    },
    {
      id: 'info',
      header: k('col.info'),
      className: 'hidden md:table-cell',
      cellClassName: 'text-xs whitespace-nowrap text-muted-foreground tabular-nums',
      cell: (r) => (
        <>
          {info(r).map(([label, value]) => (
            <div key={label}>
              {label}: {value}
            </div>
          ))}
        </>
      ),
    },
    {
      id: 'options',
      header: k('col.options'),
      cell: (r) => (
        <div className="flex flex-wrap items-center gap-0.5">
          {links.map((l) => (
            <LinkAction
              key={l.name}
              href={`/group/${gid}/${kind}/${r.id}/${l.path}`}
              label={k(l.name)}
              testId={`group-${kind}-${l.name}-${r.id}`}
            >
              {l.icon}
            </LinkAction>
          ))}
          {extra?.(r)}
          <DeleteAction
            title={t(`group.${kind}.confirmDelete`, { title: r.title })}
            description={k('confirmDeleteHint')}
            label={k('delete')}
            testId={`group-${kind}-delete-${r.id}`}
            onConfirm={async () => {
              await remove(r);
              toast.success(k('deleted'));
            }}
          />
        </div>
      ),
    },
  ];
  return (
    <div className="rounded-lg border px-2">
      <DataTable
        columns={columns}
        rows={rows}
        rowKey={(r) => r.id}
        rowTestId={(r) => `group-${kind}-admin-${r.id}`}
        empty={k('empty')}
        testId={`group-${kind}-admin`}
      />
    </div>
  );
}
