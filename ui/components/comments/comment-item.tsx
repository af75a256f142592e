import { ThumbsUpIcon } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import type { CommentRow, ReplyRow } from '../../../src/contract/discussions.ts';
import { cn } from '../../lib/cn.ts';
import { Button } from '../ui/button.tsx';
import { CommentBox } from './comment-box.tsx';
import { commentsApi } from './comments-api.ts';
import { EntryBody } from './entry-body.tsx';
import { ReplyItem } from './reply-item.tsx';

/** Whom the open reply box answers: the comment itself, or one of its replies. */
type ReplyTarget = { replyTo?: number; name: string } | null;
const IDS = {
  content: 'comment-content',
  reply: 'comment-reply',
  delete: 'comment-delete',
  deleteDialog: 'comment-delete-dialog',
};

/** One comment: author, text, like, reply (hidden when the server says no), delete, and its replies. */
export function CommentItem({
  comment,
  mayWrite,
  onDeleted,
  onChanged,
}: {
  comment: CommentRow;
  mayWrite: boolean;
  onDeleted: () => void;
  onChanged: (c: CommentRow) => void;
}) {
  const { t } = useTranslation();
  const [target, setTarget] = useState<ReplyTarget>(null);
  const [all, setAll] = useState<ReplyRow[] | null>(null);
  const replies = all ?? comment.replyList;
  const mayReply = mayWrite && comment.canReply;

  const like = async () => {
    const r = await commentsApi.like(comment.id, !comment.hasLike);
    onChanged({ ...comment, ...r });
    toast.success(t(r.hasLike ? 'discussion.detail.likeDone' : 'discussion.detail.unlikeDone'));
  };
  const reloadReplies = async () => setAll(await commentsApi.replies(comment.id));
  const sendReply = async (content: string) => {
    await commentsApi.reply(comment.id, content, target?.replyTo);
    setTarget(null);
    await reloadReplies();
    onChanged({ ...comment, totalReplyNum: comment.totalReplyNum + 1 });
  };
  const removeReply = async (id: number) => {
    await commentsApi.removeReply(id);
    toast.success(t('comments.deleted'));
    await reloadReplies();
    onChanged({ ...comment, totalReplyNum: Math.max(0, comment.totalReplyNum - 1) });
  };
  const remove = async () => {
    await commentsApi.remove(comment.id);
    toast.success(t('comments.deleted'));
    onDeleted();
  };

  return (
    <li
      className="flex flex-col gap-1 border-b py-3 last:border-b-0"
      data-testid="comment-item"
      data-comment-id={comment.id}
    >
      <EntryBody
        entry={comment}
        ids={IDS}
        deleteTitle={t('comments.deleteTitle')}
        onReply={mayReply ? () => setTarget({ name: comment.fromName }) : undefined}
        onDelete={remove}
        actions={
          <Button
            variant="ghost"
            size="sm"
            className={cn('h-7', comment.hasLike && 'text-sky-700')}
            disabled={!mayWrite}
            onClick={() => void like().catch(() => {})}
            aria-pressed={comment.hasLike}
            data-testid="comment-like"
          >
            <ThumbsUpIcon className={cn(comment.hasLike && 'fill-current')} /> {comment.likeNum}
          </Button>
        }
      />
      {(replies.length > 0 || target) && (
        <div className="ml-10 rounded-md bg-muted/40 px-3">
          <ul className="divide-y">
            {replies.map((r) => (
              <ReplyItem
                key={r.id}
                reply={r}
                mayReply={mayReply}
                onReply={() => setTarget({ replyTo: r.id, name: r.fromName })}
                onDelete={() => removeReply(r.id)}
              />
            ))}
          </ul>
          {!all && comment.totalReplyNum > replies.length && (
            <Button variant="link" size="sm" className="px-0" onClick={() => void reloadReplies().catch(() => {})}>
              {t('comments.moreReplies', { count: comment.totalReplyNum })}
            </Button>
          )}
          {target && (
            <div className="py-2">
              <CommentBox
                key={`${target.replyTo ?? 0}`}
                autoFocus
                testId="reply-box"
                placeholder={t('comments.replyPlaceholder', { name: target.name })}
                onSend={sendReply}
                onCancel={() => setTarget(null)}
              />
            </div>
          )}
        </div>
      )}
    </li>
  );
}
