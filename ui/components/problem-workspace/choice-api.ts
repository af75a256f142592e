import type { AnswerOf } from '../../../src/contract/endpoints/define.ts';
import { submissionEndpoints as S } from '../../../src/contract/endpoints/submissions.ts';
import { call } from '../../lib/call.ts';

/** The viewer's last answer to one choice problem. */
export type ChoiceStatus = AnswerOf<typeof S.choiceStatus>[string];

/** A contest's hand-in through its entries (API-NEXT "Computational thinking"; an answer is the choice panel's useSave); failures are shown in place. */
export const choiceApi = {
  handInRecord: (cid: number) => call(S.handInRecord, { cid }, { quiet: true }),
  handIn: (cid: number) => call(S.handIn, { cid }, { quiet: true }),
};
