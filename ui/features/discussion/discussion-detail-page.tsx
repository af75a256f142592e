import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useRoute } from 'wouter';
import type { DiscussionDetail } from '../../../src/contract/discussions.ts';
import { discussionEndpoints as E } from '../../../src/contract/endpoints/discussions.ts';
import { Comments } from '../../components/comments/comments.tsx';
import { Markdown } from '../../components/markdown.tsx';
import { Button } from '../../components/ui/button.tsx';
import { endpointKey, queryClient } from '../../lib/query/client.ts';
import { failureText, useEndpoint } from '../../lib/query/use-endpoint.ts';
import { DetailActions } from './detail-actions.tsx';
import { DetailHeader } from './detail-header.tsx';
import { DiscussionDialog } from './discussion-dialog.tsx';
import { ReportDialog } from './report-dialog.tsx';
import { discussionBase } from './scope.ts';
import { useCategories } from './use-categories.ts';

/**
 * /discussion-detail/{id} (or a group's /group/{gid}/discussion-detail/{id}): the post, like,
 * report, edit (category locked) and delete, then its comments.
 */
export function DiscussionDetailPage({ groupId }: { groupId?: number } = {}) {
  const { t } = useTranslation();
  const gid = groupId ?? null;
  const base = discussionBase(gid);
  const [, params] = useRoute<{ id: string }>(`${gid ? '/group/:groupID' : ''}/discussion-detail/:id`);
  const did = Number(params?.id ?? 0);
  const [, navigate] = useLocation();
  const categories = useCategories();
  const [editing, setEditing] = useState(false);
  const [reporting, setReporting] = useState(false);
  // Reading it counts a view; a like, a pin, an edit or a new comment changes the answer in place.
  const read = useEndpoint(E.detail, { did }, { quiet: true });
  const detail = read.data ?? null;
  const error = failureText(read.error);
  const setDetail = useCallback(
    (d: DiscussionDetail) => queryClient.setQueryData(endpointKey(E.detail, { did }), d),
    [did],
  );
  const onCount = useCallback(
    (n: number) =>
      queryClient.setQueryData<DiscussionDetail>(
        endpointKey(E.detail, { did }),
        (d) => d && (d.commentNum === n ? d : { ...d, commentNum: n }),
      ),
    [did],
  );

  if (error) {
    return (
      <div className="flex flex-col items-center gap-4 py-20 text-center" data-testid="discussion-error">
        <p className="text-lg">{error}</p>
        <Button asChild variant="outline">
          <Link href={`${base}/discussion`}>{t('discussion.detail.back')}</Link>
        </Button>
      </div>
    );
  }
  if (!detail) return <p className="py-20 text-center text-muted-foreground">{t('discussion.detail.loading')}</p>;
  return (
    <div className="flex flex-col gap-6" data-testid="discussion-detail">
      <article className="flex flex-col gap-4 rounded-lg border p-4 sm:p-6">
        <DetailHeader detail={detail} gid={gid} />
        <Markdown source={detail.content} testId="discussion-content" className="break-words" />
        <DetailActions
          detail={detail}
          onChange={setDetail}
          onEdit={() => setEditing(true)}
          onReport={() => setReporting(true)}
          onDeleted={() =>
            navigate(detail.pid ? `${base}/discussion/${encodeURIComponent(detail.pid)}` : `${base}/discussion`, {
              replace: true,
            })
          }
        />
      </article>
      <Comments target={{ did }} onCount={onCount} />
      {detail.canEdit && (
        <DiscussionDialog
          open={editing}
          onOpenChange={setEditing}
          mode={{ kind: 'edit', detail }}
          categories={categories}
          gid={gid}
          onSaved={(d) => setDetail({ ...detail, ...d })}
        />
      )}
      <ReportDialog did={did} open={reporting} onOpenChange={setReporting} />
    </div>
  );
}
