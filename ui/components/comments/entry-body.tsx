import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { CommentRow, ReplyRow } from '../../../src/contract/discussions.ts';
import { ConfirmDialog } from '../confirm-dialog.tsx';
import { Markdown } from '../markdown.tsx';
import { Button } from '../ui/button.tsx';
import { AuthorLine } from './author-line.tsx';

/** The test ids of an entry's parts. */
export interface EntryTestIds {
  content: string;
  reply: string;
  delete: string;
  deleteDialog?: string;
}

/**
 * What a comment and a reply show alike: the author line (whom a reply answers), the text, and the
 * row of actions — `actions` first (a like), then reply when allowed and delete when the server says so.
 */
export function EntryBody({
  entry,
  reply,
  ids,
  deleteTitle,
  onReply,
  onDelete,
  actions,
}: {
  entry: CommentRow | ReplyRow;
  /** A reply is drawn smaller and names whom it answers. */
  reply?: boolean;
  ids: EntryTestIds;
  deleteTitle: string;
  /** Absent where the viewer may not reply. */
  onReply?: () => void;
  onDelete: () => Promise<unknown>;
  actions?: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <>
      <AuthorLine
        small={reply}
        name={entry.fromName}
        avatar={entry.fromAvatar}
        role={entry.fromRole}
        titleName={entry.fromTitleName}
        titleColor={entry.fromTitleColor}
        when={entry.gmtCreate}
        toName={'toName' in entry ? entry.toName : undefined}
      />
      <Markdown source={entry.content} className={reply ? 'pl-8 text-sm' : 'pl-10'} testId={ids.content} />
      <div className={reply ? 'flex gap-1 pl-6' : 'flex flex-wrap gap-1 pl-8'}>
        {actions}
        {onReply && (
          <Button variant="ghost" size="sm" className="h-7" onClick={onReply} data-testid={ids.reply}>
            {t('comments.reply')}
          </Button>
        )}
        {entry.canDelete && (
          <ConfirmDialog
            title={deleteTitle}
            confirmLabel={t('comments.delete')}
            onConfirm={onDelete}
            testId={ids.deleteDialog}
            trigger={(open) => (
              <Button
                variant="ghost"
                size="sm"
                className="h-7 text-destructive"
                onClick={open}
                data-testid={ids.delete}
              >
                {t('comments.delete')}
              </Button>
            )}
          />
        )}
      </div>
    </>
  );
}
