import type { ReactNode } from 'react';
import type { UserMessageRow } from '../../../src/contract/messages.ts';
import { Markdown } from '../../components/markdown.tsx';
import { absoluteTime } from '../../lib/format.ts';

/** A system notice or a message about the user: title, markdown content and date; `action` holds the clean button. */
export function NoteItem({ row, action }: { row: UserMessageRow; action: ReactNode }) {
  return (
    <li
      data-testid="message-item"
      data-state={row.state ? 'read' : 'unread'}
      className="flex gap-3 border-b py-3 last:border-b-0"
    >
      <div className="flex min-w-0 flex-1 flex-col gap-1.5">
        <div className="flex flex-wrap items-baseline justify-between gap-x-3">
          <h3 className="font-medium" data-testid="message-title">
            {row.title}
          </h3>
          <time className="text-xs text-muted-foreground" dateTime={row.gmtCreate}>
            {absoluteTime(row.gmtCreate)}
          </time>
        </div>
        <Markdown source={row.content} className="text-sm" testId="message-content" />
      </div>
      {action}
    </li>
  );
}
