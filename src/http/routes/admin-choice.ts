import { Hono } from 'hono';
import { adminChoiceEndpoints as E } from '../../contract/endpoints/admin-choice.ts';
import { choiceForAdmin } from '../../domain/choice/detail.ts';
import { adminChoiceList } from '../../domain/choice/list.ts';
import { saveChoiceProblem } from '../../domain/choice/save.ts';
import { Errors } from '../../domain/errors.ts';
import type { AppEnv } from '../env.ts';
import { mount } from '../endpoint.ts';
import { currentUser, requireProblemAdmin } from '../middleware/auth.ts';

/**
 * Choice problems in the back office (spec doc 3 §2 `problem/create-computational-thinking`,
 * `problem/computational-thinking-list`): problem admins. Deleting and the auth switch are the
 * problem admin calls every problem uses.
 */
export const adminChoiceRoutes = new Hono<AppEnv>()
  .use('/admin/choice-problem/*', requireProblemAdmin)
  .use('/admin/choice-problem', requireProblemAdmin);
mount(adminChoiceRoutes, E.list, (q, c) => adminChoiceList(c.var.deps.db, q));
mount(adminChoiceRoutes, E.get, ({ pid }, c) => choiceForAdmin(c.var.deps.db, pid));
mount(adminChoiceRoutes, E.create, ({ id: _new, ...form }, c) =>
  saveChoiceProblem(c.var.deps.db, currentUser(c), form),
);
mount(adminChoiceRoutes, E.update, (form, c) => {
  if (!form.id) throw Errors.Validation('id is required');
  return saveChoiceProblem(c.var.deps.db, currentUser(c), form);
});
