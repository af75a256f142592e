import { useEffect, useState } from 'react';
import { type DiscussionCategory, discussionApi } from './api.ts';

/** The site's discussion categories, read once per page; `set` takes a list the super admin saved. */
export function useCategories(): [DiscussionCategory[], (list: DiscussionCategory[]) => void] {
  const [categories, setCategories] = useState<DiscussionCategory[]>([]);
  useEffect(() => {
    discussionApi.categories().then(setCategories, () => {});
  }, []);
  return [categories, setCategories];
}
