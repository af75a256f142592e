import { useAtomValue } from 'jotai';
import { isRootAtom } from '../../lib/session.ts';
import { usePermissions } from '../../lib/use-permissions.ts';

/**
 * Whether the viewer may rejudge in this contest: the super admin, or one of its admins whose role
 * holds "Rejudge inside the contests and groups one runs" (teachers by default). The server decides.
 */
export function useMayRejudge(isAdmin: boolean): boolean {
  const isRoot = useAtomValue(isRootAtom);
  const held = usePermissions();
  return isRoot || (isAdmin && held?.has('rejudge_own') === true);
}
