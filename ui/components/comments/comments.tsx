import { useAtomValue } from 'jotai';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CommentRow } from '../../../src/contract/discussions.ts';
import type { Page } from '../../../src/contract/envelope.ts';
import { can } from '../../../src/contract/roles.ts';
import { isApiError } from '../../lib/api-error.ts';
import { openLoginModal } from '../../lib/login-modal.ts';
import { userAtom } from '../../lib/session.ts';
import { Pager } from '../pager.tsx';
import { Button } from '../ui/button.tsx';
import { CommentBox } from './comment-box.tsx';
import { COMMENT_PAGE_SIZE, type CommentTarget, commentsApi } from './comments-api.ts';
import { CommentItem } from './comment-item.tsx';
import { FailureLine } from '../failure-line.tsx';

/**
 * The one comments area: under a discussion (`{did}`) and in a contest's Comment tab (`{cid}`).
 * Comments ten a page, newest first, each with its replies; what the viewer may do comes from the server.
 */
export function Comments({
  target,
  note,
  onCount,
}: {
  target: CommentTarget;
  note?: string;
  onCount?: (n: number) => void;
}) {
  const { t } = useTranslation();
  const user = useAtomValue(userAtom);
  const [current, setCurrent] = useState(1);
  const [page, setPage] = useState<Page<CommentRow> | null>(null);
  const [error, setError] = useState('');
  const key = JSON.stringify(target);

  const load = useCallback(() => {
    commentsApi.list(JSON.parse(key) as CommentTarget, current).then(
      (p) => {
        setPage(p);
        setError('');
        onCount?.(p.total);
      },
      (e) => setError(isApiError(e) ? e.message : t('http.serverError')),
    );
  }, [key, current, t, onCount]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: another signed-in user reads the list again (their likes differ)
  useEffect(load, [load, user]);

  const mayWrite = !!user && can.comment(user.role);
  const send = async (content: string) => {
    await commentsApi.add(JSON.parse(key) as CommentTarget, content);
    if (current === 1) load();
    else setCurrent(1);
  };
  const replace = (c: CommentRow) =>
    setPage((p) => p && { ...p, records: p.records.map((r) => (r.id === c.id ? c : r)) });

  return (
    <section className="flex flex-col gap-3" data-testid="comments">
      <h2 className="text-lg font-semibold">
        {t('comments.heading')}{' '}
        <span className="text-sm font-normal text-muted-foreground">
          {t('comments.count', { count: page?.total ?? 0 })}
        </span>
      </h2>
      {note && (
        <p className="text-sm text-muted-foreground" data-testid="comments-note">
          {note}
        </p>
      )}
      {!user ? (
        <Button variant="outline" className="self-start" onClick={() => openLoginModal('login')}>
          {t('comments.loginToComment')}
        </Button>
      ) : mayWrite ? (
        <CommentBox testId="comment-box" placeholder={t('comments.placeholder')} onSend={send} />
      ) : (
        <p className="text-sm text-muted-foreground">{t('comments.muted')}</p>
      )}
      <FailureLine error={error} />
      {page && page.records.length === 0 && (
        <p className="py-6 text-center text-sm text-muted-foreground">{t('comments.empty')}</p>
      )}
      <ul data-testid="comment-list">
        {page?.records.map((c) => (
          <CommentItem key={c.id} comment={c} mayWrite={mayWrite} onChanged={replace} onDeleted={load} />
        ))}
      </ul>
      {(page?.total ?? 0) > COMMENT_PAGE_SIZE && (
        <Pager
          className="justify-end"
          total={page?.total ?? 0}
          pageSize={COMMENT_PAGE_SIZE}
          pageSizes={[COMMENT_PAGE_SIZE]}
          current={current}
          onPageChange={setCurrent}
        />
      )}
    </section>
  );
}
