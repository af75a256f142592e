import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { AVATAR_MAX_BYTES, userInfoSchema } from '../../contract/accounts.ts';
import { Errors } from '../../domain/errors.ts';
import { avatarFile, saveAvatar } from '../../domain/users/avatar.ts';
import type { AppEnv } from '../env.ts';
import { currentUser, requireLogin } from '../middleware/auth.ts';
import { okAs } from '../respond.ts';

/** Room for the multipart envelope around a 2 MB image. */
const UPLOAD_LIMIT = AVATAR_MAX_BYTES + 64 * 1024;

export const avatarRoutes = new Hono<AppEnv>()
  .post(
    '/file/upload-avatar',
    requireLogin,
    bodyLimit({ maxSize: UPLOAD_LIMIT, onError: () => { throw Errors.FileTooLarge(); } }),
    async (c) => {
      const form = await c.req.parseBody().catch(() => { throw Errors.FileRequired('image'); });
      const image = form.image;
      if (!(image instanceof File)) throw Errors.FileRequired('image');
      const bytes = new Uint8Array(await image.arrayBuffer());
      return okAs(c, userInfoSchema, await saveAvatar(c.var.deps.db, c.var.deps.dataDir, currentUser(c).uid, bytes));
    },
  )
  .get('/public/avatars/:name', async (c) => {
    const found = avatarFile(c.var.deps.dataDir, c.req.param('name'));
    const file = found && Bun.file(found.path);
    if (!found || !file || !(await file.exists())) throw Errors.RouteNotFound();
    return new Response(file, {
      headers: {
        'Content-Type': found.contentType,
        'Cache-Control': 'public, max-age=31536000, immutable',
        'X-Content-Type-Options': 'nosniff',
      },
    });
  });
