import { Hono, type Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { AVATAR_MAX_BYTES, userInfoSchema } from '../../contract/accounts.ts';
import { Errors } from '../../domain/errors.ts';
import { gidQuerySchema, groupDetailSchema } from '../../contract/groups.ts';
import { saveGroupAvatar } from '../../domain/groups/avatar.ts';
import { avatarFile, saveAvatar } from '../../domain/users/avatar.ts';
import type { AppEnv } from '../env.ts';
import { currentUser, requireLogin } from '../middleware/auth.ts';
import { okAs } from '../respond.ts';
import { validate } from '../validate.ts';

/** Room for the multipart envelope around a 2 MB image. */
const UPLOAD_LIMIT = AVATAR_MAX_BYTES + 64 * 1024;

const sizeLimit = bodyLimit({
  maxSize: UPLOAD_LIMIT,
  onError: () => {
    throw Errors.FileTooLarge();
  },
});

/** The multipart form's `image` and the other fields as text. */
async function imageForm(c: Context<AppEnv>): Promise<{ bytes: Uint8Array; fields: Record<string, string> }> {
  const form = await c.req.parseBody().catch(() => {
    throw Errors.FileRequired('image');
  });
  const image = form.image;
  if (!(image instanceof File)) throw Errors.FileRequired('image');
  const fields = Object.fromEntries(
    Object.entries(form).filter((e): e is [string, string] => typeof e[1] === 'string'),
  );
  return { bytes: new Uint8Array(await image.arrayBuffer()), fields };
}

export const avatarRoutes = new Hono<AppEnv>()
  .post('/file/upload-avatar', requireLogin, sizeLimit, async (c) => {
    const { bytes } = await imageForm(c);
    return okAs(c, userInfoSchema, await saveAvatar(c.var.deps.db, c.var.deps.dataDir, currentUser(c).uid, bytes));
  })
  .post('/file/upload-group-avatar', requireLogin, sizeLimit, async (c) => {
    const { bytes, fields } = await imageForm(c);
    const { gid } = validate(gidQuerySchema, fields);
    return okAs(
      c,
      groupDetailSchema,
      await saveGroupAvatar(c.var.deps.db, c.var.deps.dataDir, currentUser(c), gid, bytes),
      'Upload Avatar Successfully',
    );
  })
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
