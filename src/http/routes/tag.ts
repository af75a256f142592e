import { Hono } from 'hono';
import { tagEndpoints as E } from '../../contract/endpoints/tags.ts';
import {
  createClassification,
  deleteClassification,
  listClassifications,
  tagsAndClassifications,
  updateClassification,
} from '../../domain/tags/classifications.ts';
import { createTag, deleteTag, listTags, updateTag } from '../../domain/tags/tags.ts';
import { problemTagsFor } from '../../domain/problems/public-queries.ts';
import { mount } from '../endpoint.ts';
import type { AppEnv } from '../env.ts';

/** Problem tags and their classifications: public reads, admin changes. */
export const tagRoutes = new Hono<AppEnv>();

mount(tagRoutes, E.all, ({ oj }, c) => listTags(c.var.deps.db, c.var.user, oj));
mount(tagRoutes, E.withClassifications, ({ oj }, c) => tagsAndClassifications(c.var.deps.db, c.var.user, oj));
mount(tagRoutes, E.ofProblem, ({ pid }, c) => problemTagsFor(c.var.deps.db, c.var.user, pid));
mount(tagRoutes, E.list, ({ oj }, c) => listTags(c.var.deps.db, c.var.user, oj));
mount(tagRoutes, E.create, (form, c) => createTag(c.var.deps.db, form));
mount(tagRoutes, E.update, (form, c) => updateTag(c.var.deps.db, form));
mount(tagRoutes, E.remove, ({ id }, c) => {
  deleteTag(c.var.deps.db, id);
  return null;
});
mount(tagRoutes, E.classifications, ({ oj }, c) => listClassifications(c.var.deps.db, oj));
mount(tagRoutes, E.createClassification, (form, c) => createClassification(c.var.deps.db, form));
mount(tagRoutes, E.updateClassification, (form, c) => updateClassification(c.var.deps.db, form));
mount(tagRoutes, E.removeClassification, ({ id }, c) => {
  deleteClassification(c.var.deps.db, id);
  return null;
});
