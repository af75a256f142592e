import { Hono } from 'hono';
import { printIdQuerySchema } from '../../contract/contest-ops.ts';
import { contestOpsEndpoints as E } from '../../contract/endpoints/contest-ops.ts';
import { acInfoList, setAcChecked } from '../../domain/contests/ac-info.ts';
import { assertScrollBoardOpen, scrollBoardInfo, scrollBoardSubmissions } from '../../domain/contests/scroll-board.ts';
import { managedContest } from '../../domain/contests/admin-save.ts';
import {
  addAnnouncement,
  announcementContest,
  deleteAnnouncement,
  listAnnouncements,
  unreadAnnouncements,
  updateAnnouncement,
} from '../../domain/contests/announcements.ts';
import { contestFor } from '../../domain/contests/participation.ts';
import { assertCanSeeInside, assertCanSubmit, assertContestAdmin } from '../../domain/access/contest-policy.ts';
import { findPrint, listPrints, markPrinted, submitPrint } from '../../domain/contests/print.ts';
import { mount } from '../endpoint.ts';
import type { AppEnv } from '../env.ts';
import { currentUser, requireLogin } from '../middleware/auth.ts';
import { clientIp } from '../middleware/client-ip.ts';
import { validate } from '../validate.ts';

/** What runs beside a contest: announcements, print requests and the AC helper (src/contract/endpoints/contest-ops.ts). */
export const contestOpsRoutes = new Hono<AppEnv>();
mount(contestOpsRoutes, E.announcements, ({ cid, currentPage, limit }, c) => {
  const { contest, participant } = contestFor(c.var.deps.db, c.var.user, cid);
  assertCanSeeInside(participant, contest, Date.now());
  return listAnnouncements(c.var.deps.db, cid, currentPage, limit);
});
mount(contestOpsRoutes, E.unreadAnnouncements, ({ cid, readAnnouncementList }, c) => {
  const { contest, participant } = contestFor(c.var.deps.db, c.var.user, cid);
  assertCanSeeInside(participant, contest, Date.now());
  return unreadAnnouncements(c.var.deps.db, cid, readAnnouncementList);
});
mount(contestOpsRoutes, E.adminAnnouncements, ({ cid, currentPage, limit }, c) => {
  managedContest(c.var.deps.db, currentUser(c), cid);
  return listAnnouncements(c.var.deps.db, cid, currentPage, limit);
});
mount(contestOpsRoutes, E.addAnnouncement, ({ cid, announcement }, c) => {
  managedContest(c.var.deps.db, currentUser(c), cid);
  return addAnnouncement(c.var.deps.db, currentUser(c), cid, announcement);
});
mount(contestOpsRoutes, E.updateAnnouncement, ({ cid, announcement }, c) => {
  managedContest(c.var.deps.db, currentUser(c), cid);
  return updateAnnouncement(c.var.deps.db, cid, announcement);
});
mount(contestOpsRoutes, E.deleteAnnouncement, ({ aid }, c) => {
  managedContest(c.var.deps.db, currentUser(c), announcementContest(c.var.deps.db, aid));
  deleteAnnouncement(c.var.deps.db, aid);
  return null;
});
mount(contestOpsRoutes, E.print, ({ cid, content }, c) => {
  const actor = currentUser(c);
  const { contest, participant } = contestFor(c.var.deps.db, actor, cid);
  assertCanSubmit(actor, participant.registered, contest, Date.now());
  return submitPrint(c.var.deps.db, actor, contest, content, clientIp(c));
});
mount(contestOpsRoutes, E.prints, ({ cid, currentPage, limit }, c) => {
  const { contest } = contestFor(c.var.deps.db, c.var.user, cid);
  assertContestAdmin(c.var.user, contest);
  return listPrints(c.var.deps.db, cid, currentPage, limit);
});
mount(contestOpsRoutes, E.markPrinted, ({ id, cid }, c) => {
  const { contest } = contestFor(c.var.deps.db, c.var.user, cid);
  assertContestAdmin(c.var.user, contest);
  markPrinted(c.var.deps.db, cid, id);
  return null;
});
// A file, not an envelope: outside the endpoint table.
contestOpsRoutes.get('/file/download-contest-print-text', requireLogin, (c) => {
  const { id } = validate(printIdQuerySchema, c.req.query());
  const entry = findPrint(c.var.deps.db, id);
  const { contest } = contestFor(c.var.deps.db, c.var.user, entry.cid);
  assertContestAdmin(c.var.user, contest);
  const head = `${entry.username}${entry.realname ? ` (${entry.realname})` : ''}  ${entry.ip}  ${new Date(entry.gmtCreate).toISOString()}\n\n`;
  c.header('Content-Type', 'text/plain; charset=utf-8');
  c.header(
    'Content-Disposition',
    `attachment; filename="print-${entry.id}-${entry.username.replace(/[^\w.-]/g, '_')}.txt"`,
  );
  return c.body(head + entry.content);
});
mount(contestOpsRoutes, E.scrollBoardInfo, ({ cid }, c) => {
  const { contest, participant } = contestFor(c.var.deps.db, c.var.user, cid);
  assertScrollBoardOpen(c.var.deps.db, participant, contest, Date.now());
  return scrollBoardInfo(c.var.deps.db, contest);
});
mount(contestOpsRoutes, E.scrollBoardSubmissions, ({ cid, removeStar }, c) => {
  const { contest, participant } = contestFor(c.var.deps.db, c.var.user, cid);
  assertScrollBoardOpen(c.var.deps.db, participant, contest, Date.now());
  return scrollBoardSubmissions(c.var.deps.db, c.var.user, contest, removeStar);
});
mount(contestOpsRoutes, E.acInfo, ({ cid, currentPage, limit }, c) => {
  const { contest } = contestFor(c.var.deps.db, c.var.user, cid);
  assertContestAdmin(c.var.user, contest);
  return acInfoList(c.var.deps.db, contest, currentPage, limit);
});
mount(contestOpsRoutes, E.checkAc, ({ id, cid, checked }, c) => {
  const { contest } = contestFor(c.var.deps.db, c.var.user, cid);
  assertContestAdmin(c.var.user, contest);
  setAcChecked(c.var.deps.db, cid, id, checked);
  return null;
});
