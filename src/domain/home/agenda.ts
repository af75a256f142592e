import type { Db } from '../../db/client.ts';
import { AGENDA_CONTEST_AHEAD_MS, AGENDA_HOMEWORK_AHEAD_MS, type Agenda } from '../../contract/home.ts';
import { MemberLevel } from '../../contract/groups.ts';
import type { Actor } from '../access/actor.ts';

/**
 * The signed-in user's agenda (contract/home.ts): what a student should not miss, with links made
 * by the page. Contests: registered, not deleted, running for them (their extra time counts) or
 * starting within a day. Homework: visible trainings with a due date in a group where they are a
 * member (not an admin: teachers set homework, they do not do it), open already, due within a week,
 * of groups neither banned nor disbanded.
 */

const CONTESTS = `select c.id as cid, c.title, c.type, c.exam_mode as examMode, c.start_time as startTime,
    c.end_time + coalesce(x.minutes, 0) * 60000 as myEndTime
  from contest_registrations r join contests c on c.id = r.cid
  left join contest_extra_time x on x.cid = r.cid and x.uid = r.uid
  where r.uid = ? and c.deleted_at is null and c.start_time <= ? and c.end_time + coalesce(x.minutes, 0) * 60000 > ?
  order by c.start_time, c.id limit 10`;

const HOMEWORK = `select t.id as tid, g.id as gid, g.name as groupName, t.title, t.due_at as dueAt,
    (select count(*) from training_problems p where p.tid = t.id) as problemCount,
    coalesce((select m.ac from training_members m where m.tid = t.id and m.uid = ?), 0) as acCount
  from group_members gm join groups g on g.id = gm.gid join trainings t on t.gid = g.id
  where gm.uid = ? and gm.auth = ${MemberLevel.MEMBER} and g.deleted_at is null and g.status = 0
    and t.deleted_at is null and t.visible = 1 and (t.open_from is null or t.open_from <= ?)
    and t.due_at is not null and t.due_at > ? and t.due_at <= ?
  order by t.due_at, t.id limit 20`;

export function agendaOf(db: Db, actor: Actor, now = Date.now()): Agenda {
  const contests = (
    db.$client.query(CONTESTS).all(actor.uid, now + AGENDA_CONTEST_AHEAD_MS, now) as {
      cid: number;
      title: string;
      type: number;
      examMode: number;
      startTime: number;
      myEndTime: number;
    }[]
  ).map((c) => ({ ...c, examMode: c.examMode === 1, running: c.startTime <= now }));
  const homework = db.$client
    .query(HOMEWORK)
    .all(actor.uid, actor.uid, now, now, now + AGENDA_HOMEWORK_AHEAD_MS) as Agenda['homework'];
  return { contests, homework };
}
