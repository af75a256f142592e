import type { VideoLesson } from '../../../src/contract/videos.ts';
import { api } from '../../lib/api.ts';

/** The lessons of /video-list, open to everyone. */
export const videoApi = {
  lessons: () => api.get<VideoLesson[]>('/api/video/lessons'),
};
