import { z } from 'zod';
import {
  tagClassificationFormSchema,
  tagClassificationSchema,
  tagClassificationWithTagsSchema,
  tagBadgeSchema,
  tagFormSchema,
  tagSchema,
} from '../problems.ts';
import { endpoint } from './define.ts';
import { problemPidQuerySchema } from './problems.ts';

/** The tags of one judge (`oj`, this site's when absent). */
export const tagOjQuerySchema = z.object({ oj: z.string().trim().max(20).optional() });
export const tagIdQuerySchema = z.object({ id: z.coerce.number().int().positive() });

/** Problem tags and their classifications: public reads, changes by `problem_admin` holders. */
export const tagEndpoints = {
  all: endpoint({
    method: 'GET',
    path: '/api/get-all-problem-tags',
    query: tagOjQuerySchema,
    answer: z.array(tagSchema),
    caller: 'anyone',
  }),
  withClassifications: endpoint({
    method: 'GET',
    path: '/api/get-problem-tags-and-classification',
    query: tagOjQuerySchema,
    answer: z.array(tagClassificationWithTagsSchema),
    caller: 'anyone',
  }),
  /** The tags of one problem (its edit forms), for a viewer who may see the problem. */
  ofProblem: endpoint({
    method: 'GET',
    path: '/api/get-problem-tags',
    query: problemPidQuerySchema,
    answer: z.array(tagBadgeSchema),
    caller: 'anyone',
  }),
  list: endpoint({
    method: 'GET',
    path: '/api/admin/tag',
    query: tagOjQuerySchema,
    answer: z.array(tagSchema),
    caller: 'problem_admin',
  }),
  create: endpoint({
    method: 'POST',
    path: '/api/admin/tag',
    body: tagFormSchema,
    answer: tagSchema,
    caller: 'problem_admin',
  }),
  update: endpoint({
    method: 'PUT',
    path: '/api/admin/tag',
    body: tagFormSchema,
    answer: tagSchema,
    caller: 'problem_admin',
  }),
  remove: endpoint({
    method: 'DELETE',
    path: '/api/admin/tag',
    query: tagIdQuerySchema,
    answer: z.null(),
    caller: 'problem_admin',
  }),
  classifications: endpoint({
    method: 'GET',
    path: '/api/admin/tag/classification',
    query: tagOjQuerySchema,
    answer: z.array(tagClassificationSchema),
    caller: 'problem_admin',
  }),
  createClassification: endpoint({
    method: 'POST',
    path: '/api/admin/tag/classification',
    body: tagClassificationFormSchema,
    answer: tagClassificationSchema,
    caller: 'problem_admin',
  }),
  updateClassification: endpoint({
    method: 'PUT',
    path: '/api/admin/tag/classification',
    body: tagClassificationFormSchema,
    answer: tagClassificationSchema,
    caller: 'problem_admin',
  }),
  removeClassification: endpoint({
    method: 'DELETE',
    path: '/api/admin/tag/classification',
    query: tagIdQuerySchema,
    answer: z.null(),
    caller: 'problem_admin',
  }),
};
