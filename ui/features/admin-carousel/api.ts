import type { CarouselItem } from '../../../src/contract/uploads.ts';
import { api, request } from '../../lib/api.ts';

/** The home carousel's pictures: listed by everyone, uploaded and deleted by the super admin. */
export const adminCarouselApi = {
  list: () => api.get<CarouselItem[]>('/api/home-carousel'),
  upload: (file: File) => {
    const form = new FormData();
    form.append('file', file);
    return api.upload<CarouselItem>('/api/file/upload-carouse-img', form, { timeoutMs: 120_000 });
  },
  remove: (id: number) => request<null>('/api/admin/config/home-carousel', { method: 'DELETE', params: { id } }),
};
