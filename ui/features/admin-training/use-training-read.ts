import { invalidateCallReads, useCallRead } from '../../lib/query/index.ts';
import { useTrainingAdminScope } from './api.ts';

const ROOT = 'training-admin';

/** A read of the training admin pages through the scope's calls (the back office's entries, or a group's). */
export function useTrainingRead<T>(name: string, input: unknown, read: () => Promise<T>, enabled = true) {
  const { base } = useTrainingAdminScope();
  return useCallRead([ROOT, base, name, input], read, enabled);
}

/** Marks every read of the training admin pages stale: open pages read them again. */
export const invalidateTrainingReads = () => invalidateCallReads(ROOT);
