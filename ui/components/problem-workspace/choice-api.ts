import type { ChoiceSubmit } from '../../../src/contract/choice.ts';
import type { AnswerOf } from '../../../src/contract/endpoints/define.ts';
import { submissionEndpoints as S } from '../../../src/contract/endpoints/submissions.ts';
import { call } from '../../lib/call.ts';

/** The viewer's last answer to one choice problem. */
export type ChoiceStatus = AnswerOf<typeof S.choiceStatus>[string];

/** The choice workspace's changes through their entries (API-NEXT "Computational thinking"); failures are shown in place. */
export const choiceApi = {
  submit: (body: ChoiceSubmit) => call(S.choiceSubmit, body, { quiet: true }),
  handInRecord: (cid: number) => call(S.handInRecord, { cid }, { quiet: true }),
  handIn: (cid: number) => call(S.handIn, { cid }, { quiet: true }),
};
