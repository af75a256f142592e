import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { replies } from '../../db/schema/index.ts';
import type { ReplyRow } from '../../contract/discussions.ts';
import type { Viewer } from '../access/actor.ts';
import { authorsOf } from '../messages/authors.ts';
import type { Place } from './place.ts';

/** A comment's replies, oldest first (`max`: only the first ones, as a comment row carries them). */
export function repliesOf(db: Db, viewer: Viewer, place: Place, commentId: number, max?: number): ReplyRow[] {
  const query = db.select().from(replies).where(eq(replies.commentId, commentId)).orderBy(asc(replies.id));
  const rows = max === undefined ? query.all() : query.limit(max).all();
  const people = authorsOf(
    db,
    rows.flatMap((r) => [r.fromUid, r.toUid]),
  );
  return rows.map((r) => {
    const from = people(r.fromUid);
    return {
      id: r.id,
      commentId: r.commentId,
      fromUid: r.fromUid,
      fromName: from.username,
      fromAvatar: from.avatar,
      fromRole: from.role,
      fromTitleName: from.titleName,
      fromTitleColor: from.titleColor,
      toUid: r.toUid,
      toName: r.toUid ? people(r.toUid).username : null,
      content: r.content,
      gmtCreate: r.createdAt.toISOString(),
      canDelete: viewer !== null && (viewer.uid === r.fromUid || place.admin),
    };
  });
}
