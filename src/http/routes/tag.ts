import { Hono } from 'hono';
import { z } from 'zod';
import { tagClassificationFormSchema, tagClassificationSchema, tagClassificationWithTagsSchema, tagFormSchema, tagSchema } from '../../contract/problems.ts';
import { createClassification, deleteClassification, listClassifications, tagsAndClassifications, updateClassification } from '../../domain/tags/classifications.ts';
import { createTag, deleteTag, listTags, updateTag } from '../../domain/tags/tags.ts';
import type { AppEnv } from '../env.ts';
import { requireProblemAdmin } from '../middleware/auth.ts';
import { ok, okAs } from '../respond.ts';
import { validate } from '../validate.ts';

const ojQuery = z.object({ oj: z.string().trim().max(20).optional() });
const idQuery = z.object({ id: z.coerce.number().int().positive() });

/** Problem tags and their classifications: public reads, admin changes. */
export const tagRoutes = new Hono<AppEnv>()
  .get('/get-all-problem-tags', (c) => okAs(c, z.array(tagSchema), listTags(c.var.deps.db, c.var.user, validate(ojQuery, c.req.query()).oj)))
  .get('/get-problem-tags-and-classification', (c) => okAs(c, z.array(tagClassificationWithTagsSchema), tagsAndClassifications(c.var.deps.db, c.var.user, validate(ojQuery, c.req.query()).oj)))
  .use('/admin/tag/*', requireProblemAdmin)
  .use('/admin/tag', requireProblemAdmin)
  .get('/admin/tag', (c) => okAs(c, z.array(tagSchema), listTags(c.var.deps.db, c.var.user, validate(ojQuery, c.req.query()).oj)))
  .post('/admin/tag', async (c) => okAs(c, tagSchema, createTag(c.var.deps.db, validate(tagFormSchema, await c.req.json()))))
  .put('/admin/tag', async (c) => okAs(c, tagSchema, updateTag(c.var.deps.db, validate(tagFormSchema, await c.req.json()))))
  .delete('/admin/tag', (c) => {
    deleteTag(c.var.deps.db, validate(idQuery, c.req.query()).id);
    return ok(c, null);
  })
  .get('/admin/tag/classification', (c) => okAs(c, z.array(tagClassificationSchema), listClassifications(c.var.deps.db, validate(ojQuery, c.req.query()).oj)))
  .post('/admin/tag/classification', async (c) => okAs(c, tagClassificationSchema, createClassification(c.var.deps.db, validate(tagClassificationFormSchema, await c.req.json()))))
  .put('/admin/tag/classification', async (c) => okAs(c, tagClassificationSchema, updateClassification(c.var.deps.db, validate(tagClassificationFormSchema, await c.req.json()))))
  .delete('/admin/tag/classification', (c) => {
    deleteClassification(c.var.deps.db, validate(idQuery, c.req.query()).id);
    return ok(c, null);
  });
