import { PencilIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import type { Announcement } from '../../src/contract/announcements.ts';
import { absoluteTime } from '../lib/format.ts';
import type { Column } from './data-table/index.ts';
import { DeleteAction } from './delete-action.tsx';
import { InstantSwitch } from './instant-switch.tsx';
import { IconAction } from './row-actions.tsx';

/** The headings of an announcement table, in the words of its page. */
export interface AnnouncementTexts {
  title: string;
  created: string;
  modified: string;
  author: string;
  visible: string;
  options: string;
}

/** A row's edit and delete options, and the visible switch; absent where the viewer may not change the row. */
export interface AnnouncementRowActions {
  /** The test ids' start: `${testId}-${id}-visible`, `-edit`, `-delete`. */
  testId: string;
  mayChange?: (a: Announcement) => boolean;
  setVisible: (a: Announcement, visible: boolean) => Promise<unknown>;
  onSaved?: () => void;
  edit: { label: string; onClick: (a: Announcement) => void };
  remove: {
    label: string;
    title: (a: Announcement) => string;
    description?: ReactNode;
    run: (a: Announcement) => unknown;
  };
}

/** The columns of the site's and a group's announcement tables: id, title, dates, author, visible switch, options. */
export function announcementColumns(text: AnnouncementTexts, act: AnnouncementRowActions): Column<Announcement>[] {
  const may = (a: Announcement) => act.mayChange?.(a) ?? true;
  return [
    { id: 'id', header: 'ID', cell: (a) => a.id, cellClassName: 'tabular-nums' },
    { id: 'title', header: text.title, cell: (a) => a.title, cellClassName: 'max-w-64 truncate font-medium' },
    {
      id: 'created',
      header: text.created,
      className: 'hidden md:table-cell',
      cellClassName: 'tabular-nums',
      cell: (a) => absoluteTime(a.gmtCreate),
    },
    {
      id: 'modified',
      header: text.modified,
      className: 'hidden lg:table-cell',
      cellClassName: 'tabular-nums',
      cell: (a) => absoluteTime(a.gmtModified),
    },
    { id: 'author', header: text.author, className: 'hidden sm:table-cell', cell: (a) => a.username },
    {
      id: 'visible',
      header: text.visible,
      cell: (a) =>
        may(a) && (
          <InstantSwitch
            checked={a.status === 0}
            label={text.visible}
            testId={`${act.testId}-${a.id}-visible`}
            save={(v) => act.setVisible(a, v)}
            onSaved={act.onSaved ?? (() => undefined)}
          />
        ),
    },
    {
      id: 'options',
      header: text.options,
      cell: (a) =>
        may(a) && (
          <div className="flex gap-0.5">
            <IconAction
              label={act.edit.label}
              onClick={() => act.edit.onClick(a)}
              testId={`${act.testId}-${a.id}-edit`}
            >
              <PencilIcon />
            </IconAction>
            <DeleteAction
              title={act.remove.title(a)}
              description={act.remove.description}
              label={act.remove.label}
              testId={`${act.testId}-${a.id}-delete`}
              onConfirm={() => act.remove.run(a)}
            />
          </div>
        ),
    },
  ];
}
