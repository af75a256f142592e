import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import type { AdminUserRow } from '../../../src/contract/admin-users.ts';
import { adminUserEndpoints as E } from '../../../src/contract/endpoints/admin-users.ts';
import { Badge } from '../../components/ui/badge.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '../../components/ui/dialog.tsx';
import { absoluteTime } from '../../lib/format.ts';
import { call } from '../../lib/call.ts';
import { invalidate } from '../../lib/query/client.ts';
import { failureText, useEndpoint } from '../../lib/query/use-endpoint.ts';

/** A user's open sessions, one per device, each with its address, browser and times, and End. */
export function SessionsDialog({ user, onClose }: { user: AdminUserRow | null; onClose: () => void }) {
  const { t } = useTranslation();
  const read = useEndpoint(E.sessions, { uid: user?.uid ?? '' }, { enabled: user !== null, quiet: true });
  const sessions = user ? read.data : undefined;
  const revoke = async (id: string) => {
    await call(E.revokeSession, { id });
    toast.success(t('adminUser.sessions.revoked'));
    await invalidate(E.sessions, E.list);
  };
  return (
    <Dialog open={user !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent
        closeLabel={t('common.close')}
        className="max-h-[90vh] overflow-y-auto sm:max-w-2xl"
        data-testid="user-sessions-dialog"
      >
        <DialogHeader>
          <DialogTitle>{t('adminUser.sessions.title', { name: user?.username ?? '' })}</DialogTitle>
          <DialogDescription>{t('adminUser.sessions.hint')}</DialogDescription>
        </DialogHeader>
        <ul className="grid gap-2">
          {sessions?.map((s) => (
            <li
              key={s.id}
              className="grid grid-cols-[minmax(0,1fr)_auto] items-center gap-3 rounded-md border p-3 text-sm"
              data-testid="user-session"
            >
              <div className="min-w-0">
                <div className="font-medium tabular-nums">
                  {s.ip || '—'} {s.current && <Badge variant="secondary">{t('adminUser.sessions.current')}</Badge>}
                </div>
                <div className="truncate text-xs text-muted-foreground" title={s.userAgent}>
                  {s.userAgent || '—'}
                </div>
                <div className="text-xs text-muted-foreground">
                  {t('adminUser.sessions.signedIn')} {absoluteTime(s.createdAt)} · {t('adminUser.sessions.lastSeen')}{' '}
                  {absoluteTime(s.lastSeenAt)}
                </div>
              </div>
              <Button variant="outline" size="sm" onClick={() => void revoke(s.id)} data-testid="user-session-revoke">
                {t('adminUser.sessions.revoke')}
              </Button>
            </li>
          ))}
          {read.error && <li className="py-4 text-center text-sm text-destructive">{failureText(read.error)}</li>}
          {sessions?.length === 0 && (
            <li className="py-4 text-center text-sm text-muted-foreground">{t('adminUser.sessions.empty')}</li>
          )}
        </ul>
      </DialogContent>
    </Dialog>
  );
}
