import { useTranslation } from 'react-i18next';
import type { ReplyRow } from '../../../src/contract/discussions.ts';
import { EntryBody } from './entry-body.tsx';

const IDS = { content: 'reply-content', reply: 'reply-to-reply', delete: 'reply-delete' };

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
      <EntryBody
        entry={reply}
        reply
        ids={IDS}
        deleteTitle={t('comments.deleteReplyTitle')}
        onReply={mayReply ? onReply : undefined}
        onDelete={onDelete}
      />
    </li>
  );
}
