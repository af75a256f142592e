import { Hono } from 'hono';
import { groupChoiceEndpoints as E } from '../../contract/endpoints/group-choice.ts';
import { Errors } from '../../domain/errors.ts';
import { groupChoiceForEdit, saveGroupChoice } from '../../domain/groups/choice-problems.ts';
import { mount } from '../endpoint.ts';
import type { AppEnv } from '../env.ts';
import { currentUser } from '../middleware/auth.ts';

/** A group's choice problems: the choice form with the group, each call asked of the group's policy. */
export const groupChoiceRoutes = new Hono<AppEnv>();
mount(groupChoiceRoutes, E.get, ({ pid }, c) => groupChoiceForEdit(c.var.deps.db, currentUser(c), pid));
mount(groupChoiceRoutes, E.create, ({ id: _new, ...form }, c) => saveGroupChoice(c.var.deps.db, currentUser(c), form));
mount(groupChoiceRoutes, E.update, (form, c) => {
  if (!form.id) throw Errors.Validation('id is required');
  return saveGroupChoice(c.var.deps.db, currentUser(c), form);
});
