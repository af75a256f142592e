import { Hono } from 'hono';
import {
  choiceDetailQuerySchema, choiceProblemSchema, choiceStatusMapSchema, choiceStatusRequestSchema, choiceSubmitAnswerSchema,
  choiceSubmitSchema, cidBodySchema, handInSchema,
} from '../../contract/choice.ts';
import { cidQuerySchema } from '../../contract/contests.ts';
import { choiceDetail } from '../../domain/choice/detail.ts';
import { handInContest, handInOf } from '../../domain/choice/hand-in.ts';
import { randomChoiceQuestion } from '../../domain/choice/list.ts';
import { choiceStatuses } from '../../domain/choice/status.ts';
import { submitChoice } from '../../domain/choice/submit.ts';
import type { AppEnv } from '../env.ts';
import { assertCan, currentUser, requireLogin } from '../middleware/auth.ts';
import { clientIp } from '../middleware/client-ip.ts';
import { okAs } from '../respond.ts';
import { validate } from '../validate.ts';

/** Computational-thinking choice problems (API-NEXT "Computational thinking"): the page, answering, the contest hand-in. */
export const choiceRoutes = new Hono<AppEnv>()
  .get('/get-c-problem-detail', (c) => okAs(c, choiceProblemSchema, choiceDetail(c.var.deps.db, c.var.user, validate(choiceDetailQuerySchema, c.req.query()))))
  .get('/question/single-choice', (c) => okAs(c, choiceProblemSchema, randomChoiceQuestion(c.var.deps.db, c.var.user)))
  .post('/submit-c-problem-judge', async (c) => {
    const actor = assertCan(c, 'submit');
    const req = validate(choiceSubmitSchema, await c.req.json());
    const answer = submitChoice(c.var.deps.db, req, { actor, ip: clientIp(c) });
    return okAs(c, choiceSubmitAnswerSchema, answer, answer.isCorrect === 'True' ? 'Accepted' : 'Wrong Answer');
  })
  .post('/get-c-user-problem-status', requireLogin, async (c) => {
    const { pidList, cid } = validate(choiceStatusRequestSchema, await c.req.json());
    return okAs(c, choiceStatusMapSchema, choiceStatuses(c.var.deps.db, currentUser(c), pidList, cid ?? null));
  })
  .post('/submit-contest', async (c) => {
    const actor = assertCan(c, 'submit');
    const { cid } = validate(cidBodySchema, await c.req.json());
    return okAs(c, handInSchema, handInContest(c.var.deps.db, actor, cid), 'Handed in successfully');
  })
  .get('/get-c-contest-submit-record', requireLogin, (c) => okAs(c, handInSchema, handInOf(c.var.deps.db, currentUser(c), validate(cidQuerySchema, c.req.query()).cid)));
