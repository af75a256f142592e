import type { Announcement } from '../../../src/contract/announcements.ts';
import { HOME_ANNOUNCEMENT_LIMIT } from '../../../src/contract/announcements.ts';
import type { Page } from '../../../src/contract/envelope.ts';
import type { CarouselItem } from '../../../src/contract/uploads.ts';
import { api } from '../../lib/api.ts';

/** The home page's announcements (5 a page) and carousel pictures; failures are shown in place. */
export const announcementApi = {
  page: (currentPage: number) =>
    api.get<Page<Announcement>>('/api/get-common-announcement', { currentPage, limit: HOME_ANNOUNCEMENT_LIMIT }, { quiet: true }),
  carousel: () => api.get<CarouselItem[]>('/api/home-carousel', undefined, { quiet: true }),
};
