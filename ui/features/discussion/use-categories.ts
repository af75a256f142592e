import { discussionEndpoints } from '../../../src/contract/endpoints/discussions.ts';
import { useEndpoint } from '../../lib/query/use-endpoint.ts';
import type { DiscussionCategory } from './api.ts';

const NONE: DiscussionCategory[] = [];

/** The site's discussion categories (read again when the super admin saves them). */
export function useCategories(): DiscussionCategory[] {
  return useEndpoint(discussionEndpoints.categories, undefined, { quiet: true }).data ?? NONE;
}
