import { Hono } from 'hono';
import { problemEndpoints as P } from '../../contract/endpoints/problems.ts';
import { submissionEndpoints as S } from '../../contract/endpoints/submissions.ts';
import { choiceDetail } from '../../domain/choice/detail.ts';
import { handInContest, handInOf } from '../../domain/choice/hand-in.ts';
import { randomChoiceQuestion } from '../../domain/choice/list.ts';
import { choiceStatuses } from '../../domain/choice/status.ts';
import { submitChoice } from '../../domain/choice/submit.ts';
import { mount } from '../endpoint.ts';
import { gate } from '../entry-gate.ts';
import type { AppEnv } from '../env.ts';
import { currentUser, requireRight } from '../middleware/auth.ts';
import { clientIp } from '../middleware/client-ip.ts';

/** Computational-thinking choice problems (API-NEXT "Computational thinking"): the page, answering, the contest hand-in. */
export const choiceRoutes = new Hono<AppEnv>();
// Answering and handing in need the role's submit right, asked before the input is read.
gate(choiceRoutes, [S.choiceSubmit, S.handIn], requireRight('submit'));
mount(choiceRoutes, P.choiceDetail, (q, c) => choiceDetail(c.var.deps.db, c.var.user, q));
mount(choiceRoutes, P.randomChoice, (_, c) => randomChoiceQuestion(c.var.deps.db, c.var.user));
mount(
  choiceRoutes,
  S.choiceSubmit,
  (req, c) => submitChoice(c.var.deps.db, req, { actor: currentUser(c), ip: clientIp(c) }),
  (_, answer) =>
    answer.isCorrect === null
      ? 'Your answer has been saved'
      : answer.isCorrect === 'True'
        ? 'Accepted'
        : 'Wrong Answer',
);
mount(choiceRoutes, S.choiceStatus, ({ pidList, cid }, c) =>
  choiceStatuses(c.var.deps.db, currentUser(c), pidList, cid ?? null),
);
mount(choiceRoutes, S.handIn, ({ cid }, c) => handInContest(c.var.deps.db, currentUser(c), cid));
mount(choiceRoutes, S.handInRecord, ({ cid }, c) => handInOf(c.var.deps.db, currentUser(c), cid));
