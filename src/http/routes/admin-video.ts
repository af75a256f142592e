import { Hono } from 'hono';
import { adminVideoEndpoints as E } from '../../contract/endpoints/admin-videos.ts';
import { videoLessonSchema, videoUploadQuerySchema } from '../../contract/videos.ts';
import {
  createFileLesson,
  createUrlLesson,
  deleteLesson,
  listAdminLessons,
  updateLesson,
} from '../../domain/videos/lessons.ts';
import { mount } from '../endpoint.ts';
import type { AppEnv } from '../env.ts';
import { currentUser, requireProblemAdmin } from '../middleware/auth.ts';
import { okAs } from '../respond.ts';
import { validate } from '../validate.ts';

/** The request's declared length, when it names one. */
function declaredLength(header: string | undefined): number | null {
  const n = Number(header);
  return header !== undefined && Number.isSafeInteger(n) && n >= 0 ? n : null;
}

/**
 * The back office's video lessons: the holders of `problem_admin` (the super admin, admins and
 * problem admins on a new site) list, add, edit and delete them. An upload sends the video file
 * itself as the request body (title and order in the query), which is streamed to disk as it
 * arrives; it lives under /api/file/ so the JSON body limit does not apply.
 */
export const adminVideoRoutes = new Hono<AppEnv>().post('/file/upload-video', requireProblemAdmin, async (c) => {
  const form = validate(videoUploadQuerySchema, c.req.query());
  const body = { stream: c.req.raw.body, declaredSize: declaredLength(c.req.header('Content-Length')) };
  return okAs(
    c,
    videoLessonSchema,
    await createFileLesson(c.var.deps.db, c.var.deps.dataDir, currentUser(c).uid, form, body),
    'Upload successfully',
  );
});
mount(adminVideoRoutes, E.list, (_, c) => listAdminLessons(c.var.deps.db));
mount(adminVideoRoutes, E.createLink, (form, c) => createUrlLesson(c.var.deps.db, currentUser(c).uid, form));
mount(adminVideoRoutes, E.update, (form, c) => {
  updateLesson(c.var.deps.db, form);
  return null;
});
mount(adminVideoRoutes, E.remove, ({ id }, c) => {
  deleteLesson(c.var.deps.db, c.var.deps.dataDir, id);
  return null;
});
