import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { discussions } from '../../db/schema/index.ts';
import { firstBrokenDiscussionRule, type DiscussionIssue } from '../../contract/discussion-form-rules.ts';
import type { DiscussionFormParsed } from '../../contract/discussions.ts';
import { Errors, type AppError } from '../errors.ts';
import type { Actor } from '../access/actor.ts';
import { findViewable } from '../problems/public-queries.ts';
import { assertCategory } from './categories.ts';
import { assertMayPost, canDeleteDiscussion, canEditDiscussion, canPin } from './policy.ts';
import { deleteDiscussions } from './moderation.ts';
import { findDiscussionAt, type StoredDiscussion } from './store.ts';

/** Posting, editing and deleting discussions: the doc 2 §5 rules in order, then one write. */

const ISSUE_ERRORS: Record<DiscussionIssue['field'], { required: () => AppError; tooLong: (max: number) => AppError }> =
  {
    title: { required: Errors.DiscussionTitleRequired, tooLong: Errors.DiscussionTitleTooLong },
    description: { required: Errors.DiscussionDescriptionRequired, tooLong: Errors.DiscussionDescriptionTooLong },
    category: { required: Errors.DiscussionCategoryRequired, tooLong: Errors.DiscussionCategoryRequired },
    content: { required: Errors.DiscussionContentRequired, tooLong: Errors.DiscussionContentTooLong },
  };

function checkForm(db: Db, form: DiscussionFormParsed): void {
  const issue = firstBrokenDiscussionRule(form);
  if (issue)
    throw issue.kind === 'required'
      ? ISSUE_ERRORS[issue.field].required()
      : ISSUE_ERRORS[issue.field].tooLong(issue.max);
  assertCategory(db, form.categoryId!);
}

/** A problem discussion's title starts with the problem id in square brackets. */
function titled(title: string, pid: string | null): string {
  const t = title.trim();
  return pid && !t.startsWith(`[${pid}]`) ? `[${pid}] ${t}`.slice(0, 255) : t;
}

/** A new discussion of the site, or of group `gid` (the route has checked the actor is a member). */
export function createDiscussion(
  db: Db,
  actor: Actor,
  form: DiscussionFormParsed,
  gid: number | null = null,
): StoredDiscussion {
  checkForm(db, form);
  const pid = form.pid ? findViewable(db, actor, { problemId: form.pid }).problemId : null;
  return db.transaction(
    (tx) => {
      const t = tx as unknown as Db;
      assertMayPost(t, actor);
      const now = new Date();
      return tx
        .insert(discussions)
        .values({
          categoryId: form.categoryId!,
          title: titled(form.title, pid),
          description: form.description.trim(),
          content: form.content,
          pid,
          uid: actor.uid,
          author: actor.username,
          gid,
          topPriority: canPin(actor) && form.topPriority === true,
          createdAt: now,
          updatedAt: now,
        })
        .returning()
        .get();
    },
    { behavior: 'immediate' },
  );
}

/** Editing: `gid` names where the caller expects the discussion (null: the site's). */
export function updateDiscussion(
  db: Db,
  actor: Actor,
  form: DiscussionFormParsed,
  gid: number | null = null,
): StoredDiscussion {
  const { d, home } = findDiscussionAt(db, actor, form.id!);
  if (d.gid !== gid) throw Errors.DiscussionNotFound();
  if (!canEditDiscussion(actor, d, home.groupAdmin)) throw Errors.DiscussionEditForbidden();
  checkForm(db, form);
  return db
    .update(discussions)
    .set({
      categoryId: form.categoryId!,
      title: titled(form.title, d.pid),
      description: form.description.trim(),
      content: form.content,
      topPriority: canPin(actor) && form.topPriority !== undefined ? form.topPriority : d.topPriority,
      updatedAt: new Date(),
    })
    .where(eq(discussions.id, d.id))
    .returning()
    .get()!;
}

/** Deleting removes the discussion with its comments, replies, likes and reports; `from` says where the caller expects it. */
export function deleteDiscussion(db: Db, actor: Actor, did: number, from: 'site' | 'group'): void {
  const { d, home } = findDiscussionAt(db, actor, did);
  if ((d.gid === null) !== (from === 'site')) throw Errors.DiscussionNotFound();
  if (!canDeleteDiscussion(actor, d, home.groupAdmin)) throw Errors.DiscussionDeleteForbidden();
  deleteDiscussions(db, [d.id]);
}

/** A view of the detail page. */
export function countView(db: Db, did: number): void {
  db.update(discussions)
    .set({ viewNum: sql`${discussions.viewNum} + 1` })
    .where(eq(discussions.id, did))
    .run();
}
