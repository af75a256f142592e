import { useQuery } from '@tanstack/react-query';
import { queryClient } from '../../lib/query/index.ts';
import { useTrainingAdminScope } from './api.ts';

const ROOT = 'training-admin';

/**
 * A read of the training admin pages through the scope's calls (the back office's entries, or a
 * group's calls while the group mounts the pages with its own), cached by the query layer's client.
 */
export function useTrainingRead<T>(name: string, input: unknown, read: () => Promise<T>, enabled = true) {
  const { base } = useTrainingAdminScope();
  return useQuery({ queryKey: [ROOT, base, name, input], queryFn: read, enabled }, queryClient);
}

/** Marks every read of the training admin pages stale: open pages read them again. */
export const invalidateTrainingReads = () => queryClient.invalidateQueries({ queryKey: [ROOT] });
