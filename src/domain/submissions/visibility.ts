export { canSeeCode, canSeeSubmission, isSubmissionAdmin } from './policy.ts';
export type { Viewer } from '../problems/policy.ts';
