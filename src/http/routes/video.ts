import { Hono } from 'hono';
import { videoEndpoints as E } from '../../contract/endpoints/videos.ts';
import { videoIdSchema } from '../../contract/videos.ts';
import { parseRange } from '../../domain/videos/byte-range.ts';
import { lessonFile, listLessons, scratchVideoList } from '../../domain/videos/lessons.ts';
import { mount } from '../endpoint.ts';
import type { AppEnv } from '../env.ts';
import { validate } from '../validate.ts';

/** A stored video does not change under its id: a day of caching saves the LAN from repeats. */
const CACHE = 'public, max-age=86400';

/**
 * The video lessons, open to everyone (spec doc 1 §7 `video/scratch-video-list`): the list of URLs,
 * the lessons for the player, and an uploaded lesson's file with range requests, so a player can
 * seek without fetching the whole file. The file is streamed from disk, one slice per request.
 */
export const videoRoutes = new Hono<AppEnv>();
mount(videoRoutes, E.scratchList, (_, c) => scratchVideoList(c.var.deps.db));
mount(videoRoutes, E.lessons, (_, c) => listLessons(c.var.deps.db));
videoRoutes.get('/video/file/:id', (c) => {
  const { id } = validate(videoIdSchema, { id: c.req.param('id') });
  const file = lessonFile(c.var.deps.db, c.var.deps.dataDir, id);
  const headers: Record<string, string> = {
    'Accept-Ranges': 'bytes',
    'Content-Type': file.mime,
    'Cache-Control': CACHE,
    'X-Content-Type-Options': 'nosniff',
    'Content-Security-Policy': "default-src 'none'; media-src 'self'; sandbox",
  };
  const range = parseRange(c.req.header('Range'), file.size);
  if (range === 'unsatisfiable')
    return new Response(null, { status: 416, headers: { ...headers, 'Content-Range': `bytes */${file.size}` } });
  if (!range)
    return new Response(Bun.file(file.path), { headers: { ...headers, 'Content-Length': String(file.size) } });
  const length = range.end - range.start + 1;
  return new Response(Bun.file(file.path).slice(range.start, range.end + 1), {
    status: 206,
    headers: {
      ...headers,
      'Content-Range': `bytes ${range.start}-${range.end}/${file.size}`,
      'Content-Length': String(length),
    },
  });
});
