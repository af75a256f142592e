import { useTranslation } from 'react-i18next';
import type { ReplyRow } from '../../../src/contract/discussions.ts';
import { ConfirmDialog } from '../confirm-dialog.tsx';
import { Markdown } from '../markdown.tsx';
import { Button } from '../ui/button.tsx';
import { AuthorLine } from './author-line.tsx';

/** One reply under a comment: its author, whom it answers, the text, and reply / delete. */
export function ReplyItem({
  reply,
  mayReply,
  onReply,
  onDelete,
}: {
  reply: ReplyRow;
  mayReply: boolean;
  onReply: () => void;
  onDelete: () => Promise<unknown>;
}) {
  const { t } = useTranslation();
  return (
    <li className="flex flex-col gap-1 py-2" data-testid="reply-item">
      <AuthorLine
        small
        name={reply.fromName}
        avatar={reply.fromAvatar}
        role={reply.fromRole}
        titleName={reply.fromTitleName}
        titleColor={reply.fromTitleColor}
        when={reply.gmtCreate}
        toName={reply.toName}
      />
      <Markdown source={reply.content} className="pl-8 text-sm" testId="reply-content" />
      <div className="flex gap-1 pl-6">
        {mayReply && (
          <Button variant="ghost" size="sm" className="h-7" onClick={onReply} data-testid="reply-to-reply">
            {t('comments.reply')}
          </Button>
        )}
        {reply.canDelete && (
          <ConfirmDialog
            title={t('comments.deleteReplyTitle')}
            confirmLabel={t('comments.delete')}
            onConfirm={onDelete}
            trigger={(open) => (
              <Button
                variant="ghost"
                size="sm"
                className="h-7 text-destructive"
                onClick={open}
                data-testid="reply-delete"
              >
                {t('comments.delete')}
              </Button>
            )}
          />
        )}
      </div>
    </li>
  );
}
