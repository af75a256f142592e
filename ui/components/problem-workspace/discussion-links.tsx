import { useAtomValue } from 'jotai';
import { BookCheckIcon, MessagesSquareIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { discussionEndpoints } from '../../../src/contract/endpoints/discussions.ts';
import { useEndpoint } from '../../lib/query/index.ts';
import { siteConfigAtom } from '../../lib/site-config.ts';
import { Button } from '../ui/button.tsx';
import { solutionCategoryId } from './solution-category.ts';

/** A bank problem's link to its discussions, while discussions are open. */
export function ProblemDiscussionLink({ problemId }: { problemId: string }) {
  const { t } = useTranslation();
  if (!useAtomValue(siteConfigAtom).openPublicDiscussion) return null;
  return (
    <Button asChild variant="outline" size="sm">
      <Link href={`/discussion/${encodeURIComponent(problemId)}`} data-testid="problem-discussion-link">
        <MessagesSquareIcon /> {t('discussion.problemLinks.discussion')}
      </Link>
    </Button>
  );
}

/** A bank problem's solutions: its discussion list in the solutions category (the whole list when the site has none). */
export function SolutionsLink({ problemId }: { problemId: string }) {
  const { t } = useTranslation();
  const open = useAtomValue(siteConfigAtom).openPublicDiscussion;
  const categories = useEndpoint(discussionEndpoints.categories, undefined, { enabled: open, quiet: true }).data;
  const solutions = categories ? solutionCategoryId(categories) : null;
  if (!open) return null;
  const base = `/discussion/${encodeURIComponent(problemId)}`;
  return (
    <Button asChild variant="outline" size="sm">
      <Link href={solutions ? `${base}?cid=${solutions}` : base} data-testid="problem-solutions-link">
        <BookCheckIcon /> {t('discussion.problemLinks.solutions')}
      </Link>
    </Button>
  );
}
