import { type Context, Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { uploadEndpoints as E } from '../../contract/endpoints/uploads.ts';
import {
  CAROUSEL_IMAGE_MAX_BYTES,
  carouselItemSchema,
  MD_FILE_MAX_BYTES,
  MD_IMAGE_MAX_BYTES,
  mdFileAnswerSchema,
  mdImageAnswerSchema,
  uploadGroupSchema,
} from '../../contract/uploads.ts';
import { Errors } from '../../domain/errors.ts';
import { publicFile } from '../../domain/uploads/store.ts';
import {
  addCarouselImage,
  carouselImages,
  deleteCarouselImage,
  deleteMdImage,
  type Incoming,
  uploadMdFile,
  uploadMdImage,
} from '../../domain/uploads/uploads.ts';
import type { AppEnv } from '../env.ts';
import { currentUser, requireLogin, requirePermission, requireProblemAdmin } from '../middleware/auth.ts';
import { mount } from '../endpoint.ts';
import { okAs } from '../respond.ts';
import { validate } from '../validate.ts';

/** A body up to the file's limit plus room for the multipart envelope; past it, the limit is named. */
const limit = (max: number) =>
  bodyLimit({
    maxSize: max + 64 * 1024,
    onError: () => {
      throw Errors.FileTooLargeLimit(`${max / 1024 / 1024} MB`);
    },
  });

async function incoming(c: Context<AppEnv>, field: string): Promise<Incoming> {
  const form = await c.req.parseBody().catch(() => {
    throw Errors.FileRequired(field);
  });
  const file = form[field];
  if (!(file instanceof File)) throw Errors.FileRequired(field);
  return {
    name: file.name,
    bytes: new Uint8Array(await file.arrayBuffer()),
    gid: validate(uploadGroupSchema, { gid: form.gid }).gid,
  };
}

/** What a stored file may be served as: images inline, anything else as a download; never sniffed. */
function serveHeaders(f: { mime: string; name: string; inline: boolean }): Record<string, string> {
  const headers: Record<string, string> = {
    'Content-Type': f.inline ? f.mime : f.mime.startsWith('text/') ? 'text/plain; charset=utf-8' : f.mime,
    'Cache-Control': 'public, max-age=31536000, immutable',
    'X-Content-Type-Options': 'nosniff',
    'Content-Security-Policy': "default-src 'none'; sandbox",
  };
  if (!f.inline) {
    const ascii = f.name.replace(/[^\x20-\x7e]|["\\]/g, '_');
    headers['Content-Disposition'] = `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(f.name)}`;
  }
  return headers;
}

/**
 * Editor uploads (admin roles; group admins once groups exist), the home carousel (the super admin
 * uploads and deletes, everyone reads) and the stored files themselves.
 */
export const uploadFileRoutes = new Hono<AppEnv>()
  // Images: the admin roles, and a group's admins naming their group (checked in uploads.ts).
  .post('/file/upload-md-img', requireLogin, limit(MD_IMAGE_MAX_BYTES), async (c) =>
    okAs(
      c,
      mdImageAnswerSchema,
      await uploadMdImage(c.var.deps.db, c.var.deps.dataDir, currentUser(c), await incoming(c, 'image')),
      'Upload successfully',
    ),
  )
  .post('/file/upload-md-file', requireLogin, requireProblemAdmin, limit(MD_FILE_MAX_BYTES), async (c) =>
    okAs(
      c,
      mdFileAnswerSchema,
      await uploadMdFile(c.var.deps.db, c.var.deps.dataDir, currentUser(c), await incoming(c, 'file')),
      'Upload successfully',
    ),
  )
  .post(
    '/file/upload-carouse-img',
    requirePermission('system_info_admin'),
    limit(CAROUSEL_IMAGE_MAX_BYTES),
    async (c) =>
      okAs(
        c,
        carouselItemSchema,
        await addCarouselImage(c.var.deps.db, c.var.deps.dataDir, currentUser(c), await incoming(c, 'file')),
        'Upload successfully',
      ),
  )
  .get('/public/file/:name', async (c) => {
    const found = publicFile(c.var.deps.db, c.var.deps.dataDir, c.req.param('name'));
    const file = found && Bun.file(found.path);
    if (!found || !file || !(await file.exists())) throw Errors.RouteNotFound();
    return new Response(file, { headers: serveHeaders(found) });
  });
// The uploader or the super admin (uploads.ts).
mount(uploadFileRoutes, E.removeMdImage, ({ fileId }, c) => {
  deleteMdImage(c.var.deps.db, c.var.deps.dataDir, currentUser(c), fileId);
  return null;
});
mount(uploadFileRoutes, E.carousel, (_none, c) => carouselImages(c.var.deps.db));
mount(uploadFileRoutes, E.removeCarouselImage, ({ id }, c) => {
  deleteCarouselImage(c.var.deps.db, c.var.deps.dataDir, id);
  return null;
});
