import { Hono } from 'hono';
import { z } from 'zod';
import { adminChoiceProblemSchema, choiceListQuerySchema, choicePageSchema, choiceProblemFormSchema } from '../../contract/choice.ts';
import { choiceForAdmin } from '../../domain/choice/detail.ts';
import { adminChoiceList } from '../../domain/choice/list.ts';
import { saveChoiceProblem } from '../../domain/choice/save.ts';
import { Errors } from '../../domain/errors.ts';
import type { AppEnv } from '../env.ts';
import { currentUser, requireProblemAdmin } from '../middleware/auth.ts';
import { okAs } from '../respond.ts';
import { validate } from '../validate.ts';

const pidQuery = z.object({ pid: z.coerce.number().int().positive() });
const saved = z.object({ id: z.number().int(), problemId: z.string() });

/**
 * Choice problems in the back office (spec doc 3 §2 `problem/create-computational-thinking`,
 * `problem/computational-thinking-list`): problem admins. Deleting and the auth switch are the
 * problem admin calls every problem uses.
 */
export const adminChoiceRoutes = new Hono<AppEnv>()
  .use('/admin/choice-problem/*', requireProblemAdmin)
  .use('/admin/choice-problem', requireProblemAdmin)
  .get('/admin/choice-problem/list', (c) => okAs(c, choicePageSchema, adminChoiceList(c.var.deps.db, validate(choiceListQuerySchema, c.req.query()))))
  .get('/admin/choice-problem', (c) => okAs(c, adminChoiceProblemSchema, choiceForAdmin(c.var.deps.db, validate(pidQuery, c.req.query()).pid)))
  .post('/admin/choice-problem', async (c) => {
    const { id: _new, ...form } = validate(choiceProblemFormSchema, await c.req.json());
    return okAs(c, saved, saveChoiceProblem(c.var.deps.db, currentUser(c), form), 'Create successfully');
  })
  .put('/admin/choice-problem', async (c) => {
    const form = validate(choiceProblemFormSchema, await c.req.json());
    if (!form.id) throw Errors.Validation('id is required');
    return okAs(c, saved, saveChoiceProblem(c.var.deps.db, currentUser(c), form), 'Update successfully');
  });
