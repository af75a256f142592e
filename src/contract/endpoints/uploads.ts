import { z } from 'zod';
import { carouselIdQuerySchema, carouselItemSchema, mdImageIdQuerySchema } from '../uploads.ts';
import { endpoint } from './define.ts';

/**
 * The calls around uploaded files that answer an envelope: removing an editor's image (its uploader
 * or the super admin, checked in uploads.ts) and the home carousel (everyone reads it, the super
 * admin removes from it). The uploads themselves and the stored files are not entries.
 */
export const uploadEndpoints = {
  removeMdImage: endpoint({
    method: 'GET',
    path: '/api/file/delete-md-img',
    query: mdImageIdQuerySchema,
    answer: z.null(),
    caller: 'signed-in',
    message: 'Delete successfully',
  }),
  carousel: endpoint({
    method: 'GET',
    path: '/api/home-carousel',
    answer: z.array(carouselItemSchema),
    caller: 'anyone',
  }),
  removeCarouselImage: endpoint({
    method: 'DELETE',
    path: '/api/admin/config/home-carousel',
    query: carouselIdQuerySchema,
    answer: z.null(),
    caller: 'system_info_admin',
    message: 'Delete successfully',
  }),
};
