import { useAtomValue } from 'jotai';
import { FlagIcon, PencilIcon, PinIcon, ThumbsUpIcon, Trash2Icon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import type { DiscussionDetail } from '../../../src/contract/discussions.ts';
import { ConfirmDialog } from '../../components/confirm-dialog.tsx';
import { Button } from '../../components/ui/button.tsx';
import { cn } from '../../lib/cn.ts';
import { openLoginModal } from '../../lib/login-modal.ts';
import { userAtom } from '../../lib/session.ts';
import { discussionApi } from './api.ts';

/** Like (with its count), report, and the edit, top switch and delete the server allows this viewer. */
export function DetailActions({
  detail: d,
  onChange,
  onEdit,
  onReport,
  onDeleted,
}: {
  detail: DiscussionDetail;
  onChange: (d: DiscussionDetail) => void;
  onEdit: () => void;
  onReport: () => void;
  onDeleted: () => void;
}) {
  const { t } = useTranslation();
  const user = useAtomValue(userAtom);
  const needLogin = (then: () => void) => () => {
    if (user) return then();
    toast.warning(t('guard.loginFirst'));
    openLoginModal('login');
  };
  const like = async () => {
    const r = await discussionApi.like(d.id, !d.hasLike);
    onChange({ ...d, ...r });
    toast.success(t(r.hasLike ? 'discussion.detail.likeDone' : 'discussion.detail.unlikeDone'));
  };
  const pin = async () => {
    await discussionApi.pin(d.id, !d.topPriority);
    onChange({ ...d, topPriority: !d.topPriority });
    toast.success(t('common.updated'));
  };
  const remove = async () => {
    await discussionApi.remove(d.id, d.gid);
    toast.success(t('discussion.detail.deleted'));
    onDeleted();
  };
  return (
    <div className="flex flex-wrap gap-2">
      <Button
        variant={d.hasLike ? 'default' : 'outline'}
        size="sm"
        aria-pressed={d.hasLike}
        onClick={needLogin(() => void like().catch(() => {}))}
        data-testid="discussion-like"
      >
        <ThumbsUpIcon className={cn(d.hasLike && 'fill-current')} />{' '}
        {d.hasLike ? t('discussion.detail.liked') : t('discussion.detail.like')} {d.likeNum}
      </Button>
      <Button variant="outline" size="sm" onClick={needLogin(onReport)} data-testid="discussion-report">
        <FlagIcon /> {t('discussion.detail.report')}
      </Button>
      {d.canEdit && (
        <Button variant="outline" size="sm" onClick={onEdit} data-testid="discussion-edit">
          <PencilIcon /> {t('discussion.detail.edit')}
        </Button>
      )}
      {d.canPin && (
        <Button
          variant="outline"
          size="sm"
          aria-pressed={d.topPriority}
          onClick={() => void pin().catch(() => {})}
          data-testid="discussion-pin"
        >
          <PinIcon /> {d.topPriority ? t('discussion.detail.unpin') : t('discussion.detail.pin')}
        </Button>
      )}
      {d.canDelete && (
        <ConfirmDialog
          title={t('discussion.detail.deleteTitle')}
          description={t('discussion.detail.deleteText')}
          confirmLabel={t('discussion.detail.delete')}
          onConfirm={remove}
          testId="discussion-delete-dialog"
          trigger={(open) => (
            <Button
              variant="outline"
              size="sm"
              className="text-destructive"
              onClick={open}
              data-testid="discussion-delete"
            >
              <Trash2Icon /> {t('discussion.detail.delete')}
            </Button>
          )}
        />
      )}
    </div>
  );
}
