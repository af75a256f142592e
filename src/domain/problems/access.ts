export { assertCanViewProblem as assertCanView, isProblemManager, type Actor } from './policy.ts';
