import { Hono } from 'hono';
import { z } from 'zod';
import {
  acCheckSchema, acInfoPageSchema, acInfoQuerySchema, announcementIdQuerySchema, contestAnnouncementBodySchema,
  contestAnnouncementPageSchema, contestAnnouncementSchema, contestPageQuerySchema, printEntryPageSchema, printEntrySchema,
  printIdQuerySchema, printPageQuerySchema, printStatusQuerySchema, printTextSchema, unreadAnnouncementSchema,
} from '../../contract/contest-ops.ts';
import { cidQuerySchema, scrollBoardQuerySchema } from '../../contract/contests.ts';
import { scrollBoardInfoSchema, scrollSubmissionSchema } from '../../contract/scoreboard/resolver.ts';
import { acInfoList, setAcChecked } from '../../domain/contests/ac-info.ts';
import { assertScrollBoardOpen, scrollBoardInfo, scrollBoardSubmissions } from '../../domain/contests/scroll-board.ts';
import { managedContest } from '../../domain/contests/admin-save.ts';
import {
  addAnnouncement, announcementContest, deleteAnnouncement, listAnnouncements, unreadAnnouncements, updateAnnouncement,
} from '../../domain/contests/announcements.ts';
import { contestFor } from '../../domain/contests/participation.ts';
import { assertCanSeeInside, assertCanSubmit, assertContestAdmin } from '../../domain/access/contest-policy.ts';
import { findPrint, listPrints, markPrinted, submitPrint } from '../../domain/contests/print.ts';
import type { AppEnv } from '../env.ts';
import { currentUser, requireLogin, requirePermission } from '../middleware/auth.ts';
import { clientIp } from '../middleware/client-ip.ts';
import { ok, okAs } from '../respond.ts';
import { validate } from '../validate.ts';

/** What runs beside a contest: announcements, print requests and the AC helper (API-NEXT "Contests"). */
export const contestOpsRoutes = new Hono<AppEnv>()
  .get('/get-contest-announcement', requireLogin, (c) => {
    const { cid, currentPage, limit } = validate(contestPageQuerySchema, c.req.query());
    const { contest, participant } = contestFor(c.var.deps.db, c.var.user, cid);
    assertCanSeeInside(participant, contest, Date.now());
    return okAs(c, contestAnnouncementPageSchema, listAnnouncements(c.var.deps.db, cid, currentPage, limit));
  })
  .post('/get-contest-not-read-announcement', requireLogin, async (c) => {
    const { cid, readAnnouncementList } = validate(unreadAnnouncementSchema, await c.req.json());
    const { contest, participant } = contestFor(c.var.deps.db, c.var.user, cid);
    assertCanSeeInside(participant, contest, Date.now());
    return okAs(c, z.array(contestAnnouncementSchema), unreadAnnouncements(c.var.deps.db, cid, readAnnouncementList));
  })
  .get('/admin/contest/announcement', requirePermission('contest_admin'), (c) => {
    const { cid, currentPage, limit } = validate(contestPageQuerySchema, c.req.query());
    managedContest(c.var.deps.db, currentUser(c), cid);
    return okAs(c, contestAnnouncementPageSchema, listAnnouncements(c.var.deps.db, cid, currentPage, limit));
  })
  .post('/admin/contest/announcement', requirePermission('contest_admin'), async (c) => {
    const { cid, announcement } = validate(contestAnnouncementBodySchema, await c.req.json());
    managedContest(c.var.deps.db, currentUser(c), cid);
    return okAs(c, contestAnnouncementSchema, addAnnouncement(c.var.deps.db, currentUser(c), cid, announcement));
  })
  .put('/admin/contest/announcement', requirePermission('contest_admin'), async (c) => {
    const { cid, announcement } = validate(contestAnnouncementBodySchema, await c.req.json());
    managedContest(c.var.deps.db, currentUser(c), cid);
    return okAs(c, contestAnnouncementSchema, updateAnnouncement(c.var.deps.db, cid, announcement));
  })
  .delete('/admin/contest/announcement', requirePermission('contest_admin'), (c) => {
    const { aid } = validate(announcementIdQuerySchema, c.req.query());
    managedContest(c.var.deps.db, currentUser(c), announcementContest(c.var.deps.db, aid));
    deleteAnnouncement(c.var.deps.db, aid);
    return ok(c, null, 'Delete successfully');
  })
  .post('/submit-print-text', requireLogin, async (c) => {
    const { cid, content } = validate(printTextSchema, await c.req.json());
    const actor = currentUser(c);
    const { contest, participant } = contestFor(c.var.deps.db, actor, cid);
    assertCanSubmit(actor, participant.registered, contest, Date.now());
    return okAs(c, printEntrySchema, submitPrint(c.var.deps.db, actor, contest, content, clientIp(c)), 'Submit successfully');
  })
  .get('/get-contest-print', requireLogin, (c) => {
    const { cid, currentPage, limit } = validate(printPageQuerySchema, c.req.query());
    const { contest } = contestFor(c.var.deps.db, c.var.user, cid);
    assertContestAdmin(c.var.user, contest);
    return okAs(c, printEntryPageSchema, listPrints(c.var.deps.db, cid, currentPage, limit));
  })
  .put('/check-contest-print-status', requireLogin, (c) => {
    const { id, cid } = validate(printStatusQuerySchema, c.req.query());
    const { contest } = contestFor(c.var.deps.db, c.var.user, cid);
    assertContestAdmin(c.var.user, contest);
    markPrinted(c.var.deps.db, cid, id);
    return ok(c, null, 'Update Successfully');
  })
  .get('/file/download-contest-print-text', requireLogin, (c) => {
    const { id } = validate(printIdQuerySchema, c.req.query());
    const entry = findPrint(c.var.deps.db, id);
    const { contest } = contestFor(c.var.deps.db, c.var.user, entry.cid);
    assertContestAdmin(c.var.user, contest);
    const head = `${entry.username}${entry.realname ? ` (${entry.realname})` : ''}  ${entry.ip}  ${new Date(entry.gmtCreate).toISOString()}\n\n`;
    c.header('Content-Type', 'text/plain; charset=utf-8');
    c.header('Content-Disposition', `attachment; filename="print-${entry.id}-${entry.username.replace(/[^\w.-]/g, '_')}.txt"`);
    return c.body(head + entry.content);
  })
  .get('/get-contest-scroll-board-info', (c) => {
    const { cid } = validate(cidQuerySchema, c.req.query());
    const { contest, participant } = contestFor(c.var.deps.db, c.var.user, cid);
    assertScrollBoardOpen(c.var.deps.db, participant, contest, Date.now());
    return okAs(c, scrollBoardInfoSchema, scrollBoardInfo(c.var.deps.db, contest));
  })
  .get('/get-contest-scroll-board-submission', (c) => {
    const { cid, removeStar } = validate(scrollBoardQuerySchema, c.req.query());
    const { contest, participant } = contestFor(c.var.deps.db, c.var.user, cid);
    assertScrollBoardOpen(c.var.deps.db, participant, contest, Date.now());
    return okAs(c, z.array(scrollSubmissionSchema), scrollBoardSubmissions(c.var.deps.db, c.var.user, contest, removeStar));
  })
  .get('/get-contest-ac-info', requireLogin, (c) => {
    const { cid, currentPage, limit } = validate(acInfoQuerySchema, c.req.query());
    const { contest } = contestFor(c.var.deps.db, c.var.user, cid);
    assertContestAdmin(c.var.user, contest);
    return okAs(c, acInfoPageSchema, acInfoList(c.var.deps.db, contest, currentPage, limit));
  })
  .put('/check-contest-ac-info', requireLogin, async (c) => {
    const { id, cid, checked } = validate(acCheckSchema, await c.req.json());
    const { contest } = contestFor(c.var.deps.db, c.var.user, cid);
    assertContestAdmin(c.var.user, contest);
    setAcChecked(c.var.deps.db, cid, id, checked);
    return ok(c, null, 'Update Successfully');
  });
