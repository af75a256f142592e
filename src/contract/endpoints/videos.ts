import { z } from 'zod';
import { videoLessonSchema } from '../videos.ts';
import { endpoint } from './define.ts';

/** The video lessons, open to everyone (spec doc 1 §7); a lesson's file is a stream, not an entry. */
export const videoEndpoints = {
  scratchList: endpoint({
    method: 'GET',
    path: '/api/video/scratch-video-list',
    answer: z.array(z.string()),
    caller: 'anyone',
  }),
  lessons: endpoint({
    method: 'GET',
    path: '/api/video/lessons',
    answer: z.array(videoLessonSchema),
    caller: 'anyone',
  }),
};
