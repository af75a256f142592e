import { LogInIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { RecentLogin } from '../../../src/contract/dashboard.ts';
import { ROLE_NAMES, type RoleCode } from '../../../src/contract/roles.ts';
import { type Column, DataTable } from '../../components/data-table/data-table.tsx';
import { Badge } from '../../components/ui/badge.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card.tsx';
import { absoluteTime } from '../../lib/format.ts';

/** The latest logins of the site: who, when, from where and with what. */
export function RecentLoginsCard({ logins }: { logins: RecentLogin[] }) {
  const { t } = useTranslation();
  const k = (key: string) => t(`adminConfig.logins.${key}`);
  const columns: Column<RecentLogin>[] = [
    { id: 'user', header: k('user'), cellClassName: 'font-medium', cell: (l) => l.username },
    {
      id: 'role',
      header: k('role'),
      cell: (l) => <Badge variant="outline">{ROLE_NAMES[l.role as RoleCode] ?? l.role}</Badge>,
    },
    {
      id: 'time',
      header: k('time'),
      cellClassName: 'whitespace-nowrap tabular-nums',
      cell: (l) => absoluteTime(l.loginAt),
    },
    { id: 'ip', header: k('ip'), cellClassName: 'tabular-nums', cell: (l) => l.ip || '—' },
    {
      id: 'browser',
      header: k('browser'),
      cellClassName: 'max-w-64 truncate',
      cell: (l) => <span title={l.userAgent}>{l.userAgent || '—'}</span>,
    },
    {
      id: 'sessions',
      header: k('sessions'),
      className: 'text-right',
      cellClassName: 'tabular-nums',
      cell: (l) => l.openSessions,
    },
  ];
  return (
    <Card data-testid="dashboard-logins">
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <LogInIcon className="size-5" />
          {k('title')}
        </CardTitle>
      </CardHeader>
      <CardContent>
        {logins.length === 0 ? (
          <p className="text-sm text-muted-foreground">{k('empty')}</p>
        ) : (
          <DataTable columns={columns} rows={logins} rowKey={(l) => l.uid} />
        )}
      </CardContent>
    </Card>
  );
}
