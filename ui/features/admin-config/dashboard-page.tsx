import { useAtomValue } from 'jotai';
import { SettingsIcon, ToggleRightIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { Badge } from '../../components/ui/badge.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card.tsx';
import { isRootAtom, roleNamesAtom, userAtom } from '../../lib/session.ts';
import { siteConfigAtom } from '../../lib/site-config.ts';

/** /admin: who is signed in, the site's state at a glance, and the configuration pages. */
export function AdminDashboardPage() {
  const { t } = useTranslation();
  const user = useAtomValue(userAtom);
  const roles = useAtomValue(roleNamesAtom);
  const isRoot = useAtomValue(isRootAtom);
  const config = useAtomValue(siteConfigAtom);
  const switches = [
    { label: 'admin.field.register', on: config.register },
    { label: 'admin.field.openPublicDiscussion', on: config.openPublicDiscussion },
    { label: 'admin.field.openGroupDiscussion', on: config.openGroupDiscussion },
    { label: 'admin.field.openContestComment', on: config.openContestComment },
    { label: 'admin.dashboard.email', on: config.emailEnabled },
  ];
  return (
    <div className="grid gap-6" data-testid="admin-dashboard">
      <h1 className="text-2xl font-semibold tracking-tight">{t('route.adminDashboard')}</h1>
      <div className="grid gap-4 md:grid-cols-2">
        <Card>
          <CardHeader>
            <CardTitle>{t('admin.dashboard.signedInAs', { name: user?.username ?? '' })}</CardTitle>
            <CardDescription>{t('admin.dashboard.roles')}</CardDescription>
          </CardHeader>
          <CardContent className="flex flex-wrap gap-2">
            {roles.map((r) => <Badge key={r} variant="secondary">{r}</Badge>)}
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle>{config.name}</CardTitle>
            <CardDescription>{config.description}</CardDescription>
          </CardHeader>
          <CardContent className="grid gap-2 text-sm">
            {switches.map((s) => (
              <div key={s.label} className="flex items-center justify-between">
                <span>{t(s.label)}</span>
                <Badge variant={s.on ? 'success' : 'outline'}>{t(s.on ? 'common.on' : 'common.off')}</Badge>
              </div>
            ))}
          </CardContent>
        </Card>
      </div>
      {isRoot && (
        <div className="grid gap-4 sm:grid-cols-2">
          <Link href="/admin/conf" className="flex items-center gap-3 rounded-xl border bg-card p-4 shadow-sm hover:bg-accent">
            <SettingsIcon className="size-5" />
            <div><div className="font-medium">{t('admin.nav.conf')}</div><div className="text-sm text-muted-foreground">{t('admin.confHint')}</div></div>
          </Link>
          <Link href="/admin/switch" className="flex items-center gap-3 rounded-xl border bg-card p-4 shadow-sm hover:bg-accent">
            <ToggleRightIcon className="size-5" />
            <div><div className="font-medium">{t('admin.nav.switch')}</div><div className="text-sm text-muted-foreground">{t('admin.switchHint')}</div></div>
          </Link>
        </div>
      )}
    </div>
  );
}
