import { contestRule } from '../../contract/contest-rules.ts';
import type { Db } from '../../db/client.ts';
import type { Page } from '../../contract/envelope.ts';
import { Role } from '../../contract/roles.ts';
import { buildAcmBoard } from '../../contract/scoreboard/acm-board.ts';
import type { AcmRow, BoardInput, BoardSettings, BoardUser, OiRow } from '../../contract/scoreboard/board-rows.ts';
import type { BoardView } from '../../contract/scoreboard/cell.ts';
import { buildOiBoard } from '../../contract/scoreboard/oi-board.ts';
import type { BoardAnswer } from '../../contract/scoreboard/board-answer.ts';
import { pageBoard } from '../../contract/scoreboard/page-board.ts';
import { maySeePersonal, withoutPersonal } from '../../contract/scoreboard/personal.ts';
import { boardView } from '../../contract/scoreboard/timeliness.ts';
import type { Viewer } from '../access/actor.ts';
import { sealOf, type Seal } from '../access/seal.ts';
import { contestVersion } from '../events/hub.ts';
import { hasAccess, isContestAdmin } from '../access/contest-policy.ts';
import { contestProblemLinks } from './problems.ts';
import { awardsOf, starUsernamesOf } from './store.ts';
import { isRegistered, type ContestRow } from '../access/contest-standing.ts';

/**
 * A contest's scoreboard: a read of the maintained cells of the view the request gets, ranked by
 * the pure rules of src/contract/scoreboard. Whole boards are kept per contest, view and star
 * choice until a cell of the contest changes; a page is cut from the kept board per request.
 */

export interface BoardRequest {
  currentPage: number;
  limit: number;
  forceRefresh: boolean;
  removeStar: boolean;
  keyword: string;
  containsEnd: boolean;
  concernedList: string[];
}

type Row = AcmRow | OiRow;
const kept = new Map<string, { version: number; rows: Row[] }>();
const KEPT_MAX = 64;

function settingsOf(c: ContestRow): BoardSettings {
  return {
    type: contestRule(c.type).type,
    startTime: c.startTime.getTime(),
    rankShowName: c.rankShowName,
    starUsernames: starUsernamesOf(c),
    awardType: c.awardType === 1 ? 1 : c.awardType === 2 ? 2 : 0,
    awards: awardsOf(c),
  };
}

type CellColumns = [
  uid: string,
  pid: number,
  ac: number,
  acTime: number | null,
  errorNum: number,
  tries: number,
  frozenTries: number,
  score: number,
  acRunTime: number | null,
  afterEnd: number,
];

/**
 * The board's input in two plain reads (the hot part of a cold board): the view's cells, in key
 * order, of the problems linked to the contest, and the users who have them.
 */
export function boardInput(db: Db, c: ContestRow, view: BoardView): BoardInput {
  const displayIds = new Map(contestProblemLinks(db, c.id).map((l) => [l.pid, l.displayId]));
  const rows = db.$client
    .query(`select uid, pid, ac, ac_time, error_num, tries, frozen_tries, score, ac_run_time, after_end
    from contest_cells where cid = ? and view = ? order by uid, pid`)
    .values(c.id, view) as CellColumns[];
  const people = db.$client
    .query(`select uid, username, realname, nickname, school, gender, avatar, role from users
    where uid in (select distinct uid from contest_cells where cid = ? and view = ?)`)
    .all(c.id, view) as (BoardUser & { role: number })[];
  const left = new Set(people.filter((p) => p.role === Role.ROOT || p.uid === c.authorUid).map((p) => p.uid));
  const users: BoardUser[] = [];
  for (const { role: _r, avatar, ...p } of people) if (!left.has(p.uid)) users.push({ ...p, avatar: avatar || null });
  const cells: BoardInput['cells'] = [];
  for (const [uid, pid, ac, acTime, errorNum, tries, frozenTries, score, acRunTime, afterEnd] of rows) {
    const displayId = displayIds.get(pid);
    if (displayId === undefined || left.has(uid)) continue;
    cells.push({
      uid,
      displayId,
      cell: { ac: ac === 1, acTime, errorNum, tries, frozenTries, score, acRunTime, afterEnd: afterEnd === 1 },
    });
  }
  return { users, cells };
}

/** The whole ranked board of a view: the contest's creator and the super admins are left out. */
export function fullBoard(db: Db, c: ContestRow, view: BoardView, removeStar: boolean): Row[] {
  const key = `${c.id}:${view}:${removeStar}:${c.updatedAt.getTime()}`;
  const version = contestVersion(c.id);
  const hit = kept.get(key);
  if (hit && hit.version === version) return hit.rows;
  const input = boardInput(db, c, view);
  const rows: Row[] =
    contestRule(c.type).scoring === 'oi'
      ? buildOiBoard(input, settingsOf(c), { removeStar })
      : buildAcmBoard(input, settingsOf(c), { removeStar });
  if (kept.size >= KEPT_MAX) kept.delete(kept.keys().next().value!);
  kept.set(key, { version, rows });
  return rows;
}

/** The view a viewer's request gets (API-NEXT 9.3): only a contest admin's force refresh is heard. */
export function viewFor(
  viewer: Viewer,
  c: ContestRow,
  req: Pick<BoardRequest, 'forceRefresh' | 'containsEnd'>,
  seal: Seal,
): BoardView {
  return boardView(seal.settings, seal.now, {
    isContestAdmin: isContestAdmin(viewer, c),
    forceRefresh: req.forceRefresh,
    containsEnd: req.containsEnd,
    allowEndSubmit: c.allowEndSubmit,
  });
}

/** A participant: registered (with access), or on the board by a submission (a public contest needs no registration). */
function takesPart(db: Db, viewer: Viewer, c: ContestRow): boolean {
  if (viewer === null) return false;
  if (hasAccess({ viewer, registered: isRegistered(db, c.id, viewer.uid) }, c)) return true;
  return (
    db.$client.query('select 1 from contest_cells where cid = ? and uid = ? limit 1').get(c.id, viewer.uid) !== null
  );
}

/** Whether a viewer may read the real names, schools and genders of a contest's boards (scoreboard/personal.ts). */
export function viewerSeesPersonal(db: Db, viewer: Viewer, c: ContestRow): boolean {
  const contestAdmin = isContestAdmin(viewer, c);
  return maySeePersonal(
    { contestAdmin, participant: !contestAdmin && c.rankShowName === 'realname' && takesPart(db, viewer, c) },
    c.rankShowName,
  );
}

/** The board without real names, schools and genders, kept beside the whole one. */
function publicBoard(db: Db, c: ContestRow, view: BoardView, removeStar: boolean): Row[] {
  const rows = fullBoard(db, c, view, removeStar);
  const hit = withoutPersonalKept.get(rows);
  if (hit) return hit;
  const stripped = rows.map((r) => withoutPersonal(r));
  withoutPersonalKept.set(rows, stripped);
  return stripped;
}
const withoutPersonalKept = new WeakMap<Row[], Row[]>();

/** The whole board of a view as the viewer may see it (the page and the download read it). */
export function boardFor(db: Db, viewer: Viewer, c: ContestRow, view: BoardView, removeStar: boolean): Row[] {
  return viewerSeesPersonal(db, viewer, c) ? fullBoard(db, c, view, removeStar) : publicBoard(db, c, view, removeStar);
}

/**
 * One page of the board as the viewer sees it. Real names, schools and genders are taken out
 * before the keyword is matched, so a keyword cannot probe them either.
 */
export function contestBoardPage(db: Db, viewer: Viewer, c: ContestRow, req: BoardRequest, now: number): BoardAnswer {
  const seal = sealOf(db, c, now);
  const view = viewFor(viewer, c, req, seal);
  const page: Page<Row> = pageBoard(boardFor(db, viewer, c, view, req.removeStar), {
    viewerUid: viewer?.uid ?? null,
    concerned: req.concernedList,
    keyword: req.keyword,
    rankShowName: c.rankShowName,
    current: req.currentPage,
    limit: req.limit,
  });
  return { ...page, sealed: view === 'sealed', unsealAt: seal.unsealAt, autoRealRank: seal.settings.autoRealRank };
}
